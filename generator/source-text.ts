/**
 * The one way a string from a spec (or from the command line) reaches generated code: as a comment's text, as a
 * string literal, or as an identifier. Nothing from a spec is ever pasted into code by any other path, so no spec
 * string can close a comment, end a string or declare code (issue 23, defect 1).
 */

import { printable } from "../runtime/printable.js";

/** Line terminators of ECMAScript: each ends a `//` comment. */
const LINE_TERMINATORS = /\r\n|[\n\r\u2028\u2029]/g;

const escapeChar = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Text for the inside of a block comment (`/* … *\/`, JSDoc): `*\/` cannot close it, and line terminators become
 * `\n` so the comment's own line structure is the only one.
 */
export function commentText(text: string): string {
  // Control characters and bidi overrides shown escaped (as the CLI prints spec strings), so a comment reads as it is.
  return printable(text.replace(LINE_TERMINATORS, "\n"), { keepLineBreaks: true }).replace(/\*\//g, "*\\/");
}

/** Text for one line of a comment (`//` or a one-line JSDoc): a line terminator in it would end a `//` comment. */
export function commentLine(text: string): string {
  return commentText(text).replace(/\n/g, " ");
}

/**
 * A single-quoted TypeScript string literal of `text` (meant for JSON text, whose double quotes then need no escape):
 * a large literal with thousands of `\"` costs tsc's scanner a piece of string per escape to build its value
 * (GitHub's drift shapes: 12 MB of the user's tsc's peak memory). Backslashes, single quotes and line terminators are
 * escaped, so nothing in `text` can end the literal.
 */
export function singleQuoted(text: string): string {
  return `'${text.replace(/[\\']/g, "\\$&").replace(/[\n\r\u2028\u2029]/g, escapeChar)}'`;
}

/**
 * A TypeScript literal of a JSON value. JSON's escaping is valid TypeScript; U+2028 and U+2029 are escaped as well,
 * for tools that still read them as line ends inside strings.
 */
export function literal(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`not a JSON value: ${String(value)}`);
  return text.replace(/[\u2028\u2029]/g, escapeChar);
}
