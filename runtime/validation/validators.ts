import { didYouMean, someOf } from "../did-you-mean.js";
import { FleetError } from "../errors.js";
import { pointerToPath, type StandardSchemaV1 } from "./standard-schema.js";

/** One broken rule: where (a JSON pointer into the value) and what. */
export interface ValidationIssue {
  /** JSON pointer into the validated value, "" for the value itself. */
  pointer: string;
  /** The JSON Schema keyword that failed, e.g. `required`, `const`, `maxItems`. */
  keyword: string;
  /** A readable sentence that starts with the pointer. */
  message: string;
}

export type ValidationResult = { valid: true } | { valid: false; errors: ValidationIssue[] };

/** A value does not match its schema; `errors` lists every broken rule. */
export class SchemaValidationError extends FleetError {
  override name = "SchemaValidationError";

  constructor(
    readonly schema: string,
    readonly errors: ValidationIssue[],
  ) {
    super(`value does not match ${schema}:\n${errors.map((e) => `  ${e.message}`).join("\n")}`);
  }
}

type CompiledError = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

/**
 * How a value is used, for a schema whose `required` names `readOnly` or `writeOnly` properties (OpenAPI: readOnly
 * ones are required in responses only, writeOnly ones in requests only): `request` for a value a client sends,
 * `response` for one a server answers. Without a usage, neither kind is required.
 */
export type SchemaUsage = "request" | "response";

/**
 * A validator function as ajv's standalone code compiles it; a schema with readOnly or writeOnly required properties
 * carries its request and response forms.
 */
export type CompiledValidator = ((value: unknown) => boolean) & {
  errors?: CompiledError[] | null;
  request?: CompiledValidator;
  response?: CompiledValidator;
};

/** `validate`, `assertValid` and `standardSchema` over a spec's precompiled validators, typed by its schema types. */
export interface Validators<Types> {
  /** `usage`: `request` or `response` (see `SchemaUsage`); without it, no readOnly or writeOnly property is required. */
  validate(schema: keyof Types & string, value: unknown, usage?: SchemaUsage): ValidationResult;
  assertValid<N extends keyof Types & string>(schema: N, value: unknown, usage?: SchemaUsage): Types[N];
  /**
   * The schema as a Standard Schema v1 (vendor `fleetkit`), for libraries that take one: the same rules and messages
   * as `validate`, each issue's `path` read from its JSON pointer. The same object comes back for the same name and
   * usage.
   */
  standardSchema<N extends keyof Types & string>(schema: N, usage?: SchemaUsage): StandardSchemaV1<Types[N]>;
}

/** A JSON pointer reference token for a property name (RFC 6901: `~` and `/` escaped), as ajv writes instancePath. */
const token = (name: unknown) => String(name).replace(/~/g, "~0").replace(/\//g, "~1");

function describe(error: CompiledError, hints: Readonly<Record<string, string>>): ValidationIssue {
  const p = error.params;
  let pointer = error.instancePath;
  let message = error.message ?? error.keyword;
  if (error.keyword === "required") {
    pointer += `/${token(p.missingProperty)}`;
    message = "is required";
  } else if (error.keyword === "additionalProperties") {
    pointer += `/${token(p.additionalProperty)}`;
    message = "is not allowed here";
  } else if (error.keyword === "discriminator") {
    pointer += `/${token(p.tag)}`;
    message =
      p.tagValue === undefined ? "is required" : `is not one of the union's values: ${JSON.stringify(p.tagValue)}`;
  } else if (error.keyword === "pattern" && Object.hasOwn(hints, String(p.pattern))) {
    message = hints[String(p.pattern)]!;
  } else if (error.keyword === "const") message += ` ${JSON.stringify(p.allowedValue)}`;
  else if (error.keyword === "enum")
    message += `: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
  return { pointer, keyword: error.keyword, message: `${pointer === "" ? "(root)" : pointer} ${message}` };
}

/** How many schema names an "unknown schema" error lists after its did-you-mean. */
const SCHEMAS_LISTED = 10;

/** The answer for every valid value: one shared object, so validating a valid value allocates nothing. */
const VALID = Object.freeze({ valid: true as const });

type CompiledTable<Types> = Readonly<Record<keyof Types & string, CompiledValidator>>;

/**
 * Binds a spec's precompiled validators (one function per component schema) to `validate`, `assertValid` and
 * `standardSchema`. `compiled` is the table, or a function that loads it on first use (a generated module's
 * validators evaluate only when something is validated, so importing the module stays cheap). `hints` turns a
 * pattern into a sentence (the spec's `x-fleetkit-pattern-hint` notes).
 */
export function createValidators<Types>(
  compiled: CompiledTable<Types> | (() => CompiledTable<Types>),
  hints: Readonly<Record<string, string>> = {},
): Validators<Types> {
  let table: CompiledTable<Types> | undefined = typeof compiled === "function" ? undefined : compiled;
  // The schema looked up last: a caller validating one kind of value (a webhook receiver, one per delivery) skips the
  // two lookups in a table of a hundred names.
  let lastSchema: string | undefined;
  let lastUsage: SchemaUsage | undefined;
  let lastCheck: CompiledValidator | undefined;
  function checkFor(schema: string, usage?: SchemaUsage): CompiledValidator {
    if (schema === lastSchema && usage === lastUsage) return lastCheck!;
    if (usage !== undefined && usage !== "request" && usage !== "response")
      throw new TypeError(`unknown usage ${JSON.stringify(usage)}: give "request", "response" or nothing`);
    table ??= (compiled as () => CompiledTable<Types>)();
    const named = Object.hasOwn(table, schema) ? table[schema as keyof Types & string] : undefined;
    // Only a schema that requires readOnly or writeOnly properties has forms; any other reads the same either way.
    const check = named && usage !== undefined && Object.hasOwn(named, usage) ? named[usage] : named;
    if (check) {
      lastSchema = schema;
      lastUsage = usage;
      lastCheck = check;
      return check;
    }
    const names = Object.keys(table);
    const hint = didYouMean(schema, names);
    // At most ten names after the hint: a large spec's thousand names made one line of tens of kilobytes.
    const more = names.length > SCHEMAS_LISTED ? " (the module's SchemaName type lists every one)" : "";
    throw new TypeError(
      `unknown schema ${JSON.stringify(schema)}; ${hint ? `${hint} ` : ""}expected one of: ${someOf(names, SCHEMAS_LISTED)}${more}`,
    );
  }
  function validate(schema: string, value: unknown, usage?: SchemaUsage): ValidationResult {
    const check = checkFor(schema, usage);
    if (check(value)) return VALID;
    return { valid: false, errors: (check.errors ?? []).map((e) => describe(e, hints)) };
  }
  // One object per schema, so a consumer that caches by schema identity (as tRPC and form libraries may) sees one.
  const standard = new Map<string, StandardSchemaV1<unknown>>();
  function standardSchema(schema: string, usage?: SchemaUsage): StandardSchemaV1<unknown> {
    const key = `${usage ?? ""}\u0000${schema}`; // a usage has no NUL: no two pairs share a key
    let made = standard.get(key);
    if (made) return made;
    checkFor(schema, usage);
    made = Object.freeze({
      "~standard": Object.freeze({
        version: 1 as const,
        vendor: "fleetkit",
        validate(value: unknown): StandardSchemaV1.Result<unknown> {
          const result = validate(schema, value, usage);
          if (result.valid) return { value };
          return {
            issues: result.errors.map((e) => ({ message: e.message, path: pointerToPath(e.pointer, value) })),
          };
        },
      }),
    });
    standard.set(key, made);
    return made;
  }
  return {
    validate,
    assertValid<N extends keyof Types & string>(schema: N, value: unknown, usage?: SchemaUsage): Types[N] {
      const result = validate(schema, value, usage);
      if (!result.valid) throw new SchemaValidationError(schema, result.errors);
      return value as Types[N];
    },
    standardSchema: standardSchema as Validators<Types>["standardSchema"],
  };
}
