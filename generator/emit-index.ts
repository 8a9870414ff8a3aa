import { operationsFile } from "./emit-operations.js";
import { StructureKind, type SourceFileStructure } from "./structures.js";

/** What the generated module re-exports of the runtime, unchanged: the errors and the types users name. */
const RUNTIME_VALUES = [
  "CursorExpiredError",
  "FleetApiError",
  "FleetError",
  "FleetNetworkError",
  "InsecureBaseUrlError",
  "InvalidResponseError",
  "MIN_FEED_IDLE_MS",
  "MissingScopeError",
  "PaginationError",
  "PathParameterError",
  "RedirectError",
  "RequestTimeoutError",
  "ResponseDriftError",
  "ResponseTooLargeError",
  "TagAccessError",
  "UnknownOperationError",
  "isCursorExpiredError",
];
const RUNTIME_TYPES = [
  "Drift",
  "DriftMode",
  "DriftProblem",
  "FeedBatch",
  "FollowFeedOptions",
  "OperationRef",
  "Page",
  "Paginated",
  "RetryEvent",
  "RetryOptions",
];

/**
 * What index.ts re-exports of operations.ts: its own exports less the operations' records, whose names are the
 * operations' functions' (import a record alone from operations.ts itself).
 */
function operationsFileExports(runtime: string): string[] {
  return operationsFile([], runtime).statements.flatMap((s) => {
    if (typeof s === "string") return [];
    if (s.kind === StructureKind.ExportDeclaration)
      return (s.namedExports ?? []).map((name) => (s.isTypeOnly ? `type ${name}` : name));
    if (!("isExported" in s) || !s.isExported) return [];
    if (s.kind === StructureKind.VariableStatement) return s.declarations.map((d) => d.name);
    if (s.kind === StructureKind.TypeAlias || s.kind === StructureKind.Interface) return [`type ${s.name}`];
    return [];
  });
}

/**
 * `index.ts`: the module a user imports. It binds the generic runtime to this spec: `createFleetClient`, `paginate`,
 * `followFeed`, `requiredScopes` and `scopesFor` know its operations, and it re-exports the generated files and one
 * function per operation. `completeScopes`: the spec declares its scope catalogue, so `tokenScopes` takes only its
 * names (typed `ScopeName`, checked at run time); otherwise it takes any name (`ScopeName | (string & {})`).
 * `anonymous`: the spec requires no credential (`allowsAnonymous`), so `createFleetClient` takes none. `requestMedia`:
 * some operation's body goes in another media type than JSON, so `createFleetClient`'s client sends it so
 * (`withRequestMedia`, in no other module's bundle).
 */
export function indexFile(
  runtime: string,
  completeScopes = false,
  anonymous = false,
  requestMedia = false,
): SourceFileStructure {
  // `string & {}` keeps the known names in completion: a plain `string` would absorb them.
  const tokenScope = completeScopes ? "ScopeName" : "ScopeName | (string & {})";
  const declare = (name: string, initializer: string, docs: string[], type?: string) => ({
    kind: StructureKind.VariableStatement,
    isExported: true,
    docs,
    declarations: [{ name, initializer, ...(type ? { type } : {}) }],
  });
  return {
    statements: [
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: runtime,
        namedImports: [
          "createApiClient",
          "createLeanApiClient",
          ...(requestMedia ? ["withRequestMedia"] : []),
          ...(completeScopes ? ["scopeCatalogue"] : []),
          "defineApi",
          "type Api",
          "followFeed as followAnyFeed",
          "paginate as paginateAny",
          "requiredScopes as requiredScopesOf",
          "scopesFor as scopesForAny",
          "type FleetClient as ApiClient",
          "type FleetClientOptions as ApiClientOptions",
          "type LeanClient as ApiLeanClient",
          "type FollowFeedFunction",
          "type ItemOf as ApiItemOf",
          "type OperationSelector",
          "type PaginateFunction",
          "type PaginateInit as ApiPaginateInit",
          "type ScopePlan",
          "type DriftChecks",
          "responseDrift",
        ],
      },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: "./operations.js",
        namedImports: ["type FeedPath", "operations", "type OperationId", "type Operations", "type PaginatedPath"],
      },
      {
        kind: StructureKind.ImportDeclaration,
        moduleSpecifier: "./scopes.js",
        namedImports: ["DEFAULT_READ_SCOPES", "SCOPES", "type ScopeName"],
      },
      { kind: StructureKind.ImportDeclaration, moduleSpecifier: "./validators.js", namedImports: ["validate"] },
      {
        kind: StructureKind.ImportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedImports: ["paths"],
      },
      declare(
        "api",
        `/* @__PURE__ */ defineApi({ operations, scopes: SCOPES, defaultScopes: DEFAULT_READ_SCOPES, completeScopes: ${completeScopes}${anonymous ? ", anonymous: true" : ""} })`,
        ["This spec's operations and scope catalogue, as the runtime takes them."],
        // Named, so the .d.ts refers to operations.ts instead of spelling out every operation's metadata again.
        "Api<Operations, ScopeName>",
      ),
      // `validateResponses`: the validators and what each schema names (drift-shapes.ts, imported on the first check).
      // Given by the caller (`createFleetClient({ validateResponses, onDrift, driftChecks })`), never referred to by
      // createFleetClient itself: a bundle without response checks carries neither. The validators are imported
      // statically (this module re-exports them anyway): a dynamic import of a module that imports the runtime made
      // esbuild wrap the whole runtime in lazy initialisers in every bundle of this module (0.3 KB gzipped).
      {
        kind: StructureKind.VariableStatement,
        isExported: true,
        docs: [
          "The spec's validators and schema shapes for `validateResponses`, loaded on the first check:\n" +
            '`createFleetClient({ …, validateResponses: "report", onDrift, driftChecks })`.',
        ],
        declarations: [
          {
            name: "driftChecks",
            initializer:
              'async (): Promise<DriftChecks> => { const { driftShapes } = await import("./drift-shapes.js"); return { validate: validate as DriftChecks["validate"], shapes: driftShapes, responseDrift }; }',
          },
        ],
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["A client typed by this spec's `paths`."],
        name: "FleetClient",
        type: "ApiClient<paths>",
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        ...(completeScopes
          ? {}
          : {
              docs: [
                "The client's options. `tokenScopes` takes any name: this spec declares no complete scope catalogue, so a token\n" +
                  "may hold scopes it does not list.",
              ],
            }),
        name: "FleetClientOptions",
        type: `ApiClientOptions<${tokenScope}>`,
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["The item type of a paginated path."],
        name: "ItemOf",
        typeParameters: ["P extends PaginatedPath"],
        type: "ApiItemOf<paths, Operations, P>",
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["The options of `paginate` for a path: its query, headers, signal…"],
        name: "PaginateInit",
        typeParameters: ["P extends PaginatedPath"],
        type: "ApiPaginateInit<paths, P>",
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: [
          "A client for this spec's API: a bearer token (or `auth`: an OAuth session, `apiKeyAuth`, `basicAuth`), HTTPS only,\n" +
            "retries, a per-attempt timeout, and (when told what the token holds) scope and tag checks before anything is sent.\n\n" +
            '@example\nconst fleet = createFleetClient({ baseUrl: "https://api.example.com", token: process.env.FLEET_TOKEN! });',
        ],
        name: "createFleetClient",
        parameters: [{ name: "options", type: "FleetClientOptions" }],
        returnType: "FleetClient",
        statements: [
          requestMedia
            ? `return withRequestMedia(createApiClient<paths, ${tokenScope}>(api, options), api);`
            : `return createApiClient<paths, ${tokenScope}>(api, options);`,
        ],
      },
      {
        kind: StructureKind.TypeAlias,
        isExported: true,
        docs: ["A client for this spec's operation functions alone (`createLeanClient`)."],
        name: "LeanClient",
        type: "ApiLeanClient<paths>",
      },
      // No reference to `api`: a bundle of a lean client and some operation functions keeps those operations' records
      // alone. The scope catalogue's check only where the spec declares one (else any name is taken).
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: [
          "A client for this spec's operation functions alone: the options, retries, guards and errors of `createFleetClient`,\n" +
            "but it holds no table of the spec's operations (each operation function brings its own metadata), so a bundle keeps\n" +
            "only the operations an app calls. Calls by path (`client.GET`), `paginate` and `followFeed` need `createFleetClient`.\n\n" +
            '@example\nconst fleet = createLeanClient({ baseUrl: "https://api.example.com", token: process.env.FLEET_TOKEN! });',
        ],
        name: "createLeanClient",
        parameters: [{ name: "options", type: "FleetClientOptions" }],
        returnType: "LeanClient",
        statements: [
          completeScopes
            ? `return createLeanApiClient<paths, ${tokenScope}>(options, scopeCatalogue(SCOPES));`
            : `return createLeanApiClient<paths, ${tokenScope}>(options);`,
        ],
      },
      // The runtime's `paginate` and `followFeed` take any spec (their items are `unknown`): the spec's types are given
      // here. Through `unknown`, tsc does not relate the two generic signatures, a fifth of a second on a large spec.
      declare(
        "paginate",
        "paginateAny as unknown as PaginateFunction<paths, Operations, PaginatedPath>",
        ["Follows a paginated list of this spec to its end, one page in memory at a time (reference 4.3)."],
        "PaginateFunction<paths, Operations, PaginatedPath>",
      ),
      declare(
        "followFeed",
        "followAnyFeed as unknown as FollowFeedFunction<paths, Operations, FeedPath>",
        ["Follows a `/feed` endpoint of this spec until the signal aborts, waiting at least 5 s once caught up."],
        "FollowFeedFunction<paths, Operations, FeedPath>",
      ),
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: [
          "The scopes an operation of this spec needs, for a concrete or template path: [] where it needs none, null where the\n" +
            "spec does not state them (scopes unknown: the client's scope guard lets such a call through).",
        ],
        name: "requiredScopes",
        parameters: [
          { name: "method", type: "string" },
          { name: "path", type: "string" },
        ],
        returnType: "readonly ScopeName[] | null",
        statements: ["return requiredScopesOf(api, method, path);"],
      },
      {
        kind: StructureKind.Function,
        isExported: true,
        docs: ["The least set of scopes a token needs for the given calls of this spec."],
        name: "scopesFor",
        parameters: [{ name: "calls", type: "Iterable<OperationSelector<OperationId>>" }],
        returnType: "ScopePlan<ScopeName, OperationId>",
        statements: ["return scopesForAny<ScopeName, OperationId>(api, calls);"],
      },
      {
        kind: StructureKind.ExportDeclaration,
        moduleSpecifier: "./operations.js",
        namedExports: operationsFileExports(runtime),
      },
      { kind: StructureKind.ExportDeclaration, moduleSpecifier: "./scopes.js" },
      { kind: StructureKind.ExportDeclaration, moduleSpecifier: "./validators.js" },
      { kind: StructureKind.ExportDeclaration, moduleSpecifier: "./operation-functions.js" },
      { kind: StructureKind.ExportDeclaration, isTypeOnly: true, moduleSpecifier: "./schema-types.js" },
      // A spec may have a `ScopeName` schema too: the catalogue's union is the one exported.
      {
        kind: StructureKind.ExportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./scopes.js",
        namedExports: ["ScopeName"],
      },
      {
        kind: StructureKind.ExportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: "./types.js",
        namedExports: ["paths", "components", "webhooks"],
      },
      { kind: StructureKind.ExportDeclaration, moduleSpecifier: runtime, namedExports: RUNTIME_VALUES },
      {
        kind: StructureKind.ExportDeclaration,
        isTypeOnly: true,
        moduleSpecifier: runtime,
        namedExports: RUNTIME_TYPES,
      },
    ],
  };
}
