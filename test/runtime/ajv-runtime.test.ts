/**
 * The run-time helpers generated validators import from `fleetkit/runtime` instead of ajv: each agrees with the ajv
 * helper it replaces, on tables of edge cases and on random values.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { ajvDateTimeFormat, ajvEqual, ajvUcs2length, ajvUriFormat } from "../../runtime/validation/ajv-runtime.js";

const require = createRequire(import.meta.url);
const ajvEqualOriginal = require("ajv/dist/runtime/equal").default as (a: unknown, b: unknown) => boolean;
const ajvUcs2Original = require("ajv/dist/runtime/ucs2length").default as (s: string) => number;
const formats = require("ajv-formats/dist/formats").fullFormats as {
  uri: (s: string) => boolean;
  "date-time": { validate: (s: string) => boolean };
};

describe("ajvUcs2length counts code points like ajv", () => {
  test.each([
    ["", 0],
    ["abc", 3],
    ["😀", 1],
    ["a😀b", 3],
    ["\ud83d", 1],
    ["\ude00\ud83d", 2],
    ["\ud83d\ud83d\ude00", 2],
  ])("%j → %i", (text, length) => {
    expect(ajvUcs2length(text)).toBe(length);
    expect(ajvUcs2Original(text)).toBe(length);
  });
  test("on random strings", () =>
    fc.assert(fc.property(fc.string({ unit: "binary" }), (s) => ajvUcs2length(s) === ajvUcs2Original(s))));
});

describe("ajvEqual is deep equality of JSON values like ajv's", () => {
  test.each([
    [1, 1, true],
    [1, "1", false],
    [null, null, true],
    [null, {}, false],
    [[], {}, false],
    [[1, [2]], [1, [2]], true],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: [1] }, { a: [2] }, false],
    [NaN, NaN, true],
  ])("%j vs %j → %s", (a, b, same) => {
    expect(ajvEqual(a, b)).toBe(same);
    expect(ajvEqualOriginal(a, b)).toBe(same);
  });
  /** ajv's helper (fast-deep-equal), or undefined where it throws: it calls an own `valueOf` or `toString` key. */
  const original = (a: unknown, b: unknown): boolean | undefined => {
    try {
      return ajvEqualOriginal(a, b);
    } catch {
      return undefined;
    }
  };
  test("on random JSON", () =>
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const expected = original(a, b);
        return (expected === undefined || ajvEqual(a, b) === expected) && ajvEqual(a, structuredClone(a));
      }),
    ));
  test("on objects with valueOf or toString keys, where ajv's own helper throws: compares them as data", () => {
    expect(original({ valueOf: false }, {})).toBeUndefined();
    expect(ajvEqual({ valueOf: false }, {})).toBe(false);
    expect(ajvEqual({ valueOf: false }, { valueOf: false })).toBe(true);
    expect(ajvEqual({ toString: "a" }, { toString: "b" })).toBe(false);
    expect(ajvEqual({ toString: "a", n: 1 }, { n: 1, toString: "a" })).toBe(true);
  });
});

describe("the uri format", () => {
  test.each([
    "https://hooks.example/path?q=1#f",
    "mailto:a@b.example",
    "urn:isbn:0451450523",
    "https://[::1]:8443/",
    "https://example.com/%20",
    "https://[v1.fe80::a+en1]/",
    "https://[::ffff:192.0.2.1]/x",
    "a:/",
    "a://",
    "A+b.c-d:x?#",
  ])("accepts %s", (uri) => {
    expect(ajvUriFormat(uri)).toBe(true);
    expect(formats.uri(uri)).toBe(true);
  });
  test.each([
    "",
    "relative/path",
    "//host/path",
    "https://exa mple.com",
    "https://example.com/%zz",
    "1http://x",
    "https://x/<script>",
    "https://[:::]/",
    "https://[1.2]/",
    "https://x/[1]",
    "https://x/?a#b#c",
    "a:?x",
    "a:#x",
    "https://x/%4",
    "https://ſ.example/",
  ])("rejects %j", (uri) => {
    expect(ajvUriFormat(uri)).toBe(false);
    expect(formats.uri(uri)).toBe(false);
  });
});

test("the uri format agrees with ajv-formats on random URLs and strings", () => {
  const candidates = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.string(),
    fc.string().map((s) => `https://${s}`),
    fc.string().map((s) => `urn:${s}`),
    fc.string().map((s) => `a:${s}`),
  );
  fc.assert(
    fc.property(candidates, (s) => ajvUriFormat(s) === formats.uri(s)),
    { numRuns: 5000 },
  );
});

/** ajv-formats' own expression for `uri` (its source, so the comparison is with the library, not with a copy). */
const AJV_FORMATS_URI = new RegExp(
  /^const URI = \/(.*)\/i;$/m.exec(readFileSync(require.resolve("ajv-formats/dist/formats"), "utf8"))![1]!,
);

test("the uri format agrees with ajv-formats on URIs its expression generates, their one-character edits and strings of URI characters", () => {
  // Strings the expression matches (lowercase, as fast-check cannot generate from a case-insensitive one), with
  // letters upper-cased at random, then edited at one place: near misses of every branch, IP literals included.
  const matching = fc
    .tuple(fc.stringMatching(AJV_FORMATS_URI), fc.array(fc.boolean(), { maxLength: 80 }))
    .map(([uri, upper]) => [...uri].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(""));
  const uriChar = fc.constantFrom(..."aZ09:/?#[]@%.-+_~!$&'()*,;=vVfF \u017f\u212a\u0131é\n");
  const edited = fc.tuple(matching, fc.nat(), uriChar, fc.boolean()).map(([uri, at, c, replace]) => {
    const i = at % (uri.length + 1);
    return uri.slice(0, i) + c + uri.slice(i + (replace ? 1 : 0));
  });
  const candidates = fc.oneof(
    matching,
    edited,
    fc.string({ unit: uriChar, maxLength: 30 }).map((s) => `a:${s}`),
    fc.string({ unit: uriChar, maxLength: 30 }).map((s) => `http://[${s}`),
    fc.ipV6().map((ip) => `https://[${ip}]:8443/x`),
    fc.string({ unit: uriChar, maxLength: 30 }),
  );
  let accepted = 0;
  fc.assert(
    fc.property(candidates, (s) => {
      const expected = formats.uri(s);
      if (expected) accepted++;
      return ajvUriFormat(s) === expected;
    }),
    { numRuns: 20_000 },
  );
  // Both answers are exercised: a generator that produced only rejections would prove little.
  expect(accepted).toBeGreaterThan(2_000);
  expect(accepted).toBeLessThan(18_000);
});

describe("the date-time format", () => {
  test.each([
    "2026-11-23T13:24:17Z",
    "2026-11-23T13:24:17.123+01:00",
    "2024-02-29T00:00:00z",
    "2016-12-31T23:59:60Z",
    "2026-01-01 00:00:00Z",
  ])("accepts %s", (value) => {
    expect(ajvDateTimeFormat.validate(value)).toBe(true);
  });
  test.each([
    "2026-11-23",
    "2026-11-23T13:24:17",
    "2023-02-29T00:00:00Z",
    "2026-13-01T00:00:00Z",
    "2026-11-31T00:00:00Z",
    "2026-11-23T24:00:00Z",
    "2026-11-23T13:60:00Z",
    "x",
  ])("rejects %s", (value) => {
    expect(ajvDateTimeFormat.validate(value)).toBe(false);
    expect(formats["date-time"].validate(value)).toBe(false);
  });
});
