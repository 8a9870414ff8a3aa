import { printable } from "../../runtime/printable.js";
import { loadGenerator } from "../generator-tools.js";
import { EXIT, UsageError, parse, type Io } from "../io.js";
import { everyOperation, oneOperation, planToken } from "./scopes/queries.js";
import type { ScopeSource } from "./scopes/source.js";

export const SCOPES_USAGE = `Usage:
  fleetkit scopes METHOD PATH          the scopes one operation needs, one per line
  fleetkit scopes --json               every operation as JSON: [{ operationId, method, path, scopes }]
  fleetkit scopes --for OPID...        the least token for those operations (operationIds or "METHOD PATH")
  fleetkit scopes --overlay-for FILE   an OpenAPI Overlay 1.0 document (YAML, on stdout) that gives the operations
                                       of FILE the scopes this spec states; what it cannot give is listed on stderr

  --spec FILE|URL  the spec to read (OpenAPI 3.1, 3.0 or Swagger 2.0; default: the spec bundled with fleetkit)
  --overlay FILE   an Overlay 1.0 document applied to that spec first (repeat it: applied in order)
  -h, --help       this text

PATH may be concrete (/v1/fleet/vehicles/123/locations) or a template (/v1/fleet/vehicles/{vehicle_id}/locations).
With --for, quote each METHOD PATH pair as one argument: --for listVehicles "GET /v1/tags".
An operation that needs no scope prints "none: …" (scopes: [] in JSON); one whose scopes the spec does not state
prints "unknown: …" (scopes: null in JSON; --for lists it apart, under "undocumented" in JSON).
--overlay-for matches operations by method and path template, parameter names aside ({addressId} is
{address_id}); apply its output with \`fleetkit generate --spec FILE --overlay OVERLAY\`.
--spec, --overlay and --overlay-for read specs with the generator's tools (optional peer dependencies).
Exit codes: 0 done, 2 unknown operation, a spec that cannot be read, or bad usage.`;

type SpecTools = typeof import("./scopes/from-spec.js");

/**
 * Runs `use` with the spec-reading tools, loaded only here (the generator's optional peers: a missing one gets the
 * one-line install command). A spec that cannot be read is reported in one line; undefined then means exit 2.
 */
async function withSpecTools<T>(io: Io, use: (tools: SpecTools) => Promise<T>): Promise<T | undefined> {
  return loadGenerator(
    async () => {
      const tools = await import("./scopes/from-spec.js");
      try {
        return await use(tools);
      } catch (error) {
        if (!(error instanceof tools.SpecReadError)) throw error;
        io.err(printable(`fleetkit scopes: ${error.message}`, { keepLineBreaks: true }));
        return undefined;
      }
    },
    "scopes",
    io.err,
  );
}

/** The bundled spec's operations from its two generated files, or a spec read as `generate` reads it. */
function loadSource(io: Io, spec: string | undefined, overlays: string[]): Promise<ScopeSource | undefined> {
  if (spec === undefined && overlays.length === 0)
    return import("./scopes/bundled.js").then(({ bundledSource }) => bundledSource());
  return withSpecTools(io, (tools) => tools.specSource(spec, overlays));
}

async function overlayFor(io: Io, file: string, spec: string | undefined, overlays: string[]): Promise<number> {
  const code = await withSpecTools(io, async (tools) => {
    const [source, target] = await Promise.all([loadSource(io, spec, overlays), tools.readOperations(file)]);
    if (source === undefined) return EXIT.usage;
    const { planOverlay, overlayReport, overlayYaml } = await import("./scopes/overlay-for.js");
    const plan = planOverlay(source, target.operations, (o) => tools.statesScopes(target.document, o));
    for (const line of overlayReport(source, file, plan, target.operations.length)) io.err(line);
    // Overlay 1.0 wants at least one action: an empty overlay would be refused where it is applied.
    if (plan.given.length === 0)
      throw new UsageError(
        printable(
          `no operation of ${file} can be given scopes from ${source.label}, so no overlay was written; check that FILE is the spec you meant (paths are matched as written: /v1/tags is not /tags)`,
        ),
      );
    io.out(overlayYaml(source, file, plan.given));
    return EXIT.ok;
  });
  return code ?? EXIT.usage;
}

export async function scopesCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {
    json: { type: "boolean" },
    for: { type: "boolean" },
    spec: { type: "string" },
    overlay: { type: "string", multiple: true },
    "overlay-for": { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.out(SCOPES_USAGE);
    return EXIT.ok;
  }
  const overlays = values.overlay ?? [];
  if (values["overlay-for"] !== undefined) {
    if (values.json || values.for || positionals.length > 0)
      throw new UsageError("--overlay-for FILE writes an overlay; it takes no METHOD PATH, --json or --for");
    return overlayFor(io, values["overlay-for"], values.spec, overlays);
  }
  if (values.json && !values.for && positionals.length > 0)
    throw new UsageError("--json lists every operation and takes no METHOD PATH (or add --for to plan a token)");
  const source = await loadSource(io, values.spec, overlays);
  if (source === undefined) return EXIT.usage;
  if (values.for) return planToken(source, positionals, values.json ?? false, io);
  if (values.json) return everyOperation(source, io);
  return oneOperation(source, positionals, io);
}
