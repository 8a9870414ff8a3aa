import { expect, it } from "vitest";
import { bundle, bundleSizes } from "../../scripts/bench-bundle.js";

// Bundled from the TypeScript sources (esbuild strips types as tsc emits them), so the unit loop needs no build and
// measures the code as it is; `npm run bench` reports the same entries from the built dist/.

// The vendor's own SDK costs 36 KB gzipped for one call; fleetkit's budget for one call is half that.
const BUDGET_KB: Record<string, number> = {
  // 18 until 2026-11-28: writing each query parameter in its stated style (queryStyles: 101 of APIs.guru's specs send
  // unexploded arrays, 30 exploded-form objects) took 0.3 KB of the full client, which holds the styler for calls by
  // path; an operation function brings it only where its operation has styles, so the lean budgets stay.
  "one API call (createFleetClient + GET)": 18.5,
  // 18 until 2026-11-28: sending templates with a `?` or `#` in them right (AWS's 4,034 operations in APIs.guru) took
  // 0.1 KB of the full client; the lean client's budget, and issue 38's GitHub figure, stay. 18.5 until later that day:
  // a query API key carried to each hop of a redirect (0.05 KB) and Stripe's `expand[]` (an array in deepObject, 0.05
  // KB) took it to 18.53 KB.
  "one operation function": 18.75,
  // No table of the API: the operation's own metadata, and the scope catalogue's check (this spec declares one).
  "one operation function (createLeanClient)": 14,
  "paginate every vehicle": 20.5, // 20 until 2026-11-28: the query styler, as "one API call"
  "verify a webhook": 14,
  "the whole package entry": 36,
};

it("keeps what a user's bundle pulls in within budget (gzipped, tree-shaken)", async () => {
  const sizes = await bundleSizes("sources");
  const over = sizes
    .filter((s) => s.gzipped / 1024 > BUDGET_KB[s.name]!)
    .map((s) => `${s.name}: ${(s.gzipped / 1024).toFixed(1)} KB > ${BUDGET_KB[s.name]} KB`);
  expect(sizes.map((s) => s.name)).toEqual(Object.keys(BUDGET_KB));
  expect(over).toEqual([]);
});

it("tree-shakes the operation functions: an app that imports one pulls in no other", async () => {
  const code = await bundle(
    `import { createFleetClient, v1GetTags } from "./dist/generated/index.js";
    console.log(await v1GetTags(createFleetClient({ baseUrl: "https://api.example", token: "t" })));`,
    false,
    "sources",
  );
  // Each function is made by the module's `operationFunctionOf` (the runtime's operationFunction for its paths).
  expect(code.match(/^var \w+ = \/\* @__PURE__ \*\/ operationFunction\w*\(.*$/gm)).toEqual([
    "var v1GetTags2 = /* @__PURE__ */ operationFunctionOf(v1GetTags);",
  ]);
});

it("keeps one operation's own metadata with a lean client: no table of the API, no other operation's record", async () => {
  const code = await bundle(
    `import { createLeanClient, v1GetTags } from "./dist/generated/index.js";
    console.log(await v1GetTags(createLeanClient({ baseUrl: "https://api.example", token: "t" })));`,
    false,
    "sources",
  );
  expect([...code.matchAll(/operationId: "([^"]+)"/g)].map((m) => m[1])).toEqual(["v1GetTags"]);
  expect(code).not.toMatch(/\boperations = \{/);
  expect(code).not.toMatch(/\bdefineApi\(/);
});
