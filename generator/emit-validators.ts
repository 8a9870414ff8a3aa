import Ajv2020Module from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";
import { StructureKind, VariableDeclarationKind, type OptionalKind, type SourceFileStructure } from "ts-morph";
import { SCHEMA_ROOT_ID } from "./validator-schemas.js";

// ajv and ajv-formats are CommonJS: the default import is `module.exports`, whose `.default` is the export.
const Ajv2020 = Ajv2020Module.default;
const standaloneCode = standaloneModule.default;
const addFormats = addFormatsModule.default;

/**
 * ajv's standalone ESM output still calls `require()` for its runtime helpers (ajv issues 1976, 2209), which
 * throws under real ESM. A `require` made by `createRequire` loads the same CommonJS helpers under Node ESM and
 * under bundlers and test runners alike (a default import of CommonJS differs between them).
 */
export function provideRequire(code: string): string {
  const body = code.replace(/^"use strict";/, "");
  if (!body.includes("require(")) return body;
  return 'import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n' + body;
}

/** Compiles every component schema once, at generation time, to standalone validator code. */
export function standaloneValidatorsSource(defs: Record<string, unknown>): string {
  const ajv = new Ajv2020({ code: { source: true, esm: true, lines: true }, allErrors: true, strict: true, discriminator: true });
  addFormats(ajv, ["uri"]);
  ajv.addFormat("password", true); // an OpenAPI hint for UIs, not a constraint
  ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: defs });
  const exports = Object.fromEntries(Object.keys(defs).map((name) => [name, `${SCHEMA_ROOT_ID}#/$defs/${name}`]));
  return "// @ts-nocheck -- ajv standalone output\n" + provideRequire(standaloneCode(ajv, exports));
}

const ISSUE_HELPERS = `
function describe(error: CompiledError): ValidationIssue {
  const p = error.params;
  let pointer = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === "required") {
    pointer += "/" + String(p.missingProperty);
    message = "is required";
  } else if (error.keyword === "additionalProperties") {
    pointer += "/" + String(p.additionalProperty);
    message = "is not allowed here";
  } else if (error.keyword === "discriminator") {
    pointer += "/" + String(p.tag);
    message = p.tagValue === undefined ? "is required" : "is not one of the union's values: " + JSON.stringify(p.tagValue);
  } else if (error.keyword === "pattern" && Object.hasOwn(PATTERN_HINTS, String(p.pattern))) {
    message = PATTERN_HINTS[String(p.pattern)]!;
  } else if (error.keyword === "const") message += " " + JSON.stringify(p.allowedValue);
  else if (error.keyword === "enum") message += ": " + (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ");
  return { pointer, keyword: error.keyword, message: (pointer === "" ? "(root)" : pointer) + " " + message };
}
`;

/** `generated/validators.ts`: `validate(name, value)`, `assertValid`, and a type guard per schema. */
export function validatorsFile(schemaNames: string[], hints: Record<string, string>): OptionalKind<SourceFileStructure> {
  const names = schemaNames.map((n) => JSON.stringify(n));
  return {
    statements: [
      { kind: StructureKind.ImportDeclaration, namespaceImport: "compiled", moduleSpecifier: "./validators-standalone.js" },
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, moduleSpecifier: "./schema-types.js", namedImports: schemaNames },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["Every component schema with a precompiled validator."],
        declarations: [{ name: "SCHEMA_NAMES", initializer: `[${names.join(", ")}] as const` }],
      },
      { kind: StructureKind.TypeAlias, isExported: true, name: "SchemaName", type: "(typeof SCHEMA_NAMES)[number]" },
      {
        kind: StructureKind.Interface,
        isExported: true,
        docs: ["The TypeScript type of each schema."],
        name: "SchemaTypes",
        properties: schemaNames.map((n) => ({ name: n, type: n })),
      },
      {
        kind: StructureKind.Interface,
        isExported: true,
        docs: ["One broken rule: where (a JSON pointer into the value) and what."],
        name: "ValidationIssue",
        properties: [
          { name: "pointer", type: "string", docs: ['JSON pointer into the validated value, "" for the value itself.'] },
          { name: "keyword", type: "string", docs: ["The JSON Schema keyword that failed, e.g. `required`, `const`, `maxItems`."] },
          { name: "message", type: "string", docs: ["A readable sentence that starts with the pointer."] },
        ],
      },
      { kind: StructureKind.TypeAlias, isExported: true, name: "ValidationResult", type: "{ valid: true } | { valid: false; errors: ValidationIssue[] }" },
      {
        kind: StructureKind.Class,
        isExported: true,
        docs: ["A value does not match its schema; `errors` lists every broken rule."],
        name: "SchemaValidationError",
        extends: "Error",
        properties: [{ name: "name", hasOverrideKeyword: true, initializer: '"SchemaValidationError"' }],
        ctors: [{
          parameters: [
            { name: "schema", type: "SchemaName", isReadonly: true, scope: undefined, hasQuestionToken: false },
            { name: "errors", type: "ValidationIssue[]", isReadonly: true },
          ],
          statements: ['super(`value does not match ${schema}:\\n${errors.map((e) => "  " + e.message).join("\\n")}`);'],
        }],
      },
      { kind: StructureKind.TypeAlias, name: "CompiledError", type: "{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }" },
      { kind: StructureKind.TypeAlias, name: "CompiledValidator", type: "((value: unknown) => boolean) & { errors?: CompiledError[] | null }" },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "validators", type: "Record<SchemaName, CompiledValidator>", initializer: "compiled as unknown as Record<SchemaName, CompiledValidator>" }],
      },
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        docs: ["Sentences for patterns, from the spec's x-fleetkit-pattern-hint notes."],
        declarations: [{ name: "PATTERN_HINTS", type: "Record<string, string>", initializer: `{\n${Object.entries(hints).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)},`).join("\n")}\n}` }],
      },
      ISSUE_HELPERS,
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: ["Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time)."],
        name: "validate",
        parameters: [{ name: "schema", type: "SchemaName" }, { name: "value", type: "unknown" }],
        returnType: "ValidationResult",
        statements: [
          "const check = Object.hasOwn(validators, schema) ? validators[schema] : undefined;",
          'if (!check) throw new TypeError(`unknown schema ${JSON.stringify(schema)}; expected one of: ${SCHEMA_NAMES.join(", ")}`);',
          "if (check(value)) return { valid: true };",
          "return { valid: false, errors: (check.errors ?? []).map(describe) };",
        ],
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: ["Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule."],
        name: "assertValid",
        typeParameters: ["N extends SchemaName"],
        parameters: [{ name: "schema", type: "N" }, { name: "value", type: "unknown" }],
        returnType: "SchemaTypes[N]",
        statements: [
          "const result = validate(schema, value);",
          "if (!result.valid) throw new SchemaValidationError(schema, result.errors);",
          "return value as SchemaTypes[N];",
        ],
      },
      ...schemaNames.map((n) => ({
        kind: StructureKind.Function as const,
        isExported: true,
        docs: [`Whether a value is a valid \`${n}\`.`],
        name: `is${n}`,
        parameters: [{ name: "value", type: "unknown" }],
        returnType: `value is ${n}`,
        statements: [`return validators.${n}(value);`],
      })),
    ],
  };
}
