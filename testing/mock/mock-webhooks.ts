import { validate } from "../../generated/validators.js";
import type { AlertEvent, WebhookCustomHeader, WebhookNotification } from "../../generated/schema-types.js";
import {
  MAX_CUSTOM_HEADERS,
  WEBHOOK_HEADERS,
  createAlert,
  createPing,
  deliverWebhook,
  type BackoffOptions,
  type DeliveryAttempt,
} from "../../entries/webhooks.js";
import type { MockClock } from "./clock.js";
import { MockHttpError } from "./errors.js";
import { describeJson } from "./json-input.js";
import type { MockVehicle } from "./fleet-data.js";
import type { Random } from "./random.js";
import { MAX_WEBHOOKS, checkRecordSize, storeFull } from "./store-budget.js";
import { isLoopbackHost } from "../../runtime/base-url.js";

/** A registered webhook (reference 2.2) with the fields of the spec's `Webhook` schema (the vendor's names). */
export interface MockWebhook {
  /** `wh_1`, `wh_2`, … */
  id: string;
  name: string;
  url: string;
  /** 32 random bytes, Base64: the key for `X-Service-Signature`. */
  secretKey: string;
  customHeaders: WebhookCustomHeader[];
  /** Stored as given; the mock sends Alert and Ping notifications whatever they are. */
  eventTypes: string[];
  /** The payload version; default `DEFAULT_WEBHOOK_VERSION`. The mock always sends the reference's (1.0) payloads. */
  version: string;
}

/** The body of `POST /webhooks` (the spec's `WebhookCreateRequest`), as the mock takes it. */
export interface RegisterWebhookInput {
  name: string;
  /** HTTPS; the JavaScript handle and the control API also take plain HTTP to localhost, 127.0.0.0/8 or [::1]. */
  url: string;
  /** Up to 5, as `{ key, value }` pairs or an object of names to values. */
  customHeaders?: readonly WebhookCustomHeader[] | Readonly<Record<string, string>>;
  eventTypes?: readonly string[];
  version?: string;
}

/** The version a webhook registered without one gets: the first value the vendor documents (the mock's choice). */
export const DEFAULT_WEBHOOK_VERSION = "2018-01-01";
/** RFC 9110 `token`: the characters a header name may have. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export interface TriggerOptions {
  /** 1 to 5 (default 5, the service's limit, reference 6.4). */
  maxAttempts?: number;
  /** Waits between attempts; default 1 s doubling (the service's intervals are not shown). */
  backoff?: BackoffOptions;
  /** Per attempt; default 10 000 ms. */
  timeoutMs?: number;
}

/** What one trigger sent and how the receiver answered each attempt. */
export interface MockDelivery {
  webhookId: string;
  notification: WebhookNotification;
  delivered: boolean;
  attempts: DeliveryAttempt[];
}

/** The organization ID the mock's notifications and `X-Service-Org-Id` carry (mock data). */
export const MOCK_ORG_ID = 4242;
const KEPT_DELIVERIES = 50;
const SERVICE_HEADERS = new Set(
  [...Object.values(WEBHOOK_HEADERS), "Host", "Content-Length", "Transfer-Encoding", "Connection"].map((h) =>
    h.toLowerCase(),
  ),
);

export class WebhookRegistry {
  readonly #webhooks = new Map<string, MockWebhook>();
  readonly #deliveries = new Map<string, MockDelivery[]>();
  #nextId = 1;

  constructor(
    private readonly random: Random,
    private readonly clock: MockClock,
    /** The vehicle an alert is about by default. */
    private readonly someVehicle: () => MockVehicle | undefined,
  ) {}

  list(): MockWebhook[] {
    return [...this.#webhooks.values()];
  }

  get(id: string): MockWebhook {
    const webhook = this.#webhooks.get(id);
    if (!webhook) throw new MockHttpError(404, "not_found", `webhook ${JSON.stringify(id)} does not exist`);
    return webhook;
  }

  /** The latest deliveries to a webhook, oldest first (at most 50 are kept). */
  deliveries(id: string): MockDelivery[] {
    this.get(id);
    return [...(this.#deliveries.get(id) ?? [])];
  }

  /** `allowLoopbackHttp`: also take `http://` to a loopback host (the handle and the control API; not `POST /webhooks`). */
  register(input: RegisterWebhookInput, allowLoopbackHttp = true): MockWebhook {
    if (typeof input !== "object" || input === null)
      throw new TypeError("a webhook needs { name, url, customHeaders?, eventTypes?, version? }");
    if (typeof input.name !== "string" || input.name.trim() === "")
      throw new TypeError("a webhook needs a non-empty name");
    // Before an ID or a secret is drawn: a refused webhook leaves the next ones as they would have been.
    if (this.#webhooks.size >= MAX_WEBHOOKS) throw storeFull(`${MAX_WEBHOOKS} webhooks`);
    checkRecordSize(input, "the webhook");
    const webhook: MockWebhook = {
      id: `wh_${this.#nextId++}`,
      name: input.name,
      url: checkUrl(input.url, allowLoopbackHttp),
      secretKey: Buffer.from(this.random.bytes(32)).toString("base64"),
      customHeaders: checkCustomHeaders(input.customHeaders),
      eventTypes: checkEventTypes(input.eventTypes),
      version: checkVersion(input.version),
    };
    this.#webhooks.set(webhook.id, webhook);
    return webhook;
  }

  remove(id: string): MockWebhook {
    const webhook = this.get(id);
    this.#webhooks.delete(id);
    this.#deliveries.delete(id);
    return webhook;
  }

  /** Reference 6.2: what the dashboard's Test button sends. */
  async triggerPing(id: string, options: TriggerOptions = {}): Promise<MockDelivery> {
    return this.#deliver(this.get(id), createPing({ eventMs: this.clock.now() }), options);
  }

  /** A geofence alert (reference 2.4) about one of the mock's vehicles; `event` fields override it. */
  async triggerAlert(id: string, event: Partial<AlertEvent> = {}, options: TriggerOptions = {}): Promise<MockDelivery> {
    const webhook = this.get(id);
    const vehicle = this.someVehicle();
    const eventMs = this.clock.now();
    const defaults: Partial<AlertEvent> =
      vehicle === undefined
        ? { orgId: MOCK_ORG_ID }
        : {
            device: { id: Number(vehicle.id), name: vehicle.name, serial: vehicle.serial, vin: vehicle.vin },
            details: `${vehicle.name} entered Depot North.`,
            summary: `${vehicle.name} is inside Depot North.`,
            orgId: MOCK_ORG_ID,
          };
    return this.#deliver(
      webhook,
      createAlert({ eventMs, event: { ...defaults, startMs: eventMs, ...event } }),
      options,
    );
  }

  async #deliver(
    webhook: MockWebhook,
    notification: WebhookNotification,
    options: TriggerOptions,
  ): Promise<MockDelivery> {
    const report = await deliverWebhook({
      url: webhook.url,
      secret: webhook.secretKey,
      notification,
      customHeaders: Object.fromEntries(webhook.customHeaders.map((h) => [h.key, h.value])),
      orgId: MOCK_ORG_ID,
      allowInsecureLoopback: true,
      now: this.clock.now,
      ...(options.maxAttempts !== undefined && { maxAttempts: options.maxAttempts }),
      ...(options.backoff !== undefined && { backoff: options.backoff }),
      ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    });
    const delivery: MockDelivery = {
      webhookId: webhook.id,
      notification,
      delivered: report.delivered,
      attempts: report.attempts,
    };
    const kept = this.#deliveries.get(webhook.id) ?? [];
    kept.push(delivery);
    this.#deliveries.set(webhook.id, kept.slice(-KEPT_DELIVERIES));
    return delivery;
  }
}

function checkUrl(url: unknown, allowLoopbackHttp: boolean): string {
  if (typeof url !== "string") throw new TypeError(`url must be a string, got ${describeJson(url)}`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(`url ${JSON.stringify(url)} is not an absolute URL`);
  }
  if (
    parsed.protocol === "https:" ||
    (allowLoopbackHttp && parsed.protocol === "http:" && isLoopbackHost(parsed.hostname))
  )
    return parsed.href;
  const allowance = allowLoopbackHttp
    ? "; the mock also accepts http to localhost, 127.0.0.0/8 or [::1]"
    : "; register a local http receiver through the mock's handle or control API instead";
  throw new TypeError(`url must use https (reference 2.2)${allowance}, got ${parsed.protocol}//${parsed.host}`);
}

function checkEventTypes(eventTypes: unknown = []): string[] {
  if (!Array.isArray(eventTypes) || !eventTypes.every((t) => typeof t === "string" && t !== ""))
    throw new TypeError(`eventTypes must be an array of event type names, got ${describeJson(eventTypes)}`);
  return [...eventTypes];
}

function checkVersion(version: unknown = DEFAULT_WEBHOOK_VERSION): string {
  if (typeof version !== "string" || version === "")
    throw new TypeError(
      `version must be a non-empty string such as "${DEFAULT_WEBHOOK_VERSION}", got ${describeJson(version)}`,
    );
  return version;
}

function checkCustomHeaders(input: RegisterWebhookInput["customHeaders"] = []): WebhookCustomHeader[] {
  const headers: unknown[] = Array.isArray(input)
    ? input
    : typeof input === "object" && input !== null
      ? Object.entries(input).map(([key, value]) => ({ key, value }))
      : [input];
  if (headers.length > MAX_CUSTOM_HEADERS)
    throw new TypeError(
      `a webhook has at most ${MAX_CUSTOM_HEADERS} custom headers (reference 2.2), got ${headers.length}`,
    );
  const seen = new Set<string>();
  return headers.map((header, i) => {
    const result = validate("WebhookCustomHeader", header);
    if (!result.valid) throw new TypeError(`customHeaders[${i}]: ${result.errors.map((e) => e.message).join("; ")}`);
    const { key: name, value } = header as WebhookCustomHeader;
    if (!HEADER_NAME.test(name))
      throw new TypeError(
        `customHeaders[${i}]: ${JSON.stringify(name)} is not an HTTP header name (letters, digits and !#$%&'*+.^_\`|~- only)`,
      );
    const lower = name.toLowerCase();
    if (SERVICE_HEADERS.has(lower))
      throw new TypeError(`customHeaders[${i}]: ${name} is a header the service sets itself`);
    if (seen.has(lower))
      throw new TypeError(`customHeaders[${i}]: ${name} is given twice (header names are case-insensitive)`);
    if (/[\r\n\0]/.test(value)) throw new TypeError(`customHeaders[${i}]: the value of ${name} contains CR, LF or NUL`);
    seen.add(lower);
    return { key: name, value };
  });
}
