/**
 * A seeded pseudo-random generator (mulberry32). The mock never calls Math.random, so the same seed
 * always produces the same fleet, tokens and secrets.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
  bytes(length: number): Uint8Array;
  /** An independent stream for one purpose: drawing from it never shifts this stream. */
  fork(label: string): Random;
}

/** FNV-1a, to turn a seed and a label into a 32-bit state. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A float in [0, 1) that depends only on its inputs: for values derived from an ID, stable across requests. */
export function unitHash(...parts: (string | number)[]): number {
  return createRandom(hash32(parts.join("\u0000"))).next();
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError("pick() needs at least one item");
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    chars: (alphabet, length) => Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""),
    bytes: (length) => Uint8Array.from({ length }, () => Math.floor(next() * 256)),
    fork: (label) => createRandom(hash32(`${seed}:${label}`)),
  };
  return random;
}
