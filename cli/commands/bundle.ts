import { writeFile } from "node:fs/promises";
import { printable } from "../../runtime/printable.js";
import { loadGenerator } from "../generator-tools.js";
import { EXIT, UsageError, atMostPositionals, parse, type Io } from "../io.js";

export const BUNDLE_USAGE = `Usage: fleetkit bundle --spec FILE|URL [--overlay FILE]... [--out FILE]

Prints the document fleetkit actually reads from a spec: OpenAPI 3.1 (a 3.0 or Swagger 2.0 spec is
converted), its $refs to files in its folder bundled in, externalValues dropped, and the overlays applied
in order. generate, diff, scopes and the mock all read this document, so it is what to look at when an
overlay target "matches nothing in the spec" or a diff reports something you cannot find in the file.
Generating from the bundled document gives the same module as generating from the spec with the overlays.

  --spec FILE|URL  the OpenAPI document (3.1, 3.0 or Swagger 2.0; JSON or YAML)
  --overlay FILE   an OpenAPI Overlay 1.0 document applied after the conversion (repeatable, in order)
  --out FILE       write it to FILE instead of standard output: YAML for a .yaml or .yml name, else JSON
  -h, --help       this text

Standard output gets JSON (any character a terminal acts on written as its \\u escape, the same value).
Warnings (what was dropped or tolerated while reading) go to standard error with their JSON pointers.

Exit codes: 0 written, 2 bad usage, or a spec or overlay that cannot be read or applied (the message
says what to fix).`;

export async function bundleCommand(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parse(args, {
    spec: { type: "string" },
    overlay: { type: "string", multiple: true },
    out: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) {
    io.out(BUNDLE_USAGE);
    return EXIT.ok;
  }
  atMostPositionals(positionals, 0, "no arguments: name the spec with --spec");
  if (values.spec === undefined)
    throw new UsageError("name the spec to read with --spec, e.g. `fleetkit bundle --spec fleet-api.yaml`");
  const spec = values.spec;
  // The loader, yaml and the converters are generator tools, loaded only here.
  const input = await loadGenerator(() => import("../../generator/input/index.js"), "bundle", io.err);
  if (!input) return EXIT.usage;
  const { SpecReadError } = await import("../../generator/spec-document.js");
  let loaded: Awaited<ReturnType<typeof input.loadOpenApi>>;
  try {
    loaded = await input.loadOpenApi(spec, { overlays: values.overlay ?? [] });
  } catch (error) {
    if (!(error instanceof SpecReadError)) throw error;
    io.err(printable(`fleetkit bundle: ${error.message}`, { keepLineBreaks: true }));
    return EXIT.usage;
  }
  for (const w of loaded.warnings) io.err(printable(`warning: ${spec} ${w.pointer}: ${w.message}`));
  const out = values.out;
  if (out === undefined) {
    io.out(printable(JSON.stringify(loaded.document, null, 2), { keepLineBreaks: true }));
    return EXIT.ok;
  }
  const text = /\.ya?ml$/i.test(out)
    ? (await import("yaml")).stringify(loaded.document, { aliasDuplicateObjects: false, lineWidth: 0 })
    : `${JSON.stringify(loaded.document, null, 2)}\n`;
  try {
    await writeFile(out, text);
  } catch (error) {
    io.err(
      printable(`fleetkit bundle: cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`),
    );
    return EXIT.usage;
  }
  return EXIT.ok;
}
