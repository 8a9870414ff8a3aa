/**
 * Characters a terminal (or a bidi-aware viewer) acts on instead of showing: C0 controls (ESC starts cursor moves and
 * erasures, CR returns to the line's start), DEL, C1 controls (U+009B is an 8-bit CSI), the Unicode line and
 * paragraph separators, and the bidirectional embeddings, overrides and isolates that reorder what is shown.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSHOWABLE_BUT_LINE_BREAKS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Text from outside (a spec's paths, names and messages) made safe to print: every character above becomes `\uXXXX`,
 * so it shows as itself and cannot hide, move or rewrite other output. With `keepLineBreaks`, `\n` stays (for output
 * that is several lines of its own): pretty-printed JSON stays JSON of the same value, since JSON.stringify already
 * escapes C0 inside strings and the others can only occur inside strings, where `\uXXXX` is the same character.
 */
export function printable(text: string, options: { keepLineBreaks?: boolean } = {}): string {
  return text.replace(options.keepLineBreaks ? UNSHOWABLE_BUT_LINE_BREAKS : UNSHOWABLE, escapeChar);
}
