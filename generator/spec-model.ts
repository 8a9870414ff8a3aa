import { SpecValidationError, assertValidSpec, type CheckOptions, type SpecIssue } from "./check-spec.js";
import { functionNamesTaken, typeNames } from "./module-names.js";
import { NameAllocator, exportClashes, exportedNames, guardName, isIdentifier } from "./names.js";
import { collectOperations, type OperationModel } from "./operation-model.js";
import { declaresScopeCatalogue, scopeCatalogue, type ScopeCatalogue } from "./scope-catalogue.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";
import type { SchemaNaming } from "./emit-validators.js";
import { tolerateMistakes, type Tolerated } from "./tolerate.js";

/** Everything the emitters read, derived once from a checked spec. */
export interface SpecModel {
  /** The document as the emitters see it: the spec with its tolerated mistakes mended (a copy, but with `copy: false`). */
  document: SpecDocument;
  operations: OperationModel[];
  schemas: SchemaNaming[];
  catalogue: ScopeCatalogue;
  ignoredFormats: string[];
  /** What was read as published or assumed, each with where: the CLI prints them. */
  warnings: SpecIssue[];
}

/**
 * The scope catalogue: the one the spec declares (`x-fleetkit-scopes` at its root, checked), complete; or else every
 * scope name its operations state, in the order they first appear, with no categories and no default scopes: not
 * complete, since a token may hold scopes the spec never names.
 */
function catalogueOf(doc: SpecDocument, operations: OperationModel[]): ScopeCatalogue {
  if (declaresScopeCatalogue(doc)) return scopeCatalogue(doc);
  const named = new Set(operations.flatMap((op) => op.scopes ?? []));
  return { categories: [], scopes: named, defaultReadScopes: [], complete: false };
}

/**
 * Names every schema (type alias and guard) by the rule of generator/names.ts. Schema types come first; the names
 * they leave are where the operations' functions are named next. Types, guards and functions share one set of names:
 * `index.ts` re-exports them all with `export *`, which refuses two of one name (TS2308).
 */
function nameSchemas(doc: SpecDocument): { schemas: SchemaNaming[]; values: NameAllocator } {
  const types = new NameAllocator(typeNames(), "type");
  const values = types.sharing(functionNamesTaken(), "value");
  const schemas = Object.keys(doc.components?.schemas ?? {}).map((name) => {
    const alias = types.allocate(name);
    return { name, alias, guard: values.allocate(guardName(isIdentifier(name) ? name : alias)) };
  });
  return { schemas, values };
}

/**
 * openapi-typescript keys its `operations` interface by operationId, so a duplicate (a warning where the spec is not
 * strict) would be declared twice there (TS2300). The emitters' copy of the document gives each duplicate its
 * function's name instead, with a suffix where another operation has that name as its operationId; the metadata keeps
 * the spec's operationId, and the warning says both names.
 */
function renameDuplicateOperationIds(
  document: SpecDocument,
  operations: OperationModel[],
  warnings: SpecIssue[],
): void {
  const taken = new Set(operations.map((op) => op.operationId));
  const seen = new Set<string>();
  for (const op of operations) {
    if (!seen.has(op.operationId)) {
      seen.add(op.operationId);
      continue;
    }
    let key = op.name;
    for (let n = 2; taken.has(key); n++) key = `${op.name}_${n}`;
    taken.add(key);
    (document.paths?.[op.path]?.[op.method] as { operationId?: string }).operationId = key;
    const warning = warnings.find((w) => w.pointer === `${op.pointer}/operationId`);
    if (warning)
      warning.message += `; its function is named ${op.name}, and its key in types.ts's \`operations\` "${key}"`;
  }
}

/**
 * The spec's copy with its tolerated mistakes mended, and its schemas named: what the validators need, so ajv can
 * start before the rest of the model is built. It reads the document before it is checked, so it may throw on a spec
 * the check would refuse: the caller then leaves it to `buildSpecModel`, whose check reports the spec's problems.
 */
export interface MendedSpec {
  document: SpecDocument;
  tolerated: Tolerated;
  schemas: SchemaNaming[];
  /** The value namespace after the schemas' guards: the operations' functions are named in it (once). */
  values: NameAllocator;
}

export function mendSpec(spec: LoadedSpec, { copy = true } = {}): MendedSpec {
  // A copy: the check reads the document as published. `copy: false` mends the spec's own document, for a caller that
  // reads nothing else of it: the validators' thread, and `generate`'s main thread once the spec is checked.
  const document = copy ? structuredClone(spec.document) : spec.document;
  const tolerated = tolerateMistakes(document);
  return { document, tolerated, ...nameSchemas(document) };
}

/**
 * The model of a checked spec; `mended` is `mendSpec(spec)` where the caller took it already (used once). `copy:
 * false` mends the spec's own document once it is checked, for a caller that reads nothing else of it.
 */
export function buildSpecModel(
  spec: LoadedSpec,
  options: CheckOptions = {},
  mended?: MendedSpec,
  { copy = true } = {},
): SpecModel {
  const warnings = [...assertValidSpec(spec, options)];
  const { document, tolerated, schemas, values } = mended ?? mendSpec(spec, { copy });
  warnings.push(...tolerated.warnings);
  const operations = collectOperations(document);
  for (const op of operations) op.name = values.allocate(op.operationId);
  const clashes = exportClashes(exportedNames(schemas, operations), typeNames());
  if (clashes.length > 0) throw new SpecValidationError(clashes, spec);
  renameDuplicateOperationIds(document, operations, warnings);
  return {
    document,
    operations,
    schemas,
    catalogue: catalogueOf(document, operations),
    ignoredFormats: tolerated.ignoredFormats,
    warnings,
  };
}
