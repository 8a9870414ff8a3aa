import type { DriverCreateRequest, PaginationInfo, WebhookNotification } from "../generated/schema-types.js";
import { DELIVERY_USER_AGENT, WEBHOOK_HEADERS, signWebhook } from "../entries/webhooks.js";
import type { MockVehicle } from "./mock/fleet-data.js";
import { MOCK_ORG_ID } from "./mock/mock-webhooks.js";

/*
 * Valid payloads for your own tests. Each builder's output validates against the spec's schema (the notification
 * builders throw WebhookConfigError for overrides that would break it); fields the reference does not show are
 * mock data.
 */

/**
 * The spec's `ListEnvelope` (reference 2.6) with typed items: `data` is `T[]` instead of open objects. The mock's
 * pages have this type too.
 */
export interface ListEnvelopeOf<T> {
  data: T[];
  pagination: PaginationInfo;
}

/**
 * A list envelope (reference 2.6). `hasNextPage` defaults to false and `endCursor` to "" then; with
 * `hasNextPage: true` an `endCursor` is required, since a client would otherwise restart from the first page.
 */
export function buildListEnvelope<T extends object>(
  items: readonly T[],
  pagination: Partial<PaginationInfo> = {},
): ListEnvelopeOf<T> {
  const hasNextPage = pagination.hasNextPage ?? false;
  if (hasNextPage && !pagination.endCursor)
    throw new TypeError("buildListEnvelope: hasNextPage: true needs a non-empty endCursor");
  return { data: [...items], pagination: { endCursor: pagination.endCursor ?? "", hasNextPage } };
}

/** A vehicle as the mock serves it (every field is mock data; the spec leaves `Vehicle` open). */
export function buildVehicle(overrides: Partial<MockVehicle> = {}): MockVehicle {
  return {
    id: "281474976710655",
    name: "Truck 001",
    vin: "1FUJA6CK14LM94383",
    serial: "GFRV-43N-VGX",
    make: "Freightliner",
    model: "Cascadia",
    year: 2022,
    licensePlate: "7ABC123",
    tagIds: [],
    updatedAtMs: 1_700_000_000_000,
    ...overrides,
  };
}

/** A driver creation body (reference 2.7); a tag-limited token needs one of its tags in `tagIds` (5.4). */
export function buildDriverCreateRequest(overrides: Partial<DriverCreateRequest> = {}): DriverCreateRequest {
  return { name: "Ana Alvarez", username: "ana.alvarez", password: "correct-horse-battery", tagIds: [], ...overrides };
}

export interface SignedDeliveryOptions {
  /** The webhook's Base64 secret key. */
  secret: string;
  /** Unix seconds; default now. */
  timestamp?: number;
  /** Added like a webhook's custom headers. */
  customHeaders?: Readonly<Record<string, string>>;
}

export interface SignedDelivery {
  /** Every header of a delivery (reference 6.3), signed. */
  headers: Record<string, string>;
  /** The exact body that was signed. */
  body: string;
  /** The same delivery as a Fetch `Request` POSTed to `url`. */
  toRequest(url?: string): Request;
}

/**
 * A delivery as the service would send it, without a network: feed it to your handler, or to
 * `toBeSignedWebhook`. A string body is signed as is (for payloads that are not valid notifications).
 */
export function buildSignedDelivery(
  notification: WebhookNotification | string,
  options: SignedDeliveryOptions,
): SignedDelivery {
  const body = typeof notification === "string" ? notification : JSON.stringify(notification);
  const signed = signWebhook({
    secret: options.secret,
    body,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  });
  const headers: Record<string, string> = {
    [WEBHOOK_HEADERS.contentType]: "application/json",
    [WEBHOOK_HEADERS.userAgent]: DELIVERY_USER_AGENT,
    ...(typeof notification !== "string" && {
      [WEBHOOK_HEADERS.requestId]: notification.eventId,
      [WEBHOOK_HEADERS.eventType]: notification.eventType,
    }),
    [WEBHOOK_HEADERS.orgId]: String(
      typeof notification !== "string" && notification.eventType === "Alert"
        ? (notification.event.orgId ?? MOCK_ORG_ID)
        : MOCK_ORG_ID,
    ),
    ...signed.headers,
    ...options.customHeaders,
  };
  return {
    headers,
    body,
    toRequest: (url = "http://127.0.0.1/webhook") => new Request(url, { method: "POST", headers, body }),
  };
}
