import { assertValidSpec, isStrict, type CheckOptions, type SpecIssue } from "./check-spec.js";
import { functionNamesTaken, typeNames } from "./module-names.js";
import { NameAllocator, guardName, isIdentifier } from "./names.js";
import { collectOperations, type OperationModel } from "./operation-model.js";
import { scopeCatalogue, type ScopeCatalogue } from "./scope-catalogue.js";
import type { LoadedSpec, SpecDocument } from "./spec-document.js";
import type { SchemaNaming } from "./emit-validators.js";
import { tolerateMistakes } from "./tolerate.js";

/** Everything the emitters read, derived once from a checked spec. */
export interface SpecModel {
  /** The document as the emitters see it: the spec with its tolerated mistakes mended (a copy). */
  document: SpecDocument;
  operations: OperationModel[];
  schemas: SchemaNaming[];
  catalogue: ScopeCatalogue;
  ignoredFormats: string[];
  /** What was read as published or assumed, each with where: the CLI prints them. */
  warnings: SpecIssue[];
}

/**
 * The scope catalogue: the spec's own (`x-fleetkit-scopes`, checked) where it has one, or else every scope name its
 * operations state, in the order they first appear, with no categories and no default scopes.
 */
function catalogueOf(doc: SpecDocument, operations: OperationModel[], strict: boolean): ScopeCatalogue {
  if (strict) return scopeCatalogue(doc);
  const named = new Set(operations.flatMap((op) => op.scopes ?? []));
  return { categories: [], scopes: named, defaultReadScopes: [] };
}

/**
 * Names every schema (type alias and guard) and every operation (function) by the rule of generator/names.ts: schema
 * types first, then guards and functions, which share the module's value namespace.
 */
function assignNames(doc: SpecDocument, operations: OperationModel[]): SchemaNaming[] {
  const types = new NameAllocator(typeNames(), "type");
  const values = new NameAllocator(functionNamesTaken(), "value");
  const schemas = Object.keys(doc.components?.schemas ?? {}).map((name) => {
    const alias = types.allocate(name);
    values.reserve(alias); // `export *` of the types and of the functions would clash on a shared name
    return { name, alias, guard: values.allocate(guardName(isIdentifier(name) ? name : alias)) };
  });
  for (const op of operations) op.name = values.allocate(op.operationId);
  return schemas;
}

export function buildSpecModel(spec: LoadedSpec, options: CheckOptions = {}): SpecModel {
  const warnings = [...assertValidSpec(spec, options)];
  const document = structuredClone(spec.document);
  const tolerated = tolerateMistakes(document);
  warnings.push(...tolerated.warnings);
  const operations = collectOperations(document);
  const schemas = assignNames(document, operations);
  return {
    document,
    operations,
    schemas,
    catalogue: catalogueOf(document, operations, isStrict(document, options)),
    ignoredFormats: tolerated.ignoredFormats,
    warnings,
  };
}
