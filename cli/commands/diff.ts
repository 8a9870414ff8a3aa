import { printable } from "../../runtime/printable.js";
import { loadGenerator } from "../generator-tools.js";
import { EXIT, UsageError, atMostPositionals, parse, type Io } from "../io.js";
import { progress, progressWanted } from "../progress.js";

export const DIFF_USAGE = `Usage: fleetkit diff OLD NEW [--overlay FILE]... [--overlay-old FILE]... [--overlay-new FILE]...
                     [--token-scopes "Read Tags,Read Vehicles"] [--fail-on breaking|warning] [--json] [--quiet]

Says what changing the spec from OLD to NEW does to the people who call the API: operations added and
removed (by operationId), scopes each operation gained or lost, pagination and feed changes, and the
request and response changes that break callers (a parameter or body field became required, a type
narrowed, a response field removed, an enum value added to a response, a path removed or renamed...).

OLD and NEW may be OpenAPI 3.1, 3.0 or Swagger 2.0 (files or https URLs), even one of each: both are
brought to 3.1 first. Keep a copy of the spec you generated from (cp fleet-api.yaml old-fleet-api.yaml)
before editing or downloading the new one.

  --overlay FILE        an Overlay 1.0 document applied to both specs before comparing (repeatable, in order)
  --overlay-old FILE    one applied to OLD only, after the --overlay ones (repeatable, in order)
  --overlay-new FILE    one applied to NEW only, after the --overlay ones (repeatable, in order); e.g. the
                        scope overlay for the vendor's spec compared with the bundled one (fleetkit
                        bundle prints the document a side is read as)
  --token-scopes LIST   a token's scopes, comma-separated: also list the operations it could call
                        before and can no longer call ("uncovered")
  --fail-on LEVEL       exit 1 when a change is at least LEVEL: breaking (the default) or warning
  --json                print one JSON object: { breaking, operations: { added, removed, moved },
                        scopeChanges, uncovered (with --token-scopes), changes: [{ level, rule,
                        severity, location, message }] }
  --quiet               no progress lines on stderr (printed only on a terminal, never with --json)
  -h, --help            this text

Each change has a level (breaking, warning, info) and a rule id (request-property-became-required…),
listed with an example each in docs/diff.md. Both specs are compared in one form (stated defaults,
path-level parameters, orderings: see docs/diff.md), so a change of format alone is no change.

Exit codes: 0 nothing breaks (nothing at the --fail-on level), 1 something breaks (or, with
--fail-on warning, needs checking), 2 bad usage, or a spec that cannot be read or breaks fleetkit's
rules (the message says what to fix). A reader that stops early (| head) does not change the code.`;

export async function diffCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {
    json: { type: "boolean" },
    overlay: { type: "string", multiple: true },
    "overlay-old": { type: "string", multiple: true },
    "overlay-new": { type: "string", multiple: true },
    "token-scopes": { type: "string" },
    "fail-on": { type: "string" },
    quiet: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.out(DIFF_USAGE);
    return EXIT.ok;
  }
  atMostPositionals(positionals, 2, "OLD and NEW");
  if (positionals.length < 2)
    throw new UsageError("expected two specs, OLD and NEW, e.g. `fleetkit diff old-fleet-api.yaml fleet-api.yaml`");
  const [oldFile, newFile] = positionals as [string, string];
  const failOn = values["fail-on"] ?? "breaking";
  if (failOn !== "breaking" && failOn !== "warning")
    throw new UsageError(`--fail-on takes breaking or warning, got ${JSON.stringify(failOn)}`);
  // Loaded only here: the diff engine, yaml and the spec checks are generator tools, never part of `import "fleetkit"`.
  const diff = await loadGenerator(() => import("../../generator/diff/index.js"), "diff", io.err);
  if (!diff) return EXIT.usage;
  const tokenScopes = values["token-scopes"] === undefined ? undefined : diff.parseTokenScopes(values["token-scopes"]);
  // On a terminal, each stage on stderr as it starts and their times at the end (none with --quiet or --json).
  const stages = progress({
    command: "fleetkit diff",
    enabled: progressWanted({ json: values.json === true, quiet: values.quiet === true }, io.terminal),
    write: io.err,
  });
  const DIFF_STAGES: Record<"old" | "new" | "compare", [label: string, short: string]> = {
    old: [printable(`reading ${oldFile}`), "reading OLD"],
    new: [printable(`reading ${newFile}`), "reading NEW"],
    compare: ["comparing", "comparing"],
  };
  try {
    const { report, labels } = await diff.diffSpecFiles(oldFile, newFile, {
      overlays: values.overlay ?? [],
      oldOverlays: values["overlay-old"] ?? [],
      newOverlays: values["overlay-new"] ?? [],
      ...(tokenScopes === undefined ? {} : { tokenScopes }),
      onStage: (stage) => stages.stage(...DIFF_STAGES[stage]),
    });
    stages.done();
    // Spec strings reach the terminal escaped (formatReport escapes its own lines; JSON keeps its value).
    if (values.json) io.out(printable(JSON.stringify(report, null, 2), { keepLineBreaks: true }));
    else
      for (const line of [printable(`fleetkit diff ${oldFile} → ${newFile}`), ...diff.formatReport(report, labels)])
        io.out(line);
    const fails = failOn === "warning" ? report.changes.some((c) => c.level !== "info") : report.breaking;
    return fails ? EXIT.failed : EXIT.ok;
  } catch (error) {
    stages.done("stopped");
    if (error instanceof diff.DiffInputError || error instanceof diff.SpecReadError) {
      io.err(printable(`fleetkit diff: ${error.message}`, { keepLineBreaks: true }));
      return EXIT.usage;
    }
    throw error;
  }
}
