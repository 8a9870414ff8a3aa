import { readFileSync } from "node:fs";
import { beforeAll, expect, it } from "vitest";
import { entryExports, renderReport, type ExportedName } from "../../scripts/api-report.js";

let exports: Map<string, ExportedName[]>;
beforeAll(() => {
  exports = entryExports();
}, 60_000);

it("api-report.md is current: a change to the public surface shows in review (npm run api-report rewrites it)", () => {
  expect(
    renderReport(exports) === readFileSync("api-report.md", "utf8"),
    "api-report.md is stale: run `npm run api-report`",
  ).toBe(true);
});

it("the main entry exports at most 60 values of the library's own (operation functions and is<Schema> guards aside)", () => {
  const own = exports.get("fleetkit")!.filter((n) => n.kind === "value" && !n.perSpecItem);
  expect(own.length).toBeLessThanOrEqual(60);
});

it("no value is exported twice under two names within an entry", () => {
  for (const [entry, names] of exports) {
    const values = names.filter(
      (n) => n.kind === "value" && !/^typeof /.test(n.signature) && n.signature.startsWith("("),
    );
    const bySignature = new Map<string, string[]>();
    for (const v of values) bySignature.set(v.signature, [...(bySignature.get(v.signature) ?? []), v.name]);
    // Type guards, and the format checks ajv's generated code calls (each a different format), share a signature.
    const twins = [...bySignature.values()].filter(
      (group) => group.length > 1 && group.some((n) => !/^is[A-Z]/.test(n) && !/^ajv[A-Z]\w*Format$/.test(n)),
    );
    expect(twins, entry).toEqual([]);
  }
});
