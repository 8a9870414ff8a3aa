// A schema that reaches itself through a union, an array or a type argument (not inside an object) made `types.ts`
// fail `tsc` with TS2502: openapi-ts/openapi-typescript#1603, and Vercel's `EdgeConfigItemValue` in the published
// descriptions. Each schema on such a cycle is now written as a type alias, which TypeScript allows to recur.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { moduleForUse } from "../support/module-for-use.js";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const spec = {
  openapi: "3.1.0",
  info: { title: "Recursion", version: "1" },
  paths: {},
  components: {
    schemas: {
      Json: {
        description: "Any JSON value.",
        oneOf: [
          { type: "string" },
          { type: "number" },
          { type: "object", additionalProperties: ref("Json") },
          { type: "array", items: ref("Json") },
        ],
      },
      // Through each other.
      Even: { oneOf: [{ type: "string" }, { type: "array", items: ref("Odd") }] },
      Odd: { oneOf: [{ type: "number" }, { type: "array", items: ref("Even") }] },
      // Inside an object: TypeScript resolves it when read, and openapi-typescript's output stays as it was.
      Tree: { type: "object", properties: { children: { type: "array", items: ref("Tree") } } },
      "a*/b": { anyOf: [{ type: "boolean" }, { type: "array", items: ref("a*~1b") }] },
    },
  },
};

describe("a schema that reaches itself outside an object (openapi-typescript#1603)", () => {
  it("type-checks as users compile it, and the types still say what is valid", async () => {
    const { out, errors } = await moduleForUse(
      "types-recursion",
      spec,
      `import type { components } from "./types.js";
type S = components["schemas"];
export const json: S["Json"] = ["a", 1, { k: [2, "b"] }];
// @ts-expect-error a boolean is no value of Json
export const notJson: S["Json"] = [true];
export const even: S["Even"] = [1, ["x", [2]]];
// @ts-expect-error Even's array holds Odd values
export const notEven: S["Even"] = ["x"];
export const tree: S["Tree"] = { children: [{ children: [] }] };
export const odd: S["a*/b"] = [true, [false]];
`,
    );
    expect(errors).toEqual([]);
    const types = await readFile(join(out, "types.ts"), "utf8");
    expect(types).toMatch(/^ {8}Json: \$recursive_Json;$/m);
    expect(types).toMatch(/^ {8}Tree: \{$/m);
    expect(types).not.toMatch(/\$recursive_Tree/);
  }, 90_000);
});

describe("a long chain of schemas", () => {
  it("10,000 schemas, each an array of the next and the last of the first: one cycle, and no stack overflow", async () => {
    const { typesSource } = await import("../../generator/emit-types.js");
    const count = 10_000;
    const schemas = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [
        `S${i}`,
        { anyOf: [{ type: "string" }, { type: "array", items: ref(`S${(i + 1) % count}`) }] },
      ]),
    );
    const source = await typesSource({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {},
      components: { schemas },
    } as never);
    expect(source.match(/^export type \$recursive_S\d+ = /gm)).toHaveLength(count);
    expect(source).toMatch(/^export type \$recursive_S9999 = string \| \$recursive_S0\[\];$/m);
  }, 60_000);
});
