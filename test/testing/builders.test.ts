import { createAlert, createPing } from "../../entries/webhooks.js";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { ListEnvelope, PaginationInfo } from "../../generated/schema-types.js";
import { validate, type SchemaName } from "../../generated/validators.js";
import { verifyWebhook, WebhookConfigError } from "../../entries/webhooks.js";
import {
  buildDriverCreateRequest,
  buildListEnvelope,
  buildSignedDelivery,
  buildVehicle,
  installMatchers,
  type ListEnvelopeOf,
} from "../../testing/index.js";

installMatchers(expect);

const SECRET = Buffer.alloc(32, 3).toString("base64");

/** Each builder's output, and the schema of the spec it must satisfy. */
const CASES: [string, () => unknown, SchemaName][] = [
  ["createPing()", () => createPing(), "PingNotification"],
  ["createPing with overrides", () => createPing({ eventId: "evt-1", eventMs: 0 }), "PingNotification"],
  ["createAlert()", () => createAlert(), "AlertNotification"],
  [
    "a speeding alert",
    () => createAlert({ event: { alertConditionId: "DeviceSpeedAboveSpeedLimit", resolved: true } }),
    "AlertNotification",
  ],
  ["either notification as a WebhookNotification", () => createAlert(), "WebhookNotification"],
  [
    "buildListEnvelope of vehicles",
    () => buildListEnvelope([buildVehicle(), buildVehicle({ id: "2" })], { endCursor: "c2", hasNextPage: true }),
    "VehicleList",
  ],
  ["an empty last page", () => buildListEnvelope([]), "ListEnvelope"],
  ["buildVehicle()", () => buildVehicle(), "Vehicle"],
  ["buildDriverCreateRequest with a tag", () => buildDriverCreateRequest({ tagIds: ["1234"] }), "DriverCreateRequest"],
];

describe("builders produce payloads valid against the spec", () => {
  it.each(CASES)("%s is a valid %s", (_, build, schema) => {
    const result = validate(schema, build());
    expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
  });
});

describe("buildListEnvelope", () => {
  it("defaults to a last page", () => {
    expect(buildListEnvelope([{ id: "1" }])).toEqual({
      data: [{ id: "1" }],
      pagination: { endCursor: "", hasNextPage: false },
    });
  });

  it("refuses hasNextPage without an endCursor, which would send a client back to the first page", () => {
    expect(() => buildListEnvelope([], { hasNextPage: true })).toThrow(/needs a non-empty endCursor/);
  });

  it("is typed with the spec's PaginationInfo, so an envelope of open objects is the spec's ListEnvelope (checked by tsc)", () => {
    expectTypeOf<ListEnvelopeOf<{ id: string }>["pagination"]>().toEqualTypeOf<PaginationInfo>();
    expectTypeOf(buildListEnvelope<Record<string, unknown>>([{ id: "1" }])).toExtend<ListEnvelope>();
  });

  it("copies the items", () => {
    const items = [{ id: "1" }];
    const envelope = buildListEnvelope(items);
    items.push({ id: "2" });
    expect(envelope.data).toHaveLength(1);
  });
});

describe("notification builders", () => {
  it("apply overrides of the alert event", () => {
    expect(createAlert({ eventId: "x", event: { summary: "S" } })).toMatchObject({
      eventId: "x",
      eventType: "Alert",
      event: { summary: "S", alertConditionId: "DeviceLocationInsideGeofence" },
    });
  });

  it("refuse overrides that would break the schema", () => {
    expect(() => createAlert({ event: { resolved: "yes" as unknown as boolean } })).toThrow(WebhookConfigError);
  });
});

describe("buildSignedDelivery", () => {
  it("signs the body so verifyWebhook returns the notification", () => {
    const notification = createPing();
    const delivery = buildSignedDelivery(notification, { secret: SECRET });
    expect(delivery).toBeSignedWebhook(SECRET);
    expect(verifyWebhook({ secret: SECRET, headers: delivery.headers, body: delivery.body })).toEqual(notification);
  });

  it("sets every header of reference 6.3, plus custom headers", () => {
    const notification = createAlert({ event: { orgId: 77 } });
    const { headers } = buildSignedDelivery(notification, {
      secret: SECRET,
      timestamp: 1_700_000_000,
      customHeaders: { "X-Team": "ops" },
    });
    expect(headers).toMatchObject({
      "Content-Type": "application/json",
      "User-Agent": expect.stringMatching(/^Service-Webhook\//),
      "X-Service-Request": notification.eventId,
      "X-Service-Event-Type": "Alert",
      "X-Service-Org-Id": "77",
      "X-Service-Timestamp": "1700000000",
      "X-Service-Signature": expect.stringMatching(/^v1=[0-9a-f]{64}$/),
      "X-Team": "ops",
    });
  });

  it("signs a raw string body as is, for payloads that are not notifications", () => {
    const delivery = buildSignedDelivery("not json", { secret: SECRET });
    expect(delivery.body).toBe("not json");
    expect(delivery).toBeSignedWebhook(SECRET);
  });

  it("builds a Fetch Request with the same headers and body", async () => {
    const request = buildSignedDelivery(createPing(), { secret: SECRET }).toRequest("https://receiver.example/hook");
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://receiver.example/hook");
    await expect(request).toBeSignedWebhook(SECRET);
  });
});
