// The bundled spec's operations and catalogue, from the two generated files that hold them: not the generated module's
// index, which would load its validators and operation functions too (`fleetkit scopes` starts in about the time of
// `node -e 0`).
import { operations } from "../../../generated/operations.js";
import { DEFAULT_READ_SCOPES, SCOPES } from "../../../generated/scopes.js";
import { packageManifest } from "../../../generator/package-files.js";
import { BUNDLED, scopeSource, type ScopeSource } from "./source.js";

export function bundledSource(): ScopeSource {
  return scopeSource({
    label: BUNDLED,
    version: packageManifest().version,
    operations: Object.values(operations),
    catalogue: SCOPES,
    defaultScopes: DEFAULT_READ_SCOPES,
  });
}
