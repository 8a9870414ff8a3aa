/** Levenshtein distance: the fewest single-character insertions, deletions and substitutions from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidates nearest to a mistyped `word`, case-insensitively: those at the smallest edit distance, when it is
 * at most a third of the word (at least 1); otherwise those that contain the word (for a part of a long name).
 * At most `limit`, in the order given.
 */
export function nearest(word: string, candidates: Iterable<string>, limit = 3): string[] {
  const lower = word.toLowerCase();
  const budget = Math.max(1, Math.floor(lower.length / 3));
  let best = budget + 1;
  let found: string[] = [];
  const containing: string[] = [];
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= budget && distance < best) [best, found] = [distance, [candidate]];
    else if (distance <= budget && distance === best) found.push(candidate);
    if (lower.length >= 4 && candidate.toLowerCase().includes(lower)) containing.push(candidate);
  }
  return (found.length > 0 ? found : containing).slice(0, limit);
}

/** `did you mean "a" or "b"?` for these names, or undefined for none. */
export function meant(
  names: readonly string[],
  show: (name: string) => string = (n) => JSON.stringify(n),
): string | undefined {
  if (names.length === 0) return undefined;
  const shown = names.map(show);
  return `did you mean ${shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`}?`;
}

/**
 * The first `limit` of `names`, comma-separated, and how many more there are: `A, B, C and 1,214 more`. For an error
 * that lists what it expected: GitHub's 1,224 schema names made a 30 KB line.
 */
export function someOf(names: readonly string[], limit = 10): string {
  if (names.length <= limit) return names.join(", ");
  return `${names.slice(0, limit).join(", ")} and ${(names.length - limit).toLocaleString("en-US")} more`;
}

/** `did you mean "a" or "b"?` for the candidates nearest to `word`, or undefined when nothing is near. */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  show?: (candidate: string) => string,
): string | undefined {
  return meant(nearest(word, candidates), show);
}

/** Whether swapping one pair of neighbouring letters turns `a` into `b` ("prot" → "port"): one slip, two edits. */
function swapsInto(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i + 1 < a.length; i++) {
    if (a[i] !== a[i + 1] && `${a.slice(0, i)}${a[i + 1]}${a[i]}${a.slice(i + 2)}` === b) return true;
  }
  return false;
}

/**
 * The line to print for a node:util `parseArgs` error: node's own message, except that an unknown option loses
 * node's note on `--` and gains the nearest of `knownFlags` (long names, without dashes): `Unknown option '--prot';
 * did you mean --port?`. Every command wraps its parse error with this, so each misspelt flag gets the same hint.
 */
export function unknownFlagHint(error: unknown, knownFlags: Iterable<string>): string {
  const { code, message = String(error) } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = String(message);
  const typed =
    code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? /^Unknown option '(-{1,2}[^']*)'/.exec(text)?.[1] : undefined;
  if (typed === undefined) return text;
  const word = typed.replace(/^-+/, "").replace(/=.*$/, "");
  const known = [...knownFlags];
  const near = word.length < 2 ? [] : nearest(word, known);
  const hint = meant(
    near.length > 0 ? near : known.filter((flag) => swapsInto(word.toLowerCase(), flag)),
    (f) => `--${f}`,
  );
  const shown = typed.replace(/=.*$/, "");
  return `Unknown option '${shown}'${hint ? `; ${hint}` : ""}`;
}
