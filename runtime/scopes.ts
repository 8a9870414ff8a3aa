import { operations, type Operation, type OperationId } from "../generated/operations.js";
import { DEFAULT_READ_SCOPES, SCOPES, type ScopeName } from "../generated/scopes.js";
import { isScopeName } from "../generated/validators.js";
import { lookupOperation } from "./operation-lookup.js";

/**
 * The scopes an operation needs, for a concrete path (`/v1/fleet/vehicles/123/locations`) or a template; `null` where
 * the reference names none (the call cannot be checked). Literal segments win over templates. Throws
 * `UnknownOperationError` for anything not in the spec: undocumented legacy endpoints are unsupported (reference 4.4).
 */
export function requiredScopes(method: string, path: string): readonly ScopeName[] | null {
  return lookupOperation(method, path).operation.scopes;
}

/** A least-privilege plan for a token: what `scopesFor` returns. */
export interface ScopePlan {
  /** Every scope the calls need, in catalogue order. */
  scopes: ScopeName[];
  /** Those of `scopes` a new token does not have by default (reference 5.5.3): tick them when creating the token. */
  outsideDefaults: ScopeName[];
  /** Operations whose scope the reference does not name: the plan cannot cover them, test them with the real token. */
  undocumented: OperationId[];
}

/** An operation, by operationId or as a method and a concrete or template path. */
export type OperationSelector = OperationId | readonly [method: string, path: string];

/** The least set of scopes a token needs for the given calls, for planning a least-privilege token. */
export function scopesFor(calls: Iterable<OperationSelector>): ScopePlan {
  const needed = new Set<ScopeName>();
  const undocumented = new Set<OperationId>();
  for (const call of calls) {
    const operation = typeof call === "string" ? operationById(call) : lookupOperation(call[0], call[1]).operation;
    if (operation.scopes === null) undocumented.add(operation.operationId);
    else for (const scope of operation.scopes) needed.add(scope);
  }
  const scopes = SCOPES.filter((s) => needed.has(s));
  const defaults = new Set<ScopeName>(DEFAULT_READ_SCOPES);
  return { scopes, outsideDefaults: scopes.filter((s) => !defaults.has(s)), undocumented: [...undocumented] };
}

function operationById(id: string): Operation {
  if (!Object.hasOwn(operations, id)) throw new TypeError(`${JSON.stringify(id)} is not an operationId of the fleet API spec (see \`operations\`)`);
  return operations[id as OperationId];
}

/** The scopes of `required` that `held` lacks. */
export function missingScopes(required: readonly ScopeName[] | null, held: ReadonlySet<string>): ScopeName[] {
  return required === null ? [] : required.filter((s) => !held.has(s));
}

/** Checks `tokenScopes` once, at client creation, so a typo fails loudly instead of blocking every call. */
export function checkTokenScopes(tokenScopes: readonly string[]): ReadonlySet<ScopeName> {
  if (!Array.isArray(tokenScopes)) throw new TypeError("tokenScopes must be an array of scope names such as \"Read Vehicles\"");
  const unknown = tokenScopes.filter((s) => !isScopeName(s));
  if (unknown.length > 0) {
    const hints = unknown.map((s) => (isScopeName(`Read ${s}`) ? `${JSON.stringify(s)} (did you mean "Read ${s}" or "Write ${s}"?)` : JSON.stringify(s)));
    throw new TypeError(`tokenScopes has names that are not scopes: ${hints.join(", ")}; see SCOPES for the catalogue`);
  }
  return new Set(tokenScopes as readonly ScopeName[]);
}
