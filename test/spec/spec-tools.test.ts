import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import SwaggerParser from "@apidevtools/swagger-parser";
import { lint, loadConfig } from "@redocly/openapi-core";
import { Validator } from "@seriousme/openapi-schema-validator";
import { load as loadJsYaml, YAML11_SCHEMA } from "js-yaml";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";

/*
 * The spec is read by many tools, and each must see the same, valid document: YAML 1.1 readers (PyYAML, js-yaml 4's
 * default schema) as well as 1.2 ones, Redocly, swagger-parser (and the tools built on it) and the official
 * OpenAPI 3.1 schema.
 */

const SPEC = "spec/fleet-api.yaml";
const text = readFileSync(SPEC, "utf8");
const yaml12 = parse(text);

describe("spec/fleet-api.yaml read by other tools", () => {
  it.each([
    [
      "js-yaml's YAML 1.1 schema (js-yaml 4's default; timestamps, yes/no booleans, sexagesimal numbers)",
      () => loadJsYaml(text, { schema: YAML11_SCHEMA }),
    ],
    ["the yaml package in YAML 1.1 mode", () => parse(text, { version: "1.1" })],
  ])("is the same document under %s as under YAML 1.2", (_, read) => {
    expect(read()).toStrictEqual(yaml12);
  });

  it("gives info.version as the string OpenAPI requires, also to a YAML 1.1 reader", () => {
    expect(typeof (loadJsYaml(text, { schema: YAML11_SCHEMA }) as { info: { version: unknown } }).info.version).toBe(
      "string",
    );
  });

  it("has no problem at all, errors or warnings, under Redocly's recommended rules as redocly.yaml configures them", async () => {
    const problems = await lint({ ref: SPEC, config: await loadConfig({ configPath: "redocly.yaml" }) });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it("turns off only rules whose reason redocly.yaml states in a comment right above them", () => {
    const lines = readFileSync("redocly.yaml", "utf8").split("\n");
    const off = lines.flatMap((line, i) => (/^\s+[\w-]+:\s*off\s*$/.test(line) ? [i] : []));
    expect(off.length).toBeGreaterThan(0);
    for (const i of off) expect(lines[i - 1], `the line above "${lines[i]!.trim()}"`).toMatch(/^\s+#\s*\S/);
  });

  it("passes swagger-parser's validate (its own OpenAPI 3.1 schema and its semantic checks)", async () => {
    await expect(SwaggerParser.validate(structuredClone(yaml12))).resolves.toBeDefined();
  });

  it("is valid against the official OpenAPI 3.1 JSON schema", async () => {
    // The validator bundles the schema published by the OpenAPI Initiative; check that it is that one.
    const packageDir = dirname(
      createRequire(import.meta.url).resolve("@seriousme/openapi-schema-validator/package.json"),
    );
    const bundled = JSON.parse(readFileSync(join(packageDir, "schemas", "v3.1", "schema.json"), "utf8"));
    expect(bundled.$id).toMatch(/^https:\/\/spec\.openapis\.org\/oas\/3\.1\/schema\/\d{4}-\d{2}-\d{2}$/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(yaml12));
    expect(validator.version).toBe("3.1");
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
