import { describe, expect, it } from "vitest";
import {
  backtrackingSafe,
  linearPattern,
  linearPatternSupport,
  specPattern,
} from "../../runtime/validation/linear-pattern.js";

/** A small deterministic generator, so a failure names a case that reproduces. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
}

const ATOMS = [
  ...["a", "b", ".", "[ab]", "[^a]", "[a-c\\d]", "\\s", "\\S", "\\d", "\\w", "\\W", "\\b", "\\B", "^", "$"],
  ...["(a|b)", "(a|)", "(?:ab)", "(?<n>b|\\s)", "\\u0061", "\\u{e9}", "\\p{L}", "\\P{L}", "\\p{Script=Greek}", "é"],
];
const QUANTIFIERS = ["", "", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "+?", "{0,3}?"];
const ASSERTIONS = new Set(["^", "$", "\\b", "\\B"]);
const ALPHABET = ["a", "b", "1", " ", "_", "\n", "\r", "é", "α", "\u00a0", "😀", "\u2028"];

describe("linearPattern answers as RegExp does", () => {
  it("on 60,000 random patterns and strings (classes, escapes, groups, quantifiers, assertions, Unicode)", () => {
    const r = random(34);
    const mismatches: string[] = [];
    for (let k = 0; k < 6000; k++) {
      let source = "";
      for (let j = 1 + r(5); j > 0; j--) {
        const atom = ATOMS[r(ATOMS.length)]!;
        source += atom + (ASSERTIONS.has(atom) ? "" : QUANTIFIERS[r(QUANTIFIERS.length)]);
      }
      if (r(4) === 0) source = `(${source})${QUANTIFIERS[r(QUANTIFIERS.length)]}`;
      if (r(5) === 0) source += `|${ATOMS[r(ATOMS.length)]}`;
      let native: RegExp;
      try {
        native = new RegExp(source, "u");
      } catch {
        continue; // not a pattern (`\B*`): ajv refuses it before any engine sees it
      }
      const linear = linearPattern(source);
      for (let t = 0; t < 10; t++) {
        const value = Array.from({ length: r(7) }, () => ALPHABET[r(ALPHABET.length)]).join("");
        if (native.test(value) !== linear.test(value))
          mismatches.push(`${JSON.stringify(source)} on ${JSON.stringify(value)}: RegExp says ${native.test(value)}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it("answers a near-miss of the classic exponential patterns (each would take RegExp hours at this length)", () => {
    const near = `${"a".repeat(5000)}!`;
    for (const source of ["^(a+)+$", "^(a|a)*$", "^(a|aa)+$", "(a*)*b", "^(\\w+\\s?)+$", "^([a-z]+)*[0-9]$"])
      expect(linearPattern(source).test(near), source).toBe(false);
    expect(linearPattern("^(a+)+$").test("a".repeat(5000))).toBe(true);
  });

  it("counts characters as code points, as RegExp does with the u flag", () => {
    expect(linearPattern("^.$").test("😀")).toBe(true);
    expect(linearPattern("^\\uD83D\\uDE00$").test("😀")).toBe(true);
    expect(linearPattern("^.{2}$").test("😀")).toBe(false);
  });
});

describe("which patterns stay on RegExp", () => {
  it.each([
    ["^[0-9]+$", true],
    ["^https://[^/?#\\s]+", true],
    ["^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", true],
    ["^[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}\\.[0-9]{1,3}$", true],
    ["^(a+)+$", false],
    ["^(a|a)*$", false],
    ["[a-z]+x", false], // unanchored: RegExp retries from every position (quadratic)
    ["^[a-z]+@[a-z]+$", false], // two unbounded repeats: quadratic on a near-miss
    ["^(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)(a|b)c$", false], // 1,024 choices
    ["^[a-z]{0,60}[0-9]{0,3}$", true], // 244 choices, no unbounded repeat
    ["^[a-z]*[0-9]{0,64}$", false], // each length of [a-z]* retried with 65 choices
  ])("%s: backtrackingSafe is %s", (source, safe) => {
    expect(backtrackingSafe(source)).toBe(safe);
  });

  it("names what has no linear form, and throws a TypeError saying so", () => {
    expect(linearPatternSupport("^(a+)+$")).toBeUndefined();
    expect(linearPatternSupport("(?=a)a")).toBe("it uses a lookaround");
    expect(linearPatternSupport("(a)\\1")).toBe("it uses a backreference");
    expect(() => linearPattern("(?<!a)b")).toThrow(/cannot be checked in linear time: it uses a lookaround/);
    expect(() => linearPattern("(")).toThrow(SyntaxError);
  });

  it("what is not a pattern is RegExp's SyntaxError naming the whole pattern, not one of its pieces", () => {
    // AWS's `[^\p\{C\}]*\+` (an escaped brace inside \p is no property name under the u flag): its class alone
    // was compiled first, so the error named `^(?:[^\p\{C\}])$`, a pattern the spec does not have.
    const source = "[^\\p\\{C\\}]*\\+";
    for (const read of [() => linearPatternSupport(source), () => specPattern(source), () => linearPattern(source)]) {
      expect(read).toThrow(SyntaxError);
      expect(read).toThrow(`Invalid regular expression: /${source}/u: Invalid property name in character class`);
    }
  });

  it("specPattern (ajv's engine for schemas compiled at run time) picks the linear form only where needed", () => {
    expect(specPattern("^[0-9]+$")).toBeInstanceOf(RegExp);
    expect(specPattern("^(a+)+$")).not.toBeInstanceOf(RegExp);
    expect(specPattern("^(a+)+$").test(`${"a".repeat(64)}!`)).toBe(false);
    expect(specPattern("(?=a)(a+)+")).toBeInstanceOf(RegExp);
  });
});
