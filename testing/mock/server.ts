import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { AlertEvent } from "../../generated/schema-types.js";
import { WebhookConfigError } from "../../runtime/webhooks/index.js";
import { createMockClock, type MockClock } from "./clock.js";
import { handleControl, CONTROL_PREFIX } from "./control-api.js";
import { CursorCodec } from "./cursors.js";
import { createApiHandler, type ServedLayer } from "./api-handler.js";
import { type ScopeUsagePlan, UsageRecord } from "./usage-record.js";
import type { SpecAnswerDeps } from "./spec-answers.js";
import { MockHttpError } from "./errors.js";
import { generateVehicles, pad, type MockDataOptions, type MockInput, type MockVehicle } from "./fleet-data.js";
import { errorResponse, jsonResponse, sendError } from "./http.js";
import { describeJson, isJsonObject } from "./json-input.js";
import {
  WebhookRegistry,
  type MockDelivery,
  type MockWebhook,
  type RegisterWebhookInput,
  type TriggerOptions,
} from "./mock-webhooks.js";
import { createOAuthServer, type MockOAuth, type MockOAuthAppInput } from "./oauth-server.js";
import { createRandom } from "./random.js";
import { checkRateLimit, RateLimiter } from "./rate-limit.js";
import { COLLECTION_NAMES, MockStore, type CollectionName, type MockRecords } from "./store.js";
import {
  BUNDLED_SCOPES,
  TokenRegistry,
  defaultTokenInputs,
  type MockApiToken,
  type MockTokenInput,
  type ScopeCatalogue,
} from "./tokens.js";
import { isLoopbackHost } from "../../runtime/base-url.js";
import { mockTokens, type MockTokens } from "./default-tokens.js";

/** A `Host` header naming a loopback host, with or without a port: nothing else (no user info, no path). */
function isLoopbackHostHeader(host: string | undefined): boolean {
  if (host === undefined || !/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return false;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

export interface MockOptions {
  /**
   * The spec to serve: a file (YAML or JSON), or a parsed document, read as `fleetkit generate` reads it (same
   * errors). Every answer follows it; the fleet data is what its operations list, read, create and change where they
   * address vehicles, drivers, tags, addresses… (docs/mock.md, "Serving your spec"). Default: the bundled spec.
   */
  spec?: string | object;
  /** Overlay files applied to `spec` in order, as `generate` applies them. */
  overlays?: readonly string[];
  /** Seeds the data, token strings and webhook secrets; default 1. */
  seed?: number;
  /** The tokens to start with; default `fullAccess` (every scope), `defaultRead` and `tagLimited` (first tag). */
  tokens?: readonly MockTokenInput[];
  data?: MockDataOptions;
  /** Start time: epoch ms to freeze the clock there (it then moves only with `clock.advance`), or a clock function. Default: real time. */
  now?: number | (() => number);
  /** Page size of paginated endpoints without `limit`, 1 to 512; default 100. */
  pageSize?: number;
  /**
   * Requests per second each token may send; over it the mock answers 429 with a fractional `Retry-After` (seconds),
   * as the vendor does. Default: no limit.
   */
  rateLimit?: number;
  /** OAuth 2.0 apps: the mock then serves `/oauth2/authorize`, `/oauth2/token` and `/oauth2/revoke` (docs/oauth.md). */
  oauthApps?: readonly MockOAuthAppInput[];
  /**
   * Hears each stage of the start as it begins: with a `spec`, "read" (the modules that serve a spec, then the
   * loader: read, bundle, upgrade to 3.1, overlays) and "operations" (the spec's operations, as the generator derives
   * them, indexed); then "data" (the fleet data seeded, tokens). What `fleetkit mock` prints on a terminal. What each
   * operation's requests and answers are, and which resource it addresses, is read on the first answer or request;
   * each schema is compiled on its first use.
   */
  onStage?: (stage: MockStage) => void;
}

/** A stage of the mock's start (`MockOptions.onStage`). */
export type MockStage = "read" | "operations" | "data";

export interface MockServerOptions extends MockOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Answer requests whatever their `Host` header names. Default false: only `localhost`, `127.0.0.0/8` and `[::1]`
   * (with any port) are answered, so a web page cannot reach the mock through a DNS name rebound to 127.0.0.1.
   */
  allowRemote?: boolean;
}

export interface ListRecordsOptions {
  /** Only what this token (its string or ID) may see. Default: everything. */
  token?: string;
  /** Include inactive objects (they are omitted from pages). Default false. */
  includeInactive?: boolean;
}

/** A mock without a socket: the handle, and `fetch` that answers from it. */
export interface Mock {
  /**
   * A standard `fetch` answered by this mock in process, whatever the URL's origin (only the path and query are
   * read): `createFleetClient({ baseUrl: "https://api.example.com", token, fetch: mock.fetch })`. It serves the
   * spec's operations; the control API is for other processes and is not served here (use the handle).
   */
  readonly fetch: typeof fetch;
  /** The same, as a `(Request) => Promise<Response>` function: what the node server and MSW handlers call. */
  handle(request: Request): Promise<Response>;
  /** The spec served: its file (or "(document)"), or "bundled". */
  readonly specFile: string;
  readonly seed: number;
  /**
   * Every token by name, as it is now (regeneration changes `token`). `fullAccess` and `defaultRead` are typed as there
   * (the default tokens); on a mock started with its own `tokens`, reading one that is not there throws (default-tokens.ts).
   */
  readonly tokens: MockTokens;
  readonly clock: MockClock;
  createToken(input: MockTokenInput): MockApiToken;
  /** By token string or ID. The previous string is refused (401) from now on. */
  regenerateToken(tokenOrId: string): MockApiToken;
  deleteToken(tokenOrId: string): MockApiToken;
  registerWebhook(input: RegisterWebhookInput): MockWebhook;
  listWebhooks(): MockWebhook[];
  deleteWebhook(webhookId: string): MockWebhook;
  /** The latest deliveries to a webhook, oldest first. */
  deliveries(webhookId: string): MockDelivery[];
  triggerPing(webhookId: string, options?: TriggerOptions): Promise<MockDelivery>;
  triggerAlert(webhookId: string, alertFields?: Partial<AlertEvent>, options?: TriggerOptions): Promise<MockDelivery>;
  /** The stored objects of a collection, in creation order: the exact set a full pagination returns. */
  list<K extends CollectionName>(collection: K, options?: ListRecordsOptions): MockRecords[K][];
  /** Adds a vehicle (missing fields generated); feeds report it. */
  addVehicle(input?: MockInput<MockVehicle>): MockVehicle;
  /** Changes a vehicle; feeds report it. `active: false` hides it from pages. */
  updateVehicle(vehicleId: string, update: MockInput<MockVehicle>): MockVehicle;
  /**
   * Which operations each token called so far, as a least-token plan: the scopes they need, those outside a new
   * token's defaults, and per token what it holds and never needed. `recordScopeUsage` (fleetkit/testing) writes it
   * for `fleetkit scopes --from-code --with-usage`.
   */
  scopePlan(): ScopeUsagePlan;
  /** The OAuth server's requests (never a code or token); undefined without `oauthApps`. */
  readonly oauth: MockOAuth | undefined;
}

export interface MockServer extends Mock {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  readonly baseUrl: string;
  readonly port: number;
  close(): Promise<void>;
}

/** The types of the mock's vehicle fields, checked on every change; other fields are free mock data. */
const VEHICLE_FIELD_TYPES: Record<Exclude<keyof MockVehicle, "tagIds">, "string" | "integer"> = {
  id: "string",
  name: "string",
  vin: "string",
  serial: "string",
  make: "string",
  model: "string",
  year: "integer",
  licensePlate: "string",
  updatedAtMs: "integer",
};

const copyToken = (t: MockApiToken): MockApiToken => ({ ...t, scopes: [...t.scopes], tagIds: [...t.tagIds] });

/** Loads a served spec; only when `spec` is given, so the bundled mock loads neither yaml, ajv nor the sampler. */
async function loadServed(options: MockOptions) {
  if (options.spec === undefined) {
    if (options.overlays !== undefined) throw new TypeError("overlays apply to a spec: give spec as well");
    return undefined;
  }
  if (typeof options.spec !== "string" && (typeof options.spec !== "object" || options.spec === null))
    throw new TypeError(`spec must be a file path or a parsed OpenAPI document, got ${describeJson(options.spec)}`);
  if (
    options.overlays !== undefined &&
    (!Array.isArray(options.overlays) || !options.overlays.every((o) => typeof o === "string"))
  )
    throw new TypeError("overlays must be an array of overlay file paths");
  options.onStage?.("read");
  const [served, answers] = await Promise.all([
    import("./served-spec.js"),
    import("./spec-answers.js"),
    import("./pattern-strings.js").then((patterns) => patterns.requireRandExp()),
  ]).catch((error: NodeJS.ErrnoException) => {
    if (error?.code !== "ERR_MODULE_NOT_FOUND" && error?.code !== "MODULE_NOT_FOUND") throw error;
    // Optional peer dependencies: only a mock that serves a spec needs them.
    throw new Error(
      `serving a spec needs yaml, ajv, ajv-formats, openapi-sampler and randexp (${error.message.split("\n")[0]}); install them with: npm install --save-dev yaml ajv ajv-formats openapi-sampler randexp`,
      { cause: error },
    );
  });
  const spec = await served.loadServedSpec(options.spec, options.overlays, () => options.onStage?.("operations"));
  /** The served spec's layer over the mock's one store: the fleet model's data behind the spec's operations. */
  return {
    spec,
    layer(deps: Omit<SpecAnswerDeps, "spec">): ServedLayer {
      const { answer, errorBody } = answers.createSpecAnswers({ spec, ...deps });
      return {
        spec,
        answer,
        errorBody,
        refusalStatus: (operation, status) => served.refusalStatusOf(spec, operation, status),
        checkParameters: (operation, params, query) => served.checkParameters(spec, operation, params, query),
        checkBody: (operation, body, json) => served.checkBody(spec, operation, body, json),
        documentedAnswer: (operation, status, body) => served.documentedAnswer(spec, operation, status, body),
        checkAnswer: (operation, status, body) => served.checkAnswer(spec, operation, status, body),
      };
    },
  };
}

/**
 * Creates the mock without a socket: the spec's operations over deterministic fleet data, with the reference's
 * tokens, scopes, tag access, pagination and webhooks, answered by `mock.fetch` / `mock.handle`.
 */
export async function createMock(options: MockOptions = {}): Promise<Mock> {
  const { seed = 1, pageSize = 100 } = options;
  if (!Number.isSafeInteger(seed)) throw new TypeError(`seed must be an integer, got ${String(seed)}`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > 512)
    throw new TypeError(`pageSize must be an integer from 1 to 512, got ${String(pageSize)}`);
  const rateLimit = checkRateLimit(options.rateLimit);
  if (options.onStage !== undefined && typeof options.onStage !== "function")
    throw new TypeError(`onStage must be a function of the stage, got ${describeJson(options.onStage)}`);

  const random = createRandom(seed);
  const clock = createMockClock(options.now);
  const cursors = new CursorCodec(seed, clock);
  const loaded = await loadServed(options);
  options.onStage?.("data");
  const catalogue: ScopeCatalogue = loaded?.spec.catalogue ?? BUNDLED_SCOPES;
  const store = new MockStore(seed, random.fork("data"), clock.now(), options.data);
  const tokens = new TokenRegistry(
    random.fork("tokens"),
    (tagIds, where) => store.checkTagIds(tagIds, where),
    clock.now,
    catalogue,
  );
  const firstTag = store.collection("tags").entries()[0]?.value.id;
  for (const input of options.tokens ?? defaultTokenInputs(firstTag, catalogue)) tokens.create(input);
  const vehicles = store.collection("vehicles");
  const webhooks = new WebhookRegistry(
    random.fork("webhooks"),
    clock,
    () => vehicles.entries().find((e) => e.active)?.value,
  );
  const served = loaded?.layer({ cursors, seed, pageSize, store, webhooks, now: clock.now });
  const addedVehicles = random.fork("added-vehicles");

  function vehicleFields(update: MockInput<MockVehicle>, where: string) {
    if (!isJsonObject(update)) throw new TypeError(`${where}: give an object of vehicle fields`);
    const { active, ...fields } = update;
    if (active !== undefined && typeof active !== "boolean")
      throw new TypeError(`${where}: active must be a boolean, got ${describeJson(active)}`);
    for (const [name, type] of Object.entries(VEHICLE_FIELD_TYPES)) {
      const value = (fields as Record<string, unknown>)[name];
      if (value !== undefined && !(type === "integer" ? Number.isSafeInteger(value) : typeof value === "string")) {
        throw new TypeError(
          `${where}: ${name} must be ${type === "integer" ? "an integer" : "a string"}, got ${describeJson(value)}`,
        );
      }
    }
    if (fields.tagIds !== undefined) store.checkTagIds(fields.tagIds, where);
    return { active, fields };
  }

  const listTokensByName = () => Object.fromEntries(tokens.list().map((t) => [t.name, copyToken(t)]));

  const rateLimiter = rateLimit === undefined ? undefined : new RateLimiter(rateLimit);
  const usage = new UsageRecord(catalogue, () => served?.spec.file ?? "bundled");
  const oauth =
    options.oauthApps === undefined
      ? undefined
      : createOAuthServer({
          apps: options.oauthApps,
          clock,
          random: random.fork("oauth"),
          catalogue,
          checkTagIds: (tagIds, where) => store.checkTagIds(tagIds, where),
        });
  tokens.issued = oauth?.lookup;
  const handleApi = createApiHandler({ store, tokens, clock, cursors, webhooks, pageSize, rateLimiter, served, usage });

  /** The one request handler the node server, `mock.fetch` and the MSW handlers share. */
  async function handle(request: Request): Promise<Response> {
    try {
      if (oauth?.isOAuthPath(new URL(request.url).pathname)) return await oauth.handle(request);
      const { status, body, headers } = await handleApi(request);
      return jsonResponse(status, body, headers);
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      return errorResponse(
        new MockHttpError(500, "internal_error", error instanceof Error ? error.message : String(error)),
      );
    }
  }

  return {
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init))) as typeof fetch,
    handle,
    specFile: served?.spec.file ?? "bundled",
    seed,
    get tokens() {
      return mockTokens(listTokensByName());
    },
    clock,
    oauth: oauth?.handleOf(),
    createToken: (input) => copyToken(tokens.create(input)),
    regenerateToken: (tokenOrId) => copyToken(tokens.regenerate(tokenOrId)),
    scopePlan: () => usage.plan(),
    deleteToken: (tokenOrId) => copyToken(tokens.remove(tokenOrId)),
    registerWebhook: (input) => structuredClone(webhooks.register(input)),
    listWebhooks: () => structuredClone(webhooks.list()),
    deleteWebhook: (id) => structuredClone(webhooks.remove(id)),
    deliveries: (id) => structuredClone(webhooks.deliveries(id)),
    triggerPing: (id, triggerOptions) => webhooks.triggerPing(id, triggerOptions),
    triggerAlert: (id, alertFields, triggerOptions) => webhooks.triggerAlert(id, alertFields, triggerOptions),
    list(collection, listOptions = {}) {
      if (!COLLECTION_NAMES.includes(collection))
        throw new TypeError(`unknown collection ${JSON.stringify(collection)}; one of ${COLLECTION_NAMES.join(", ")}`);
      const viewer = listOptions.token === undefined ? { tagIds: [] } : tokens.find(listOptions.token);
      return store
        .visibleEntries(viewer, collection)
        .filter((e) => e.active || listOptions.includeInactive === true)
        .map((e) => structuredClone(e.value));
    },
    addVehicle(input = {}) {
      const { active, fields } = vehicleFields(input, "addVehicle");
      const tagIds = store
        .collection("tags")
        .entries()
        .map((e) => e.value.id);
      const [generated] = generateVehicles(addedVehicles, tagIds, clock.now(), [
        { name: `Vehicle ${pad(vehicles.size + 1)}`, ...fields, updatedAtMs: clock.now() },
      ]);
      return structuredClone(vehicles.insert(generated!.value, active ?? true).value);
    },
    updateVehicle(vehicleId, update) {
      const { active, fields } = vehicleFields(update, "updateVehicle");
      if (fields.id !== undefined && fields.id !== vehicleId)
        throw new TypeError(
          `updateVehicle: a vehicle's id cannot change (${JSON.stringify(vehicleId)} to ${JSON.stringify(fields.id)})`,
        );
      const entry = vehicles.update(vehicleId, { updatedAtMs: clock.now(), ...fields }, active);
      if (!entry) throw new MockHttpError(404, "not_found", `vehicle ${JSON.stringify(vehicleId)} does not exist`);
      return structuredClone(entry.value);
    },
  };
}

/** A Node request as a Fetch `Request`; the body streams, so the size limit applies as it arrives. */
function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    ...(hasBody && { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" }),
  } as RequestInit);
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  if (response.status !== 204) headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

export interface ListenOptions {
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** See `MockServerOptions.allowRemote`. */
  allowRemote?: boolean;
}

/** Serves a mock over HTTP: the API through `mock.handle`, and the control API under `/__mock`. */
export async function listenMock(created: Mock, options: ListenOptions = {}): Promise<MockServer> {
  const { port = 0, host = "127.0.0.1", allowRemote = false } = options;
  if (!Number.isSafeInteger(port) || port < 0 || port > 65535)
    throw new TypeError(`port must be an integer from 0 to 65535, got ${String(port)}`);
  if (typeof allowRemote !== "boolean")
    throw new TypeError(`allowRemote must be true or false, got ${describeJson(allowRemote)}`);

  let baseUrl = "";
  // The handle's own properties (getters included), plus the socket's.
  const mock = Object.defineProperties(
    {},
    {
      ...Object.getOwnPropertyDescriptors(created),
      baseUrl: { get: () => baseUrl, enumerable: true },
      port: { get: () => Number(new URL(baseUrl).port), enumerable: true },
      close: { value: () => close(), enumerable: true },
    },
  ) as MockServer;

  // requireHostHeader off: a request without Host gets the mock's own 403 below (or is served, with allowRemote).
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    if (!allowRemote && !isLoopbackHostHeader(req.headers.host)) {
      const named = req.headers.host === undefined ? "no Host header" : `Host ${JSON.stringify(req.headers.host)}`;
      return sendError(
        res,
        new MockHttpError(
          403,
          "host_not_allowed",
          `${named}: the mock answers only loopback names (localhost, 127.0.0.0/8, [::1]); start it with allowRemote (fleetkit mock --allow-remote) to serve other names`,
        ),
      );
    }
    // `new URL` resolves dot segments (`%2e` too, `\` read as `/`): `/drivers/../dispatch` would be served as another
    // operation than the one the request names. Such a target is refused before routing.
    if (/(?:^|[/\\])(?:\.|%2e){1,2}(?:[/\\]|$)/i.test((req.url ?? "").replace(/[?#].*/s, "")))
      return sendError(
        res,
        new MockHttpError(
          400,
          "invalid_parameter",
          `request target ${JSON.stringify(req.url!.slice(0, 200))} has a dot segment (".", "..", or "%2e" for a dot), which would resolve to another path; send the path without it`,
        ),
      );
    const url = new URL(`http://mock${req.url?.startsWith("/") ? req.url : `/${req.url ?? ""}`}`);
    const isControl = url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`);
    const served = isControl
      ? handleControl(mock, req, res, url)
      : // Inside the promise: a request Fetch cannot represent is answered 500, never thrown out of the listener.
        Promise.resolve()
          .then(() => created.handle(toRequest(req, url)))
          .then((response) => writeResponse(res, response));
    served.catch((error: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (error instanceof MockHttpError) return sendError(res, error);
      if (isControl && (error instanceof TypeError || error instanceof WebhookConfigError))
        return sendError(res, new MockHttpError(400, "invalid_request", error.message));
      sendError(res, new MockHttpError(500, "internal_error", error instanceof Error ? error.message : String(error)));
    });
  });

  let closed: Promise<void> | undefined;
  function close(): Promise<void> {
    closed ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return closed;
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  return mock;
}

/**
 * Starts the mock API on loopback: `createMock` and `listenMock` in one, the spec's operations over deterministic
 * fleet data, with the reference's tokens, scopes, tag access, pagination and webhooks, and a control API under
 * `/__mock`.
 */
export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const { port, host, allowRemote, ...mockOptions } = options;
  // The socket's options are checked first, before a spec is loaded.
  if (port !== undefined && (!Number.isSafeInteger(port) || port < 0 || port > 65535))
    throw new TypeError(`port must be an integer from 0 to 65535, got ${String(port)}`);
  if (allowRemote !== undefined && typeof allowRemote !== "boolean")
    throw new TypeError(`allowRemote must be true or false, got ${describeJson(allowRemote)}`);
  const mock = await createMock(mockOptions);
  return listenMock(mock, {
    ...(port !== undefined && { port }),
    ...(host !== undefined && { host }),
    ...(allowRemote !== undefined && { allowRemote }),
  });
}
