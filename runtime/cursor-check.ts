import type { Redactor } from "./redact.js";

/**
 * The longest `endCursor` followed. A cursor goes back in the query string, and servers and proxies refuse request
 * lines of more than about 8 KB; a longer one is a broken (or hostile) server, and keeping each one would cost memory.
 */
export const MAX_CURSOR_LENGTH = 8192;

/** How many cursors are remembered exactly: a loop up to this long is caught on the page where it repeats. */
export const CURSOR_WINDOW = 10_000;

/** What is wrong with a cursor from the server, or undefined. */
export function cursorProblem(cursor: string): string | undefined {
  if (cursor.length > MAX_CURSOR_LENGTH)
    return `endCursor is ${cursor.length} characters long, more than the ${MAX_CURSOR_LENGTH} a cursor may have`;
  return undefined;
}

/** A cursor for a message: JSON-quoted, redacted, and cut to 80 characters. */
export function quoteCursor(cursor: string, redactor: Redactor): string {
  const quoted = JSON.stringify(redactor.text(cursor));
  return quoted.length > 80 ? `${quoted.slice(0, 79)}…"` : quoted;
}

/**
 * Catches a server whose cursors loop (`c1 → c2 → c1`) in bounded memory, whatever the number of pages: a 53-bit
 * hash of each of the last `CURSOR_WINDOW` cursors (a loop that long or shorter is caught on the page where it
 * repeats), and beyond that Brent's cycle detection, which keeps one hash and catches any longer loop within about
 * twice its length. A hash collision would stop a list with a `PaginationError`, never make it loop.
 */
export function createCursorLoopCheck(window = CURSOR_WINDOW): { repeats(cursor: string): boolean } {
  const recent = new Set<number>();
  // The same hashes in arrival order, to forget the oldest (a Set's own oldest entry is slow to find after deletes).
  const order: number[] = [];
  let oldest = 0;
  let checkpoint: number | undefined;
  let power = 1;
  let steps = 0;
  return {
    repeats(cursor) {
      const hash = hashCursor(cursor);
      if (recent.has(hash) || hash === checkpoint) return true;
      recent.add(hash);
      if (order.length < window) order.push(hash);
      else {
        recent.delete(order[oldest]!);
        order[oldest] = hash;
        oldest = (oldest + 1) % window;
      }
      if (++steps === power) {
        checkpoint = hash;
        power *= 2;
        steps = 0;
      }
      return false;
    },
  };
}

/**
 * Two 32-bit FNV-1a-style hashes with different multipliers (the second seeded with the length), as one 53-bit
 * number: a number keys the set without building a string per page.
 */
function hashCursor(cursor: string): number {
  let a = 0x811c9dc5;
  let b = 0x2545f491 ^ cursor.length;
  for (let i = 0; i < cursor.length; i++) {
    const c = cursor.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 2 ** 21 + (b >>> 11);
}
