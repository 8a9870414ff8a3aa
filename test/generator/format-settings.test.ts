import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, it } from "vitest";
import { FORMAT_SETTINGS, biomeCommand, formatFiles } from "../../generator/format-output.js";

it("the generator formats generated files with this repository's Biome settings, so they pass `npm run lint`", () => {
  const withoutComments = readFileSync("biome.jsonc", "utf8").replace(/^\s*\/\/.*$/gm, "");
  const config = JSON.parse(withoutComments) as { formatter: unknown; javascript: { formatter: unknown } };
  expect(config.formatter).toEqual(FORMAT_SETTINGS.formatter);
  expect(config.javascript.formatter).toEqual(FORMAT_SETTINGS.javascript.formatter);
});

it("runs Biome's platform binary itself, not its Node.js launcher (which starts Node.js and `ldd` on every generate)", async () => {
  const launcher = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
  const native = createRequire(launcher).resolve(`@biomejs/cli-${process.platform}-${process.arch}/biome`);
  expect(biomeCommand()).toEqual({ file: native, args: [] });
  const formatted = await formatFiles(new Map([["a.ts", "export const a = {b:1,c:['x']}\n"]]));
  expect(formatted.get("a.ts")).toBe('export const a = { b: 1, c: ["x"] };\n');
});

it("takes the launcher where no platform binary resolves", () => {
  const saved = process.env.BIOME_BINARY;
  process.env.BIOME_BINARY = "@biomejs/cli-nowhere/biome";
  try {
    const launcher = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
    expect(biomeCommand()).toEqual({ file: process.execPath, args: [launcher] });
  } finally {
    if (saved === undefined) delete process.env.BIOME_BINARY;
    else process.env.BIOME_BINARY = saved;
  }
});
