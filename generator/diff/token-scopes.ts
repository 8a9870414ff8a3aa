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

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

function suggestion(name: string, catalogue: readonly string[]): string {
  const lower = name.toLowerCase();
  const sameCase = catalogue.find((s) => s.toLowerCase() === lower);
  if (sameCase) return ` (did you mean "${sameCase}"?)`;
  const category = catalogue.filter((s) => s.slice(s.indexOf(" ") + 1).toLowerCase() === lower);
  if (category.length > 0) return ` (did you mean ${category.map((s) => `"${s}"`).join(" or ")}?)`;
  const [best] = catalogue.map((s) => [s, editDistance(lower, s.toLowerCase())] as const).sort((x, y) => x[1] - y[1]);
  return best && best[1] <= Math.max(2, Math.floor(name.length / 4)) ? ` (did you mean "${best[0]}"?)` : "";
}

/** Refuses scope names that neither spec's catalogue (`x-fleetkit-scopes`, the `ScopeName` enum) knows. */
export function checkTokenScopes(scopes: readonly string[], catalogue: ReadonlySet<string>): void {
  if (scopes.length === 0)
    throw new DiffInputError(
      '--token-scopes needs at least one scope name, e.g. --token-scopes "Read Tags,Read Vehicles"',
    );
  const known = [...catalogue];
  const unknown = scopes.filter((s) => !catalogue.has(s));
  if (unknown.length === 0) return;
  throw new DiffInputError(
    `--token-scopes: ${unknown.map((s) => `"${s}"${suggestion(s, known)}`).join(", ")} ${unknown.length === 1 ? "is not a scope" : "are not scopes"} of the spec's catalogue; ` +
      "scopes are `Read <Category>` or `Write <Category>` for a category listed in the spec's `x-fleetkit-scopes`",
  );
}
