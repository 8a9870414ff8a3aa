import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { FORMAT_SETTINGS } from "../../generator/format-output.js";

it("the generator formats generated files with this repository's Biome settings, so they pass `npm run lint`", () => {
  const withoutComments = readFileSync("biome.jsonc", "utf8").replace(/^\s*\/\/.*$/gm, "");
  const config = JSON.parse(withoutComments) as { formatter: unknown; javascript: { formatter: unknown } };
  expect(config.formatter).toEqual(FORMAT_SETTINGS.formatter);
  expect(config.javascript.formatter).toEqual(FORMAT_SETTINGS.javascript.formatter);
});
