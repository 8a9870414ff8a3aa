import { createRequire } from "node:module";
import type * as OpenapiTypescript from "openapi-typescript";
import {
  type ContainerStep,
  childStep,
  DATA_KEYS,
  isObject,
  NAME_MAPS,
  resolveLocal,
  stepPointer,
  walkContainers,
} from "./json-pointer.js";
import type { SpecDocument } from "./spec-document.js";
import { breakEagerCycles } from "./types-recursion.js";
import { fitUnionDiscriminators } from "./union-discriminators.js";

/*
 * openapi-typescript's CommonJS build, loaded with require(). Its ESM build imports TypeScript, a 9 MB CommonJS file,
 * through Node's ESM loader, which scans that file for export names first: 0.4-0.7 s more per `generate` process
 * for the same code. Only the three modules used are loaded, not its entry: the entry also loads its lint and bundle
 * step (`lib/redoc.cjs`, the whole of its own `@redocly/openapi-core`, about 290 modules), which fleetkit does not
 * run (0.2 s of CPU per `generate`, more with other work running). The package's exports map allows these paths.
 */
const load = createRequire(import.meta.url);
const transformSchema = load("openapi-typescript/dist/transform/index.cjs") as typeof OpenapiTypescript.transformSchema;
const { astToString } = load("openapi-typescript/dist/lib/ts.cjs") as Pick<typeof OpenapiTypescript, "astToString">;
const { resolveRef, scanDiscriminators } = load("openapi-typescript/dist/lib/utils.cjs") as Pick<
  typeof OpenapiTypescript,
  "resolveRef" | "scanDiscriminators"
>;

/**
 * Where fleetkit reads a schema as JSON Schema says, not as openapi-typescript's defaults do:
 * - `defaultNonNullable: false`: a property with a `default` is required only where `required` says. Its default made
 *   it required in every component schema, request bodies' too: OpenAI's `CreateChatCompletionRequest` asked for
 *   `frequency_penalty`, `logit_bias`, `max_tokens`… on every call, Plaid's `transactions/get` for its `options`. A
 *   `default` is an annotation: a server may leave such a property out of an answer, too.
 * - `emptyObjectsUnknown: true`: `{ type: object }` with no properties holds any properties (`Record<string, unknown>`),
 *   not none (`Record<string, never>`, which refused Zoom's message `content`, 72 such schemas in Square's spec).
 */
export const TYPE_OPTIONS = { defaultNonNullable: false, emptyObjectsUnknown: true } as const;

/**
 * The context `openapiTS()` builds for `TYPE_OPTIONS` (openapi-typescript 7's `dist/index.cjs`), for a document
 * fleetkit has already loaded. A test keeps the output equal to `openapiTS()`'s on the same documents.
 */
function defaultContext(doc: OpenapiTypescript.OpenAPI3): OpenapiTypescript.GlobalContext {
  const options = { silent: true };
  return {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: TYPE_OPTIONS.defaultNonNullable,
    discriminators: scanDiscriminators(doc, options),
    emptyObjectsUnknown: TYPE_OPTIONS.emptyObjectsUnknown,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    redoc: undefined as never, // read only by openapiTS()'s own lint and bundle steps, skipped here
    silent: true,
    inject: undefined,
    transform: undefined,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: false,
    resolve: ($ref) => resolveRef(doc, $ref, options),
  };
}

/**
 * `generated/types.ts`: openapi-typescript's `paths`, `webhooks`, `components` and `operations`, from its transform.
 * `openapiTS()` would first serialize the document, lint it with Redocly and bundle it: work the loader has done
 * (`$ref`s bundled, duplicate operationIds reported by the checks), and which cost more than half of its time on
 * GitHub's description. openapi-typescript mutates and annotates the document it is given: pass one nothing reads
 * afterwards.
 */
export async function typesSource(doc: SpecDocument): Promise<string> {
  mapOwnDiscriminatorValues(doc);
  fitUnionDiscriminators(doc);
  const schema = doc as unknown as OpenapiTypescript.OpenAPI3;
  return withRequiredOrNull(astToString(breakEagerCycles(transformSchema(schema, defaultContext(schema)))));
}

/**
 * openapi-typescript gives a schema that `allOf`s a schema with a discriminator, and that the discriminator's mapping
 * does not name, the discriminator property typed with the schema's name (`class: "B"`), beside the schema's own
 * property of that name: `types.ts` then fails `tsc` with TS2300, "Duplicate identifier" (Apple's SiriKit Cloud
 * Media description: 14 schemas). In the document openapi-typescript reads, such a schema is named in the mapping
 * where its own property has one value (the value the data carries, which openapi-typescript then writes once);
 * otherwise its own property is left out, and the property openapi-typescript writes, the schema's name, is the value
 * the discriminator reads for it (OpenAPI's implicit mapping). Data (examples, defaults) is left as it is.
 */
function mapOwnDiscriminatorValues(doc: SpecDocument): void {
  walkContainers<ContainerStep>(
    { node: doc, key: "", parent: undefined },
    (step) => {
      const { node } = step;
      if (!isObject(node) || !isObject(node.properties) || !Array.isArray(node.allOf)) return;
      for (const member of node.allOf) {
        if (!isObject(member) || typeof member.$ref !== "string") continue;
        const base = resolveLocal(doc, member);
        const discriminator = isObject(base) && isObject(base.discriminator) ? base.discriminator : undefined;
        const name = discriminator?.propertyName;
        if (discriminator === undefined || typeof name !== "string" || !Object.hasOwn(node.properties, name)) continue;
        const ref = stepPointer(step);
        const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
        if (Object.values(mapping).includes(ref)) continue;
        const own = node.properties[name];
        const values = !isObject(own)
          ? []
          : own.const !== undefined
            ? [own.const]
            : Array.isArray(own.enum)
              ? own.enum
              : [];
        const [value] = values;
        if (values.length === 1 && typeof value === "string" && !Object.hasOwn(mapping, value))
          discriminator.mapping = { ...mapping, [value]: ref };
        else delete node.properties[name];
      }
    },
    (parent, key, child) =>
      typeof key === "string" && DATA_KEYS.has(key) && !NAME_MAPS.has(String(parent.key))
        ? undefined
        : childStep(parent, key, child),
  );
}

/** openapi-typescript's output with its `WithRequired` helper taking a nullable schema (see below). */
export const withRequiredOrNull = (text: string): string => text.replace(WITH_REQUIRED, WITH_REQUIRED_OR_NULL);

/**
 * openapi-typescript's helper for an `allOf` with a `required` of its own (7.x spells it so). It takes only the keys
 * of `T`, so a ref to a nullable schema (`T | null`, whose keys are none) fails to type-check: TS2344 in `types.ts`
 * (Plaid's `Cause`: `allOf: [PlaidError]` with `required`, where PlaidError is `nullable`). The same helper, with null
 * left as it is (`required` applies to objects only, as JSON Schema reads it).
 */
const WITH_REQUIRED = "type WithRequired<T, K extends keyof T> = T & {\n    [P in K]-?: T[P];\n};";
const WITH_REQUIRED_OR_NULL =
  "type WithRequired<T, K extends keyof NonNullable<T>> = T extends null ? T : T & {\n    [P in K & keyof T]-?: T[P];\n};";
