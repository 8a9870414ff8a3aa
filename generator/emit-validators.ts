import Ajv2020Module from "ajv/dist/2020.js";
import standaloneModule from "ajv/dist/standalone/index.js";
import addFormatsModule from "ajv-formats";
import { StructureKind, type SourceFileStructure } from "./structures.js";
import { SCHEMA_ROOT_ID } from "./validator-schemas.js";

// ajv and ajv-formats are CommonJS: the default import is `module.exports`, whose `.default` is the export.
const Ajv2020 = Ajv2020Module.default;
const standaloneCode = standaloneModule.default;
const addFormats = addFormatsModule.default;

/** ajv's run-time helpers, as `require()` calls in its standalone output, and their names in `fleetkit/runtime`. */
const RUNTIME_HELPERS: Record<string, string> = {
  'require("ajv/dist/runtime/equal").default': "ajvEqual",
  'require("ajv/dist/runtime/ucs2length").default': "ajvUcs2length",
  'require("ajv-formats/dist/formats").fullFormats.uri': "ajvUriFormat",
  'require("ajv-formats/dist/formats").fullFormats["date-time"]': "ajvDateTimeFormat",
};

/**
 * ajv's standalone ESM output still calls `require()` for its run-time helpers (ajv issues 1976, 2209). They are
 * replaced by the same helpers from the runtime entry, so the validators are plain ESM, load anywhere (edge runtimes
 * included) and need no ajv in the user's project. A helper fleetkit does not provide stops generation.
 */
export function importRuntimeHelpers(code: string, runtime: string): string {
  const used = new Set<string>();
  const body = code
    .replace(/^"use strict";/, "")
    .replace(/require\("[^"]*"\)(?:\.[A-Za-z_$][\w$]*|\["[^"]*"\])*/g, (call) => {
      const helper = RUNTIME_HELPERS[call];
      if (helper === undefined)
        throw new Error(
          `ajv's standalone code needs ${call}, which fleetkit's runtime does not provide; this JSON Schema feature is not supported`,
        );
      used.add(helper);
      return helper;
    });
  if (used.size === 0) return body;
  return `import { ${[...used].sort().join(", ")} } from ${JSON.stringify(runtime)};\n${body}`;
}

/** Compiles every component schema once, at generation time, to standalone validator code. */
export function standaloneValidatorsSource(defs: Record<string, unknown>, runtime: string): string {
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: true },
    allErrors: true,
    strict: true,
    discriminator: true,
  });
  addFormats(ajv, ["uri", "date-time"]);
  ajv.addFormat("password", true); // an OpenAPI hint for UIs, not a constraint
  ajv.addSchema({ $id: SCHEMA_ROOT_ID, $defs: defs });
  const exports = Object.fromEntries(Object.keys(defs).map((name) => [name, `${SCHEMA_ROOT_ID}#/$defs/${name}`]));
  return `// @ts-nocheck -- ajv standalone output\n${importRuntimeHelpers(standaloneCode(ajv, exports), runtime)}`;
}

/** `validators.ts`: `validate(name, value)`, `assertValid`, and a type guard per schema, on the runtime's `createValidators`. */
export function validatorsFile(
  schemaNames: string[],
  hints: Record<string, string>,
  runtime: string,
): SourceFileStructure {
  const names = schemaNames.map((n) => JSON.stringify(n));
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: runtime,
        namedImports: ["createValidators", "type CompiledValidator", "type ValidationResult"],
      },
      {
        kind: StructureKind.ImportDeclaration,
        namespaceImport: "compiled",
        moduleSpecifier: "./validators-standalone.js",
      },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./schema-types.js",
        namedImports: schemaNames,
      },
      {
        kind: StructureKind.ExportDeclaration,
        moduleSpecifier: runtime,
        namedExports: ["SchemaValidationError", "type ValidationIssue", "type ValidationResult"],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
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
        kind: StructureKind.VariableStatement,
        declarations: [
          { name: "validators", initializer: "compiled as unknown as Record<SchemaName, CompiledValidator>" },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        docs: ["The spec's patterns as sentences (its x-fleetkit-pattern-hint notes)."],
        declarations: [
          {
            name: "bound",
            initializer: `/* @__PURE__ */ createValidators<SchemaTypes>(validators, {\n${Object.entries(hints)
              .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)},`)
              .join("\n")}\n})`,
          },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: [
          "Validates a value against a component schema of the spec, with precompiled code (no schema compilation at run time).",
        ],
        declarations: [
          {
            name: "validate",
            type: "(schema: SchemaName, value: unknown) => ValidationResult",
            initializer: "bound.validate",
          },
        ],
      },
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: ["Returns the value typed by its schema, or throws `SchemaValidationError` listing every broken rule."],
        declarations: [
          {
            name: "assertValid",
            type: "<N extends SchemaName>(schema: N, value: unknown) => SchemaTypes[N]",
            initializer: "bound.assertValid",
          },
        ],
      },
      ...schemaNames.map((n) => ({
        kind: StructureKind.Function,
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
