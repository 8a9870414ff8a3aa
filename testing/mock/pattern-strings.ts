/**
 * A view of the served document for openapi-sampler's last tries: each string schema with a `pattern` gets an
 * `example` that matches it, written by randexp. openapi-sampler writes a string for simple patterns only
 * (`^[a-z]{3}$`); a group or an optional part comes out as the pattern's own text (GitHub's `commit_sha`,
 * `^([0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?)$`, sampled as `"(0000…(?:000…)?)"`), and the answer then failed its check.
 *
 * Each string is checked before it is used: it matches the pattern (by the runtime's ReDoS-safe engine), and its
 * length is within `minLength` and `maxLength`; else the schema gets no example and the sampler writes what it writes.
 * Strings are seeded by the mock's seed and the schema's place, so a seed gives the same answers. A pattern whose
 * counted repetitions multiply past `MAX_REPEATS` is not written (`(?:a{1000}){1000}` would be a megabyte), nor a string
 * longer than `MAX_PATTERN_STRING`. randexp is an optional peer dependency: without it, this view is the one given.
 */
import { createRequire } from "node:module";
import { isObject, NAME_MAPS, setOwn, type Json } from "../../generator/json-pointer.js";
import { specPattern } from "../../runtime/validation/linear-pattern.js";
import { createRandom, hash32 } from "./random.js";

/** The longest string written for a pattern. */
export const MAX_PATTERN_STRING = 4096;
/** The largest product of a pattern's counted repetitions (`{n}`, `{n,m}`) written for. */
const MAX_REPEATS = 100_000;
/** How many strings are tried for one pattern before it is left to the sampler. */
const TRIES = 8;

interface RandExpLike {
  max: number;
  randInt: (from: number, to: number) => number;
  gen(): string;
}
type RandExpClass = new (pattern: RegExp) => RandExpLike;

const requireHere = createRequire(import.meta.url);
let randExp: RandExpClass | null | undefined;

/**
 * Loads randexp now, throwing Node's own "cannot find" error where it is not installed: a mock serving a spec needs it
 * (without it, a key with a pattern, as Twitter's tweet ids, was minted unreadable and the create answered the spec's
 * example).
 */
export function requireRandExp(): void {
  if (loadRandExp() === null) requireHere("randexp");
}

function loadRandExp(): RandExpClass | null {
  if (randExp === undefined) {
    try {
      randExp = requireHere("randexp") as RandExpClass;
    } catch {
      randExp = null;
    }
  }
  return randExp;
}

/** `view` (not changed) with an `example` on each string schema whose pattern randexp writes a valid string for. */
export function withPatternExamples(view: Json, seed: number): Json {
  const RandExp = loadRandExp();
  if (RandExp === null) return view;
  const copy = (node: unknown, namesHere: boolean, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => copy(item, false, `${at}/${i}`));
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node))
      setOwn(out, key, copy(value, !namesHere && NAME_MAPS.has(key), `${at}/${key}`));
    if (!namesHere && typeof out.pattern === "string" && takesString(out.type)) {
      const written = stringFor(RandExp, out, hash32(`${seed}:pattern:${at}`));
      if (written !== undefined) out.example = written;
    }
    return out;
  };
  return copy(view, false, "#") as Json;
}

/**
 * A string of `schema`'s pattern within its lengths (randexp's, seeded by `seed`), or undefined: no randexp, or no
 * such string found. The mock writes a record's own id this way where the seed's would break the pattern.
 */
export function patternString(schema: Json, seed: number): string | undefined {
  const RandExp = loadRandExp();
  return RandExp === null || typeof schema.pattern !== "string" ? undefined : stringFor(RandExp, schema, seed);
}

const takesString = (type: unknown) =>
  type === undefined || type === "string" || (Array.isArray(type) && type.includes("string"));

/** A string of `schema`'s pattern within its lengths, or undefined. */
function stringFor(RandExp: RandExpClass, schema: Json, seed: number): string | undefined {
  const source = schema.pattern as string;
  if (repeats(source) > MAX_REPEATS) return undefined;
  let pattern: RegExp;
  let check: { test(value: string): boolean };
  try {
    pattern = new RegExp(source, "u");
    check = specPattern(source, "u");
  } catch {
    return undefined;
  }
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : MAX_PATTERN_STRING;
  const random = createRandom(seed);
  const write = (regex: RegExp, most: number): string | undefined => {
    const generator = new RandExp(regex);
    generator.max = most;
    generator.randInt = (from, to) => random.int(from, to);
    return generator.gen();
  };
  const fits = (value: string) => {
    const length = [...value].length;
    return length <= MAX_PATTERN_STRING && length >= min && length <= max && check.test(value);
  };
  try {
    // `*` and `+` repeat at most 8 times: a short string, and room under a maxLength.
    for (let i = 0; i < TRIES; i++) {
      const value = write(pattern, 8);
      if (value !== undefined && fits(value)) return value;
    }
    // A minLength past what 8 repetitions write (`^[0-9a-fA-F]+$` of length 40): each `*` and `+` repeats exactly
    // `times`, moved by what the last string missed the lengths by.
    if (min <= 8) return undefined;
    let times = Math.min(min, MAX_PATTERN_STRING);
    for (let i = 0; i < TRIES && times >= 0; i++) {
      const stretched = new RegExp(withUnboundedRepeats(source, times), "u");
      const value = write(stretched, 0);
      if (value === undefined) return undefined;
      if (fits(value)) return value;
      const length = [...value].length;
      const step = length < min ? min - length : length > max ? max - length : 0;
      if (step === 0) return undefined;
      times += step;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * `source` with each unbounded repetition (`*`, `+`, and their lazy forms) outside a character class made `{times,}`:
 * randexp then repeats it `times` times plus its `max`.
 */
export function withUnboundedRepeats(source: string, times: number): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "\\") {
      out += char + (source[i + 1] ?? "");
      i++;
    } else if (inClass) {
      if (char === "]") inClass = false;
      out += char;
    } else if (char === "[") {
      inClass = true;
      out += char;
    } else if ((char === "*" || char === "+") && i > 0 && source[i - 1] !== "(" && source[i - 1] !== "|") {
      out += `{${times},}`;
    } else {
      out += char;
    }
  }
  return out;
}

/** The product of a pattern's counted repetitions: `{40}` and `{24}` make 960. */
function repeats(source: string): number {
  let product = 1;
  for (const match of source.matchAll(/\{(\d+)(?:,(\d*))?\}/g)) {
    const count = Number(match[2] || match[1]);
    if (count > 1) product *= count;
    if (product > MAX_REPEATS) return product;
  }
  return product;
}
