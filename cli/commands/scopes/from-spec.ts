// A spec given with `--spec` (or `--overlay-for`), read the way `generate` reads it. The generator's tools load with
// this module, through loadGenerator (cli/generator-tools.ts): never for the bundled spec.
import { loadOpenApi } from "../../../generator/input/index.js";
import { isObject } from "../../../generator/json-pointer.js";
import { collectOperations, type OperationModel } from "../../../generator/operation-model.js";
import { bundledSpecPath, packageManifest } from "../../../generator/package-files.js";
import { scopeCatalogue } from "../../../generator/scope-catalogue.js";
import type { SpecDocument } from "../../../generator/spec-document.js";
import { BUNDLED, scopeSource, type ScopeSource } from "./source.js";

export { SpecReadError } from "../../../generator/spec-document.js";

/** A spec's operations in document order, with the document they came from. */
export async function readOperations(
  spec: string,
  overlays: readonly string[] = [],
): Promise<{ document: SpecDocument; operations: OperationModel[] }> {
  const { document } = await loadOpenApi(spec, { overlays });
  return { document, operations: collectOperations(document) };
}

/** Whether the spec's operation carries `x-fleetkit-scopes` itself (an overlay's update would append to it). */
export function statesScopes(document: SpecDocument, operation: { method: string; path: string }): boolean {
  const item = document.paths?.[operation.path];
  const raw = isObject(item) ? item[operation.method] : undefined;
  return isObject(raw) && raw["x-fleetkit-scopes"] !== undefined;
}

const infoVersion = (document: SpecDocument): string | undefined =>
  isObject(document.info) && typeof document.info.version === "string" ? document.info.version : undefined;

/** A source spec as `--overlay-for` reads it: its operations, and its root `x-fleetkit-scopes` as written (if any). */
export interface SpecSourceWithCatalogue {
  source: ScopeSource;
  /** The root extension, parsed, to copy into an overlay as it is; undefined where the spec declares none. */
  catalogueExtension: Record<string, unknown> | undefined;
}

/**
 * The operations of `spec` (the bundled spec when undefined: what `--overlay` without `--spec` changes) with its scope
 * catalogue and default scopes where it has `x-fleetkit-scopes`, and that extension itself.
 */
export async function readSpecSource(
  spec: string | undefined,
  overlays: readonly string[],
): Promise<SpecSourceWithCatalogue> {
  const { document, operations } = await readOperations(spec ?? bundledSpecPath(), overlays);
  const root = document["x-fleetkit-scopes"];
  const catalogue = isObject(root) ? scopeCatalogue(document) : undefined;
  const source = scopeSource({
    label: spec ?? BUNDLED,
    version: (spec === undefined ? packageManifest().version : infoVersion(document)) ?? "unversioned",
    operations,
    catalogue: catalogue === undefined ? [] : [...catalogue.scopes],
    defaultScopes: catalogue !== undefined && isObject(root?.defaultReadScopes) ? catalogue.defaultReadScopes : null,
  });
  return { source, catalogueExtension: isObject(root) ? structuredClone(root) : undefined };
}

/** A spec without it has no defaults to compare with. */
export async function specSource(spec: string | undefined, overlays: readonly string[]): Promise<ScopeSource> {
  return (await readSpecSource(spec, overlays)).source;
}
