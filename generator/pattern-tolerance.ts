/**
 * Patterns that JSON Schema's reading refuses (ECMA-262 with the `u` flag, as ajv compiles them) but published specs
 * carry by the dozen: AWS's descriptions escape punctuation that needs no escape (`[a-zA-Z0-9\-\_\.]+`, `\:`), write
 * octal escapes (`[^/:|\000-\037]`) and lone braces (`\{config\-name}`), all of which JavaScript reads without the flag,
 * and which mean the same in the Java the patterns come from. Such a pattern is rewritten to say the same thing with
 * the flag. A pattern whose meaning is not that plain (Java's `\p{Print}`, an inline `(?i)`, `{1-70}` for `{1,70}`)
 * has no such form: it is ignored, so that no valid value is refused by a check its author did not mean.
 */

/** What to do with a pattern: keep it (valid already), read it as `pattern`, or ignore it, and why. */
export type PatternReading =
  | { kind: "valid" }
  | { kind: "rewritten"; pattern: string }
  | { kind: "ignored"; why: string };

/** Letters whose escapes JavaScript reads the same with and without the `u` flag (classes and control characters). */
const PLAIN_LETTER_ESCAPES = new Set([..."dDwWsSbBtnvfr"]);
/** Characters whose escapes the `u` flag allows (`SyntaxCharacter` and `/`). */
const SYNTAX = new Set([..."^$\\.*+?()[]{}|/"]);
const QUANTIFIER = /^\{[0-9]+(?:,[0-9]*)?\}/;

/** How a spec's pattern is read: valid with the `u` flag, rewritten to a form valid with it, or ignored. */
export function patternReading(source: string): PatternReading {
  const problem = uProblem(source);
  if (problem === undefined) return { kind: "valid" };
  const rewritten = uForm(source);
  if (rewritten !== undefined && uProblem(rewritten) === undefined) return { kind: "rewritten", pattern: rewritten };
  return { kind: "ignored", why: problem };
}

/** RegExp's reason a source is not a pattern with the `u` flag (without the pattern it repeats), or undefined. */
export function uProblem(source: string): string | undefined {
  try {
    new RegExp(source, "u");
    return undefined;
  } catch (error) {
    return (error as Error).message.replace(/^Invalid regular expression: \/.*\/u: /s, "");
  }
}

/**
 * The pattern as JavaScript reads it without the `u` flag, spelled so the flag accepts it, where that reading is
 * plain: identity escapes of punctuation dropped (kept where the flag allows them), octal escapes as `\xHH`, lone
 * braces and brackets escaped. Undefined where the reading is not plain: a letter escaped that JavaScript reads as the
 * letter (`\p`, `\A`), a brace before a digit that is no quantifier (`{1-70}`), an octal escape where groups could
 * make it a backreference.
 */
function uForm(source: string): string | undefined {
  const groups = /\((?!\?)|\(\?<(?![=!])/.test(source.replace(/\\./g, "")); // a capturing group, named or not
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      const next = source[i + 1];
      if (next === undefined) return undefined;
      const octal = /^[0-7]{1,3}/.exec(source.slice(i + 1))?.[0];
      if (octal !== undefined && !(octal === "0" && !/[0-9]/.test(source[i + 2] ?? ""))) {
        if (groups || Number.parseInt(octal, 8) > 0o377) return undefined;
        out += `\\x${Number.parseInt(octal, 8).toString(16).padStart(2, "0")}`;
        i += octal.length;
        continue;
      }
      i++;
      if (next === "0") {
        out += "\\0"; // NUL (no digit follows: that was octal)
        continue;
      }
      if (/[0-9]/.test(next)) return undefined; // \8, \9: a backreference or the digit, by the groups
      const hex = next === "x" ? 2 : next === "u" ? 4 : 0;
      if (hex > 0 && new RegExp(`^[0-9a-fA-F]{${hex}}`).test(source.slice(i + 1))) out += `\\${next}`;
      else if (next === "c" && /[A-Za-z]/.test(source[i + 1] ?? "")) out += "\\c";
      else if (PLAIN_LETTER_ESCAPES.has(next)) out += `\\${next}`;
      else if (/[A-Za-z]/.test(next)) return undefined;
      else if (SYNTAX.has(next) || (next === "-" && inClass)) out += `\\${next}`;
      else out += next; // `\_`, `\:`, `\ `, `\-` outside a class: the character itself
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c;
    } else if (c === "[") {
      inClass = true;
      out += c;
    } else if (c === "{") {
      const quantifier = QUANTIFIER.exec(source.slice(i))?.[0];
      if (quantifier !== undefined) {
        out += quantifier;
        i += quantifier.length - 1;
      } else if (/[0-9]/.test(source[i + 1] ?? "")) return undefined;
      else out += "\\{";
    } else if (c === "}" || c === "]") out += `\\${c}`;
    else out += c;
  }
  return out;
}
