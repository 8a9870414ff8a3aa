import { expect, it } from "vitest";
import { bundle, bundleSizes } from "../../scripts/bench-bundle.js";

// Bundled from the TypeScript sources (esbuild strips types as tsc emits them), so the unit loop needs no build and
// measures the code as it is; `npm run bench` reports the same entries from the built dist/.

// The vendor's own SDK costs 36 KB gzipped for one call; fleetkit's budget for one call is half that.
const BUDGET_KB: Record<string, number> = {
  "one API call (createFleetClient + GET)": 18,
  "one operation function": 18,
  "paginate every vehicle": 20,
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
  expect(code.match(/^var \w+ = \/\* @__PURE__ \*\/ operationFunction\(.*$/gm)).toEqual([
    'var v1GetTags = /* @__PURE__ */ operationFunction("GET", "/v1/tags");',
  ]);
});
