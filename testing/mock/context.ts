import type { Operation } from "../../generated/operations.js";
import type { MockClock } from "./clock.js";
import type { CursorCodec } from "./cursors.js";
import type { WebhookRegistry } from "./mock-webhooks.js";
import type { MockStore } from "./store.js";
import type { MockApiToken } from "./tokens.js";

/** Everything an operation handler may read: the request, already authenticated and scope-checked. */
export interface RequestContext {
  operation: Operation;
  /** Path parameters by template name, decoded. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body; undefined when none was sent. */
  body: unknown;
  token: MockApiToken;
  store: MockStore;
  clock: MockClock;
  cursors: CursorCodec;
  webhooks: WebhookRegistry;
  /** Page size of paginated endpoints without `limit` (the service chooses it, reference 4.3). */
  pageSize: number;
}

export interface MockResponse {
  status: number;
  body: unknown;
  /** Headers the answer carries besides Content-Type (a served spec's documented redirect `Location`). */
  headers?: Record<string, string>;
}

export type OperationHandler = (context: RequestContext) => MockResponse;

export const ok = (body: unknown): MockResponse => ({ status: 200, body });
