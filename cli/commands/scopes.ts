import { api, operations, scopesFor, UnknownOperationError, type Operation } from "../../generated/index.js";
import { EXIT, UsageError, parse, type Io } from "../io.js";

export const SCOPES_USAGE = `Usage:
  fleetkit scopes METHOD PATH          the scopes one operation needs, one per line
  fleetkit scopes --json               every operation as JSON: [{ operationId, method, path, scopes }]
  fleetkit scopes --for OPID...        the least token for those operations (operationIds or "METHOD PATH")

PATH may be concrete (/v1/fleet/vehicles/123/locations) or a template (/v1/fleet/vehicles/{vehicle_id}/locations).
Operations whose scope the reference does not give print "undocumented" (scopes: null in JSON).
Exit codes: 0 done, 2 unknown operation or bad usage.`;

const row = (o: Operation) => ({ operationId: o.operationId, method: o.method.toUpperCase(), path: o.path, scopes: o.scopes });

function one(method: string, path: string, io: Io): number {
  const { operation } = api.index.lookup(method, path);
  if (operation.scopes === null) io.out(`undocumented: the reference gives no scope for ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`);
  else for (const scope of operation.scopes) io.out(scope);
  return EXIT.ok;
}

function plan(selectors: string[], json: boolean, io: Io): number {
  if (selectors.length === 0) throw new UsageError("--for needs at least one operationId (or \"METHOD PATH\")");
  const calls = selectors.map((s) => {
    const pair = /^([A-Za-z]+)\s+(\/?\S+)$/.exec(s.trim());
    if (pair) return [pair[1]!, pair[2]!] as const;
    if (!Object.hasOwn(operations, s)) throw new UsageError(`"${s}" is not an operationId; list them with \`fleetkit scopes --json\``);
    return s as keyof typeof operations;
  });
  const result = scopesFor(calls);
  if (json) {
    io.out(JSON.stringify(result, null, 2));
    return EXIT.ok;
  }
  for (const scope of result.scopes) io.out(scope);
  if (result.outsideDefaults.length > 0) io.err(`not in a new token's default scopes (tick them when creating the token): ${result.outsideDefaults.join(", ")}`);
  if (result.undocumented.length > 0) io.err(`scope undocumented in the reference (check with the real token): ${result.undocumented.join(", ")}`);
  return EXIT.ok;
}

export function scopesCommand(args: string[], io: Io): number {
  const { values, positionals } = parse(args, { json: { type: "boolean" }, for: { type: "boolean" }, help: { type: "boolean", short: "h" } });
  if (values.help) {
    io.out(SCOPES_USAGE);
    return EXIT.ok;
  }
  try {
    if (values.for) return plan(positionals, values.json ?? false, io);
    if (values.json && positionals.length > 0) throw new UsageError("--json lists every operation and takes no METHOD PATH (or add --for to plan a token)");
    if (values.json) {
      io.out(JSON.stringify(Object.values(operations).map(row), null, 2));
      return EXIT.ok;
    }
    if (positionals.length !== 2) throw new UsageError("expected METHOD PATH, e.g. `fleetkit scopes GET /v1/fleet/vehicles/123/locations`");
    return one(positionals[0]!, positionals[1]!, io);
  } catch (error) {
    if (error instanceof UnknownOperationError) {
      io.err(`fleetkit scopes: ${error.message}`);
      return EXIT.usage;
    }
    throw error;
  }
}
