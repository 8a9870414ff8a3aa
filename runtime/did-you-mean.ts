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

/** `did you mean "a" or "b"?` for the candidates nearest to `word`, or undefined when nothing is near. */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  show?: (candidate: string) => string,
): string | undefined {
  return meant(nearest(word, candidates), show);
}
