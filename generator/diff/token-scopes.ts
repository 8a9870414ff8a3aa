import { withScopeHint } from "../../runtime/scopes.js";
import { DiffInputError } from "./report.js";

/** `"Read Tags, Read Vehicles"` → ["Read Tags", "Read Vehicles"]: comma-separated, trimmed, each once. */
export function parseTokenScopes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== ""),
    ),
  ];
}

/**
 * Refuses scope names that neither spec's catalogue (`x-fleetkit-scopes`, the `ScopeName` enum) knows. Where neither
 * spec declares a catalogue (`complete` false), any name is taken, as a client of such a spec takes it: a real token
 * holds scopes the specs' operations do not name.
 */
export function checkTokenScopes(scopes: readonly string[], catalogue: ReadonlySet<string>, complete = true): void {
  if (scopes.length === 0)
    throw new DiffInputError(
      '--token-scopes needs at least one scope name, e.g. --token-scopes "Read Tags,Read Vehicles"',
    );
  if (!complete) return;
  const unknown = scopes.filter((s) => !catalogue.has(s));
  if (unknown.length === 0) return;
  throw new DiffInputError(
    `--token-scopes: ${unknown.map((s) => withScopeHint(s, catalogue)).join(", ")} ${unknown.length === 1 ? "is not a scope" : "are not scopes"} of the spec's catalogue; ` +
      "scopes are `Read <Category>` or `Write <Category>` for a category listed in the spec's `x-fleetkit-scopes`",
  );
}
