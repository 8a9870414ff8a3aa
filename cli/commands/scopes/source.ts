import type { Api, OperationMeta } from "../../../runtime/api.js";
import { createOperationIndex } from "../../../runtime/operation-lookup.js";

/** The operations `fleetkit scopes` answers about: the bundled spec's, or those of a spec given with `--spec`. */
export interface ScopeSource {
  /** Names the spec in messages and in an overlay's info: "the bundled spec" or the file as given. */
  label: string;
  /** The spec's own version (info.version), or fleetkit's for the bundled spec. */
  version: string;
  /** The label with the version, as an overlay's info names its source. */
  title: string;
  /** What `scopesFor` takes: the operations, their index and the scope catalogue. */
  api: Api<Record<string, OperationMeta>, string>;
  /** Every operation, in the spec's order. */
  operations: readonly OperationMeta[];
  /** Whether the spec says which scopes a new token has (reference 5.5.3); a spec of one's own seldom does. */
  knowsDefaults: boolean;
}

/** The bundled spec's label, in messages ("not in the bundled spec"). */
export const BUNDLED = "the bundled spec";

/**
 * A source from a spec's operations and what it says of its scopes. Scopes outside the catalogue (or every scope,
 * where the spec has none) follow it in the order the operations first name them, so a plan keeps a stable order.
 */
export function scopeSource(parts: {
  label: string;
  version: string;
  operations: readonly OperationMeta[];
  catalogue: readonly string[];
  defaultScopes: readonly string[] | null;
}): ScopeSource {
  const scopes = [...new Set([...parts.catalogue, ...parts.operations.flatMap((o) => o.scopes ?? [])])];
  return {
    label: parts.label,
    version: parts.version,
    title:
      parts.label === BUNDLED
        ? `the spec bundled with fleetkit ${parts.version}`
        : `${parts.label} (version ${parts.version})`,
    operations: parts.operations,
    knowsDefaults: parts.defaultScopes !== null,
    api: {
      // Keyed as the index keys them: a spec's repeated operationId names its last operation.
      operations: Object.fromEntries(parts.operations.map((o) => [o.operationId, o])),
      scopes,
      defaultScopes: parts.defaultScopes ?? [],
      index: createOperationIndex(parts.operations),
      scopeSet: new Set(scopes),
    },
  };
}
