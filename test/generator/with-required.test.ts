import { describe, expect, it } from "vitest";
import { moduleForUse } from "../support/module-for-use.js";

/**
 * Plaid's published description: `Cause` is `allOf: [PlaidError, {…}]` with a `required` of its own, and PlaidError
 * is `nullable`. openapi-typescript types that `WithRequired<PlaidError, "error_type" | …>`, whose helper takes only
 * the keys of `PlaidError | null` (none): TS2344 in the generated `types.ts`.
 */
const spec = {
  openapi: "3.0.3",
  info: { title: "Causes", version: "1" },
  paths: {},
  components: {
    schemas: {
      Failure: { type: "object", nullable: true, properties: { code: { type: "string" }, note: { type: "string" } } },
      Cause: {
        allOf: [{ $ref: "#/components/schemas/Failure" }, { type: "object", properties: { item: { type: "string" } } }],
        required: ["item", "code"],
      },
    },
  },
};

describe("an allOf with its own required, over a nullable schema (Plaid's Cause)", () => {
  it("type-checks, and the required keys are required", async () => {
    const { errors } = await moduleForUse(
      "with-required",
      spec,
      `import type { components } from "./types.js";
type Cause = components["schemas"]["Cause"];
export const full: Cause = { item: "i", code: "c" };
// @ts-expect-error code is required
export const noCode: Cause = { item: "i" };
`,
    );
    expect(errors).toEqual([]);
  }, 90_000);
});
