import { describe, expect, it } from "vitest";
import { moduleForUse } from "../support/module-for-use.js";

/**
 * Apple's SiriKit Cloud Media description: `AddMediaMediaDestinationResolutionResult` is `allOf:
 * [IntentResolutionResult]`, whose discriminator (`class`) does not map it, with an optional `class` of its own.
 * openapi-typescript wrote its discriminator property beside the own one: TS2300 "Duplicate identifier" in
 * `types.ts`, 14 times.
 */
const base = { $ref: "#/components/schemas/Result" };
const spec = {
  openapi: "3.0.3",
  info: { title: "Results", version: "1" },
  paths: {},
  components: {
    schemas: {
      Result: {
        type: "object",
        required: ["class"],
        properties: { class: { type: "string" }, note: { type: "string" } },
        discriminator: { propertyName: "class", mapping: { Mapped: "#/components/schemas/Mapped" } },
      },
      // In the mapping: openapi-typescript's own case, unchanged.
      Mapped: { allOf: [base], type: "object", required: ["class"], properties: { class: { enum: ["Mapped"] } } },
      // Not in the mapping, with the one value its data carries.
      Destination: {
        allOf: [base],
        type: "object",
        properties: { class: { type: "string", enum: ["destination-result"] }, reason: { type: "string" } },
      },
      // Not in the mapping, any string: the discriminator reads the schema's name (OpenAPI's implicit mapping).
      Loose: { allOf: [base], type: "object", properties: { class: { type: "string" }, extra: { type: "string" } } },
    },
  },
};

describe("a schema that allOfs a discriminator without being mapped, with its own property of that name (Apple)", () => {
  it("type-checks, and the discriminator property takes the value the data carries", async () => {
    const { errors } = await moduleForUse(
      "discriminator-own",
      spec,
      `import type { components } from "./types.js";
type S = components["schemas"];
export const mapped: S["Mapped"] = { class: "Mapped" };
export const destination: S["Destination"] = { class: "destination-result", reason: "r" };
export const loose: S["Loose"] = { class: "Loose", extra: "e" };
// @ts-expect-error the discriminator is required
export const noClass: S["Destination"] = { reason: "r" };
// @ts-expect-error another value is another schema
export const other: S["Destination"] = { class: "Loose" };
`,
    );
    expect(errors).toEqual([]);
  }, 90_000);
});
