import type { Api, OperationMeta } from "./api.js";
import { didYouMean, meant } from "./did-you-mean.js";

type AnyApi<Scope extends string> = Api<Record<string, OperationMeta>, Scope>;

/**
 * The scopes an operation needs, for a concrete path (`/v1/fleet/vehicles/123/locations`) or a template; `null` where
 * the spec names none (the call cannot be checked). Literal segments win over templates. Throws
 * `UnknownOperationError` for anything not in the spec: undocumented legacy endpoints are unsupported (reference 4.4).
 */
export function requiredScopes<Scope extends string>(
  api: AnyApi<Scope>,
  method: string,
  path: string,
): readonly Scope[] | null {
  return api.index.lookup(method, path).operation.scopes as readonly Scope[] | null;
}

/** A least-privilege plan for a token: what `scopesFor` returns. */
export interface ScopePlan<Scope extends string = string, OperationId extends string = string> {
  /** Every scope the calls need, in catalogue order. */
  scopes: Scope[];
  /** Those of `scopes` a new token does not have by default (reference 5.5.3): tick them when creating the token. */
  outsideDefaults: Scope[];
  /** Operations whose scope the spec does not name: the plan cannot cover them, test them with the real token. */
  undocumented: OperationId[];
}

/** An operation, by operationId or as a method and a concrete or template path. */
export type OperationSelector<OperationId extends string = string> =
  | OperationId
  | readonly [method: string, path: string];

/** The least set of scopes a token needs for the given calls, for planning a least-privilege token. */
export function scopesFor<Scope extends string, OperationId extends string>(
  api: AnyApi<Scope>,
  calls: Iterable<OperationSelector<OperationId>>,
): ScopePlan<Scope, OperationId> {
  const needed = new Set<string>();
  const undocumented = new Set<OperationId>();
  for (const call of calls) {
    const operation = typeof call === "string" ? api.index.byId(call) : api.index.lookup(call[0], call[1]).operation;
    if (operation === undefined)
      throw new TypeError(`${JSON.stringify(call)} is not an operationId of the spec (see \`operations\`)`);
    if (operation.scopes === null) undocumented.add(operation.operationId as OperationId);
    else for (const scope of operation.scopes) needed.add(scope);
  }
  const scopes = api.scopes.filter((s) => needed.has(s));
  const defaults = new Set<string>(api.defaultScopes);
  return { scopes, outsideDefaults: scopes.filter((s) => !defaults.has(s)), undocumented: [...undocumented] };
}

/** The scopes of `required` that `held` lacks. */
export function missingScopes(required: readonly string[] | null, held: ReadonlySet<string>): string[] {
  return required === null ? [] : required.filter((s) => !held.has(s));
}

/**
 * Checks `tokenScopes` once, at client creation. Where the spec's catalogue is complete, a name outside it is a typo
 * and fails loudly (with a hint) instead of blocking every call; where it is not, any name is taken: a real token
 * holds scopes such a spec never names.
 */
export function checkTokenScopes(
  api: Pick<AnyApi<string>, "completeScopes" | "scopeSet">,
  tokenScopes: readonly string[],
): ReadonlySet<string> {
  const held = checkScopeNames(tokenScopes);
  if (api.completeScopes !== true) return held;
  const unknown = tokenScopes.filter((s) => !api.scopeSet.has(s));
  if (unknown.length > 0) {
    const hints = unknown.map((s) => withScopeHint(s, api.scopeSet));
    throw new TypeError(`tokenScopes has names that are not scopes: ${hints.join(", ")}; see SCOPES for the catalogue`);
  }
  return held;
}

/** `tokenScopes` as a set, once it is checked to be an array of strings; any name is taken (no catalogue to hold it to). */
export function checkScopeNames(tokenScopes: readonly string[]): ReadonlySet<string> {
  if (!Array.isArray(tokenScopes))
    throw new TypeError('tokenScopes must be an array of scope names such as "Read Vehicles"');
  const notNames = tokenScopes.flatMap((s, i) =>
    typeof s === "string" ? [] : [`tokenScopes[${i}] is ${s === null ? "null" : typeof s}`],
  );
  if (notNames.length > 0)
    throw new TypeError(`${notNames.join(", ")}; tokenScopes must be scope names (strings) such as "Read Vehicles"`);
  return new Set(tokenScopes);
}

/**
 * A complete scope catalogue's check of `tokenScopes`, for a lean client (`createLeanApiClient`): a name outside it is
 * a typo and fails at creation with a hint, as `createApiClient`'s client does with `completeScopes`. A generated
 * module passes it only where its spec declares the catalogue, so a lean client of another spec does not bundle it.
 */
export function scopeCatalogue(scopes: readonly string[]): (tokenScopes: readonly string[]) => ReadonlySet<string> {
  const catalogue = { completeScopes: true, scopeSet: new Set(scopes) };
  return (tokenScopes) => checkTokenScopes(catalogue, tokenScopes);
}

/**
 * A name that is not a scope, quoted, with the scopes it may have meant: the same name in another case, a category's
 * `Read`/`Write` pair for a bare category ("Tags"), or the nearest names (`"Read Vehicle" (did you mean "Read
 * Vehicles"?)`). Shared by the client's `tokenScopes` check and `fleetkit diff --token-scopes`.
 */
export function withScopeHint(name: string, catalogue: Iterable<string>): string {
  const scopes = [...catalogue];
  const lower = name.toLowerCase();
  const sameName = scopes.filter((s) => s.toLowerCase() === lower);
  const category = scopes.filter((s) => s.slice(s.indexOf(" ") + 1).toLowerCase() === lower);
  const hint =
    sameName.length > 0 || category.length > 0 ? meant([...sameName, ...category]) : didYouMean(name, scopes);
  return hint === undefined ? JSON.stringify(name) : `${JSON.stringify(name)} (${hint})`;
}
