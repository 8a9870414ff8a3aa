import { printable } from "../../runtime/printable.js";
import { loadGenerator } from "../generator-tools.js";
import { EXIT, UsageError, parse, type Io } from "../io.js";
import { everyOperation, oneOperation, planToken } from "./scopes/queries.js";
import { FROM_CODE_FLAGS, FROM_CODE_USAGE, fromCode, refuseFromCodeFlags } from "./scopes/from-code/flags.js";
import type { ScopeSource } from "./scopes/source.js";

export const SCOPES_USAGE = `Usage:
  fleetkit scopes METHOD PATH          the scopes one operation needs, one per line
  fleetkit scopes --json               every operation as JSON: [{ operationId, method, path, scopes }]
  fleetkit scopes --for OPID...        the least token for those operations (operationIds or "METHOD PATH")
  fleetkit scopes --overlay-for FILE   an OpenAPI Overlay 1.0 document (YAML, on stdout) that gives the operations
                                       of FILE the scopes this spec states (and, for the bundled spec, those the
                                       vendor's SDK states), with the scope catalogue at the root; what it cannot give,
                                       and where the two sources disagree, is listed on stderr

  --spec FILE|URL  the spec to read (OpenAPI 3.1, 3.0 or Swagger 2.0; default: the spec bundled with fleetkit)
  --overlay FILE   an Overlay 1.0 document applied to that spec first (repeat it: applied in order)
  -h, --help       this text

PATH may be concrete (/v1/fleet/vehicles/123/locations) or a template (/v1/fleet/vehicles/{vehicle_id}/locations).
With --for, quote each METHOD PATH pair as one argument: --for listVehicles "GET /v1/tags".
An operation that needs no scope prints "none: …" (scopes: [] in JSON); one whose scopes the spec does not state
prints "unknown: …" (scopes: null in JSON; --for lists it apart, under "undocumented" in JSON).
--overlay-for matches operations by method and path template, parameter names aside ({addressId} is
{address_id}); apply its output with \`fleetkit generate --spec FILE --overlay OVERLAY\`. Where the spec states an
operation's scopes they are written, and an SDK statement that differs is reported (a legacy POST that only reads
keeps the Write scope of reference 4.4); where it does not, the SDK's are (spec/facts/vendor-sdk-scopes.json, each
cited); where neither does, nothing: never a guess (docs/scopes.md).
--spec, --overlay and --overlay-for read specs with the generator's tools (optional peer dependencies).
${FROM_CODE_USAGE}
Exit codes: 0 done, 1 (--from-code) the token lacks a scope the code needs, or --strict and a call is unresolved,
2 unknown operation, a spec that cannot be read, no TypeScript or a tsconfig that does not parse, or bad usage.`;

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

/**
 * The fact table `--overlay-for` uses beside the spec: the vendor SDK's statements that ship with fleetkit
 * (spec/facts/vendor-sdk-scopes.json) when the spec is the bundled one, which describes the same API; none for a spec
 * given with `--spec`, whose paths may mean something else.
 */
async function factsFor(spec: string | undefined) {
  if (spec !== undefined) return undefined;
  const { readScopeFacts, readScopeLimits } = await import("./scopes/scope-facts.js");
  const [table, limits] = await Promise.all([readScopeFacts(), readScopeLimits()]);
  return { ...table, limits };
}

async function overlayFor(io: Io, file: string, spec: string | undefined, overlays: string[]): Promise<number> {
  const facts = await factsFor(spec);
  const code = await withSpecTools(io, async (tools) => {
    const [{ source, catalogueExtension }, target] = await Promise.all([
      tools.readSpecSource(spec, overlays),
      tools.readOperations(file),
    ]);
    const { planOverlay, planCatalogue, overlayReport, overlayYaml } = await import("./scopes/overlay-for.js");
    const plan = planOverlay(source, facts, target.operations, (o) => tools.statesScopes(target.document, o));
    const fileDeclares = target.document["x-fleetkit-scopes"] !== undefined;
    // A declared catalogue must hold every scope an operation states: it is written with the scopes, or not at all.
    const write =
      catalogueExtension !== undefined && !fileDeclares ? planCatalogue(plan, catalogueExtension, facts) : undefined;
    const note = write ? "written" : fileDeclares && catalogueExtension !== undefined ? "declared-in-file" : "absent";
    const report = overlayReport(
      source,
      facts,
      file,
      { ...plan, unfit: write?.unfit ?? [] },
      target.operations.length,
      {
        note,
        added: write?.catalogue.added.map((a) => a.category) ?? [],
      },
    );
    for (const line of report) io.err(line);
    // Overlay 1.0 wants at least one action: an empty overlay would be refused where it is applied.
    if (plan.given.length === 0)
      throw new UsageError(
        printable(
          `no operation of ${file} can be given scopes from ${source.label}${facts ? ` or ${facts.package} ${facts.version}` : ""}, so no overlay was written; check that FILE is the spec you meant (paths are matched as written: /v1/tags is not /tags)`,
        ),
      );
    io.out(overlayYaml(source, facts, file, plan, write?.catalogue));
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
    ...FROM_CODE_FLAGS,
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.out(SCOPES_USAGE);
    return EXIT.ok;
  }
  if (values["from-code"] !== undefined) return fromCode(values, positionals, io);
  refuseFromCodeFlags(values);
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
