import { api, operations, scopesFor, type Operation } from "../../generated/index.js";
import { didYouMean } from "../../runtime/did-you-mean.js";
import { EXIT, UsageError, parse, type Io } from "../io.js";

export const SCOPES_USAGE = `Usage:
  fleetkit scopes METHOD PATH          the scopes one operation needs, one per line
  fleetkit scopes --json               every operation as JSON: [{ operationId, method, path, scopes }]
  fleetkit scopes --for OPID...        the least token for those operations (operationIds or "METHOD PATH")

PATH may be concrete (/v1/fleet/vehicles/123/locations) or a template (/v1/fleet/vehicles/{vehicle_id}/locations).
With --for, quote each METHOD PATH pair as one argument: --for listVehicles "GET /v1/tags".
Operations whose scope the reference does not give print "undocumented" (scopes: null in JSON).
Exit codes: 0 done, 2 unknown operation or bad usage.`;

const HTTP_METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"];
const LIST_THEM = "list them with `fleetkit scopes --json`";
const all = Object.values(operations) as Operation[];

const row = (o: Operation) => ({
  operationId: o.operationId,
  method: o.method.toUpperCase(),
  path: o.path,
  scopes: o.scopes,
});
const isMethod = (word: string) => HTTP_METHODS.includes(word.toUpperCase());
const looksLikePath = (word: string) => word.includes("/");
const isOperationId = (word: string) => Object.hasOwn(operations, word);
const normalPath = (path: string) =>
  path
    .replace(/[?#].*$/, "")
    .replace(/^\/?/, "/")
    .replace(/(.)\/+$/, "$1");

/** A template with the caller's own values in its parameters, so a near miss reads as what they meant to type. */
function filledIn(template: string, path: string): string {
  const given = path.split("/");
  const parts = template.split("/");
  return parts.length === given.length
    ? parts.map((part, i) => (/^\{.+\}$/.test(part) ? given[i] : part)).join("/")
    : template;
}

/** Why METHOD PATH is no operation of the spec, with the methods that path has or the paths near it. */
function unknownOperation(method: string, rawPath: string): UsageError {
  const upper = method.toUpperCase();
  const path = normalPath(rawPath);
  const methods = HTTP_METHODS.filter((m) => m !== upper && api.index.match(m, path) !== undefined);
  if (methods.length > 0)
    return new UsageError(`${upper} ${path} is not an operation; the spec has ${methods.join(" and ")} at that path`);
  const candidates = new Map(
    all.filter((o) => o.method === method.toLowerCase()).map((o) => [filledIn(o.path, path), o.path]),
  );
  const hint = didYouMean(path, candidates.keys(), (p) => `${upper} ${p}`);
  return new UsageError(
    `${upper} ${path} is not an operation of the spec; ${hint ? `${hint} (${LIST_THEM})` : LIST_THEM}`,
  );
}

/** The operation at METHOD PATH, or a UsageError that says what is near. */
function operationAt(method: string, path: string): Operation {
  if (!isMethod(method))
    throw new UsageError(
      `"${method}" is not an HTTP method; expected METHOD PATH, e.g. \`fleetkit scopes GET /v1/tags\``,
    );
  const found = api.index.match(method, path);
  if (!found) throw unknownOperation(method, path);
  return found.operation as Operation;
}

function one(positionals: string[], io: Io): number {
  const [first = "", second = ""] = positionals;
  if (positionals.length === 1 && isOperationId(first))
    throw new UsageError(`"${first}" is an operationId; look it up with --for: \`fleetkit scopes --for ${first}\``);
  if (positionals.length === 1 && /^[A-Za-z]+\s+\S+$/.test(first.trim())) {
    throw new UsageError(
      `METHOD and PATH are two arguments here: \`fleetkit scopes ${first.trim().split(/\s+/).join(" ")}\` (only --for takes them quoted as one)`,
    );
  }
  if (positionals.length === 2 && looksLikePath(first) && isMethod(second))
    throw new UsageError(`METHOD comes first: \`fleetkit scopes ${second} ${first}\``);
  if (positionals.length !== 2)
    throw new UsageError("expected METHOD PATH, e.g. `fleetkit scopes GET /v1/fleet/vehicles/123/locations`");
  const operation = operationAt(first, second);
  if (operation.scopes === null)
    io.out(
      `undocumented: the reference gives no scope for ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`,
    );
  else for (const scope of operation.scopes) io.out(scope);
  return EXIT.ok;
}

/** One `--for` argument: an operationId, or "METHOD PATH" quoted as one; `next` is the argument after it, for hints. */
function selector(word: string, next: string | undefined): keyof typeof operations | readonly [string, string] {
  const pair = /^([A-Za-z]+)\s+(\/?\S+)$/.exec(word.trim());
  if (pair) return [pair[1]!, operationAt(pair[1]!, pair[2]!).path];
  if (isOperationId(word)) return word as keyof typeof operations;
  if (isMethod(word) && next !== undefined && looksLikePath(next)) {
    throw new UsageError(
      `"${word}" and "${next}" are two arguments; quote a METHOD PATH pair as one: \`fleetkit scopes --for "${word} ${next}"\``,
    );
  }
  if (isMethod(word))
    throw new UsageError(
      `"${word}" is a method without a path; give "METHOD PATH" as one quoted argument, e.g. --for "${word} /v1/tags"`,
    );
  if (looksLikePath(word))
    throw new UsageError(
      `"${word}" needs its method; give "METHOD PATH" as one quoted argument, e.g. --for "GET ${word}"`,
    );
  const hint = didYouMean(word, Object.keys(operations));
  throw new UsageError(`"${word}" is not an operationId; ${hint ? `${hint} (${LIST_THEM})` : LIST_THEM}`);
}

function plan(selectors: string[], json: boolean, io: Io): number {
  if (selectors.length === 0) throw new UsageError('--for needs at least one operationId (or "METHOD PATH")');
  const result = scopesFor(selectors.map((word, i) => selector(word, selectors[i + 1])));
  if (json) {
    io.out(JSON.stringify(result, null, 2));
    return EXIT.ok;
  }
  for (const scope of result.scopes) io.out(scope);
  if (result.outsideDefaults.length > 0)
    io.err(
      `not in a new token's default scopes (tick them when creating the token): ${result.outsideDefaults.join(", ")}`,
    );
  if (result.undocumented.length > 0)
    io.err(`scope undocumented in the reference (check with the real token): ${result.undocumented.join(", ")}`);
  return EXIT.ok;
}

export function scopesCommand(args: string[], io: Io): number {
  const { values, positionals } = parse(args, {
    json: { type: "boolean" },
    for: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.out(SCOPES_USAGE);
    return EXIT.ok;
  }
  if (values.for) return plan(positionals, values.json ?? false, io);
  if (values.json && positionals.length > 0)
    throw new UsageError("--json lists every operation and takes no METHOD PATH (or add --for to plan a token)");
  if (values.json) {
    io.out(JSON.stringify(all.map(row), null, 2));
    return EXIT.ok;
  }
  return one(positionals, io);
}
