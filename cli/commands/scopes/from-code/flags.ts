// The flags of `scopes --from-code`, kept apart from scopes.ts so the command's other forms are untouched by them.
import { EXIT, type Io, UsageError } from "../../../io.js";

export const FROM_CODE_FLAGS = {
  "from-code": { type: "string" },
  project: { type: "string" },
  "token-scopes": { type: "string" },
  "token-scopes-file": { type: "string" },
  strict: { type: "boolean" },
  "with-usage": { type: "string" },
  format: { type: "string" },
  quiet: { type: "boolean" },
} as const;

const ONLY_WITH_FROM_CODE = [
  "project",
  "token-scopes",
  "token-scopes-file",
  "strict",
  "with-usage",
  "format",
  "quiet",
] as const;

export const FROM_CODE_USAGE = `
  fleetkit scopes --from-code PATH [--project tsconfig.json] [--json | --format md]
                  [--token-scopes LIST | --token-scopes-file FILE] [--strict] [--with-usage FILE] [--quiet]
      the least token your TypeScript needs: every call that reaches a fleetkit-generated module (a folder with
      .fleetkit-manifest.json, or the fleetkit package itself), resolved with the type checker: operation functions,
      client.GET/POST/PUT/PATCH/DELETE(path), paginate and followFeed. PATH is a folder or a tsconfig.json.
      Prints each operation with its scopes and call sites (file:line), the least set of scopes, those outside a new
      token's default scopes, operations whose scopes the spec does not state, and the calls whose path is only
      known at run time (unresolved: listed, never guessed).
  --json                 { scopes, operations: [{ operationId, method, path, scopes, sites }], unresolved:
                         [{ file, line, text }], unknownScopes }
  --format md            the report as markdown, for a pull-request comment
  --token-scopes LIST    a CI gate: exit 1 naming each operation the token cannot call and the scope it lacks
  --token-scopes-file F  the same, the scopes read from a file (comma- or line-separated, or a JSON array)
  --strict               also exit 1 when a call is unresolved
  --with-usage FILE      the tests' record (recordScopeUsage from fleetkit/testing; a file or a folder of them):
                         also list what the code calls that no test exercised, and the reverse
  --quiet                no stage lines on stderr (printed only on a terminal, never with --json)`;

type Values = {
  [K in keyof typeof FROM_CODE_FLAGS]?: (typeof FROM_CODE_FLAGS)[K]["type"] extends "boolean" ? boolean : string;
} & {
  json?: boolean;
  for?: boolean;
  spec?: string;
  overlay?: string[];
  "overlay-for"?: string;
};

/** `--from-code PATH` and its flags; the other forms' flags and positional arguments are refused beside it. */
export async function fromCode(values: Values, positionals: string[], io: Io): Promise<number> {
  const others = (["for", "spec", "overlay", "overlay-for"] as const).filter((k) => values[k] !== undefined);
  if (others.length > 0)
    throw new UsageError(
      `--from-code reads the generated modules your code imports; it takes no ${others.map((k) => `--${k}`).join(", ")}`,
    );
  if (positionals.length > 0)
    throw new UsageError(
      `--from-code takes one PATH, given after it; unexpected ${positionals.map((p) => JSON.stringify(p)).join(" ")}`,
    );
  const { fromCodeCommand } = await import("./index.js");
  const code = await fromCodeCommand(
    {
      path: values["from-code"]!,
      project: values.project,
      json: values.json ?? false,
      format: values.format,
      tokenScopes: values["token-scopes"],
      tokenScopesFile: values["token-scopes-file"],
      strict: values.strict ?? false,
      withUsage: values["with-usage"],
      quiet: values.quiet ?? false,
    },
    io,
  );
  return code ?? EXIT.usage;
}

/** The flags that mean something only with --from-code are refused without it, instead of silently ignored. */
export function refuseFromCodeFlags(values: Values): void {
  const given = ONLY_WITH_FROM_CODE.filter((k) => values[k] !== undefined);
  if (given.length > 0)
    throw new UsageError(
      `${given.map((k) => `--${k}`).join(", ")} only go${given.length === 1 ? "es" : ""} with --from-code PATH`,
    );
}
