import { createOperationIndex, type OperationIndex } from "./operation-lookup.js";

export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** How a paginated list pages: the cursor's query parameter and where the items are in a page. */
export interface PaginationMeta {
  /** `after` for lists of reference 4.3; `startingAfter` for the legacy lists. */
  readonly cursorParam: string;
  /** `data` for the list envelope of reference 2.6; a named key (e.g. `vehicles`) for the legacy lists. */
  readonly itemsKey: string;
}

/** What the runtime knows about one operation: the generated `operations` record of a spec. */
export interface OperationMeta {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The OpenAPI path template. */
  readonly path: string;
  /** Every scope the token must hold; [] where none is needed; null where the spec does not say (scopes unknown). */
  readonly scopes: readonly string[] | null;
  /** A cursor-paginated GET (reference 4.3, or the legacy style). */
  readonly paginated: boolean;
  /** A `/feed` endpoint: follow it, waiting at least 5 s when caught up. */
  readonly feed: boolean;
  /** A legacy `v1/...` endpoint (reference 4.4). */
  readonly legacy: boolean;
  /** Bounds of the `limit` query parameter, where supported. */
  readonly limit: { readonly minimum: number; readonly maximum: number; readonly default: number | null } | null;
  /**
   * A create whose JSON body has `tagIds`: a tag-limited token must name one of its tags in it (reference 5.4), so the
   * client checks it before sending.
   */
  readonly createsTaggedData: boolean;
  /** Query arrays go comma-separated (`style: form, explode: false` in the spec); absent means repeated keys. */
  readonly commaSeparatedArrays?: boolean;
  /** Set exactly when `paginated` is. */
  readonly pagination: PaginationMeta | null;
  readonly requestSchema: string | null;
  readonly responseSchema: string | null;
  /** Each documented status: the component schema of its JSON response (`validate`'s key), or null where unnamed. */
  readonly responseSchemas?: Readonly<Record<string, string | null>>;
}

/** The metadata a generated module hands the runtime: its spec's operations and scope catalogue. */
export interface ApiMetadata<
  Operations extends Record<string, OperationMeta> = Record<string, OperationMeta>,
  Scope extends string = string,
> {
  readonly operations: Operations;
  /** Every scope name the spec knows: its catalogue where it declares one, else the names its operations state. */
  readonly scopes: readonly Scope[];
  /** The scopes a new token has by default (reference 5.5.3); empty where the spec does not say. */
  readonly defaultScopes: readonly Scope[];
  /**
   * `scopes` is every scope a token can hold: the spec declares its catalogue. The client then refuses `tokenScopes`
   * outside it (a typo, with a hint). Otherwise (false or absent) `scopes` are only the names the spec states, and a
   * real token's other scopes are taken as they are.
   */
  readonly completeScopes?: boolean;
}

/** An API the runtime can drive: the metadata and its lookup index, built once by `defineApi`. */
export interface Api<
  Operations extends Record<string, OperationMeta> = Record<string, OperationMeta>,
  Scope extends string = string,
> extends ApiMetadata<Operations, Scope> {
  readonly index: OperationIndex;
  /** `scopes` as a set, for checking names. */
  readonly scopeSet: ReadonlySet<string>;
}

/**
 * Binds the runtime to a spec's generated metadata. A generated `index.ts` calls it once; the client, the guards,
 * `paginate` and `followFeed` then know that spec's operations, and no other.
 */
export function defineApi<Operations extends Record<string, OperationMeta>, Scope extends string>(
  metadata: ApiMetadata<Operations, Scope>,
): Api<Operations, Scope> {
  const operations = metadata.operations as Record<string, OperationMeta>;
  return {
    ...metadata,
    index: createOperationIndex(Object.values(operations)),
    scopeSet: new Set(metadata.scopes),
  };
}
