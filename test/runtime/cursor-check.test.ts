// The repeated-cursor check of paginate keeps bounded memory (issue 13: 100 KB cursors grew memory by 600 MiB after
// 3,000 pages), and still catches every loop.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { createCursorLoopCheck, cursorProblem, MAX_CURSOR_LENGTH, quoteCursor } from "../../runtime/cursor-check.js";
import { createRedactor } from "../../runtime/redact.js";

/** The page (1-based) on which the check reports a repeat, following `cursors`; undefined if it never does. */
function repeatPage(cursors: Iterable<string>, window?: number): number | undefined {
  const check = createCursorLoopCheck(window);
  let page = 0;
  for (const cursor of cursors) {
    page++;
    if (check.repeats(cursor)) return page;
  }
  return undefined;
}

function* loop(tail: number, length: number, pages: number): Generator<string> {
  for (let i = 0; i < pages; i++) yield i < tail ? `t${i}` : `c${(i - tail) % length}`;
}

describe("createCursorLoopCheck", () => {
  test.each([
    // [name, cursors, window, page where the repeat is caught]
    ["c1 → c2 → c1: on the page where c1 comes back", ["c1", "c2", "c1"], undefined, 3],
    ["the same cursor twice in a row", ["c1", "c1"], undefined, 2],
    [
      "a loop of 1000 after 500 fresh cursors: on the page where it repeats",
      [...loop(500, 1000, 5000)],
      undefined,
      1501,
    ],
    [
      "a loop longer than the window: caught later, within about twice its length",
      [...loop(10, 300, 5000)],
      100,
      undefined,
    ],
  ] as const)("%s", (_name, cursors, window, want) => {
    const page = repeatPage(cursors, window);
    if (want !== undefined) expect(page).toBe(want);
    else {
      // Brent's detection: after the first repeat (page 311), before the tail plus about twice the loop length.
      expect(page).toBeGreaterThan(311);
      expect(page).toBeLessThanOrEqual(10 + 4 * 300);
    }
  });

  test("200 000 fresh cursors are never taken for a loop", () => {
    expect(
      repeatPage(
        (function* () {
          for (let i = 0; i < 200_000; i++) yield `cursor-${i}-${"x".repeat(i % 50)}`;
        })(),
      ),
    ).toBeUndefined();
  });

  test("memory stays bounded: after 20 000 cursors of 8 KB it holds under 4 MB (a Set of the cursors held 160 MB)", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    const check = createCursorLoopCheck();
    for (let i = 0; i < 20_000; i++) check.repeats(`${i}:${"c".repeat(MAX_CURSOR_LENGTH - 10)}`);
    gc();
    const retained = process.memoryUsage().heapUsed - before;
    expect(check.repeats(`0:${"c".repeat(MAX_CURSOR_LENGTH - 10)}`)).toBe(false); // keeps `check` alive; forgotten (outside the window)
    expect(retained).toBeLessThan(4 * 1024 * 1024); // 10 000 short hashes: about 2 MB measured
  });
});

describe("cursorProblem", () => {
  test.each([
    ["an ordinary cursor", "MjAyNi0xMS0yM1QxNDowMDowMFo=", undefined],
    ["exactly the limit", "c".repeat(MAX_CURSOR_LENGTH), undefined],
    [
      "one character more",
      "c".repeat(MAX_CURSOR_LENGTH + 1),
      `endCursor is ${MAX_CURSOR_LENGTH + 1} characters long, more than the ${MAX_CURSOR_LENGTH} a cursor may have`,
    ],
  ])("%s", (_name, cursor, want) => {
    expect(cursorProblem(cursor)).toBe(want);
  });
});

test("quoteCursor redacts, quotes and cuts to 80 characters", () => {
  const redactor = createRedactor(["s3cret"]);
  expect(quoteCursor("a-s3cret-b", redactor)).toBe('"a-[redacted]-b"');
  expect(quoteCursor("x".repeat(500), redactor)).toBe(`"${"x".repeat(78)}…"`);
});
