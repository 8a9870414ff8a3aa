// Spec strings reach the terminal only escaped (issue 23, defect 8): a path or a name from a spec must not move the
// cursor, erase a line, recolour or reorder text, so it cannot hide the BREAKING line of `fleetkit diff`.
import { describe, expect, it } from "vitest";
import { formatReport, type DiffReport } from "../../generator/diff/index.js";
import { printable } from "../../runtime/printable.js";

/** Every character a terminal or a bidi-aware viewer acts on rather than shows. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the output must not contain
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const HOSTILE: [string, string][] = [
  ["ESC sequences that move up a line and erase it", "\u001b[1A\u001b[2K"],
  ["CR, which returns to the start of the line to overwrite it", "\r"],
  ["LF", "\n"],
  ["TAB, NUL, BEL, BS and DEL", "\t\u0000\u0007\u0008\u007f"],
  ["the 8-bit CSI", "\u009b2K"],
  ["NEL, a C1 line break", "\u0085"],
  ["the line and paragraph separators", "\u2028\u2029"],
  ["bidi embeddings and overrides", "\u202aa\u202bb\u202cc\u202dd\u202ee"],
  ["bidi isolates", "\u2066a\u2067b\u2068c\u2069"],
];

describe("printable", () => {
  it.each(HOSTILE)("escapes %s as \\uXXXX, leaving nothing a terminal acts on", (_, text) => {
    const shown = printable(`/fleet${text}/x`);
    expect(shown).not.toMatch(UNSAFE);
    expect(shown.startsWith("/fleet\\u")).toBe(true);
    // Each escaped character reads back as the one it stands for.
    expect(JSON.parse(`"${shown}"`)).toBe(`/fleet${text}/x`);
  });

  it("leaves ordinary text alone, other scripts and emoji included", () => {
    const text = 'GET /v1/fleet/vehicles/{vehicle_id} — Fahrzeug 車両 مركبة 🚚 "quoted" back\\slash';
    expect(printable(text)).toBe(text);
  });

  it("keeps line breaks when asked, escaping everything else: pretty JSON stays JSON of the same value", () => {
    const value = { path: "/a\u001b[2K\u0085\u202e\u2028", n: [1, 2] };
    const json = printable(JSON.stringify(value, null, 2), { keepLineBreaks: true });
    expect(json.split("\n")).toHaveLength(JSON.stringify(value, null, 2).split("\n").length);
    expect(json.replace(/\n/g, "")).not.toMatch(UNSAFE);
    expect(JSON.parse(json)).toEqual(value);
    expect(printable("a\r\nb", { keepLineBreaks: true })).toBe("a\\u000d\nb");
  });
});

describe("formatReport", () => {
  it("prints no control character from the spec, so the BREAKING verdict stays on screen", () => {
    const path = "/fleet/vehicles\u001b[1A\u001b[2K\r";
    const report: DiffReport = {
      breaking: true,
      operations: { added: [`GET ${path}`], removed: ["listVehicles\u202e"], moved: [] },
      scopeChanges: [],
      uncovered: ["getVehicle\u0007"],
      changes: [
        {
          severity: "breaking",
          level: "breaking",
          rule: "operation-removed",
          location: `#/paths/${path.replace(/\//g, "~1")}/get`,
          message: `the operation at ${path} was removed\n\u009b2K`,
        },
      ],
    };
    const lines = formatReport(report, new Map([[`#/paths/${path.replace(/\//g, "~1")}/get`, `GET ${path}`]]));
    expect(lines[0]).toMatch(/^BREAKING: 1 change can break callers/);
    for (const line of lines) expect(line).not.toMatch(UNSAFE);
    expect(lines.join("\n")).toContain("/fleet/vehicles\\u001b[1A\\u001b[2K\\u000d");
  });
});
