import { describe, expect, it } from "vitest";
import {
  SchemaValidationError,
  assertValid,
  isAlertNotification,
  isPingNotification,
  validate,
  type SchemaName,
} from "../../generated/validators.js";

// The notification of reference 2.3/2.4, in the shape shown for a geofence alert.
const alert = {
  eventId: "4a2e8b3f-5c1d-4e6f-9a7b-8c9d0e1f2a3b",
  eventMs: 1700000000123,
  eventType: "Alert",
  event: {
    alertEventUrl: "https://cloud.example/o/1/alerts/2",
    alertConditionDescription: "Vehicle is inside geofence",
    alertConditionId: "DeviceLocationInsideGeofence",
    details: "Truck 12 entered Depot",
    device: { id: 212014918104741, name: "Truck 12", serial: "G9DPTUCGY3", vin: "1FUJA6CK14LM94383" },
    orgId: 20936,
    resolved: false,
    startMs: 1700000000000,
    summary: "Truck 12 is inside Depot",
  },
};
const ping = { eventId: "6f1b", eventMs: 1700000000123, eventType: "Ping", event: { text: "Ping" } };
const webhook = {
  id: "wh_1",
  name: "Dispatch",
  url: "https://hooks.example/fleet",
  secretKey: "c2VjcmV0LWtleS0xMjM0NQ==",
  customHeaders: [{ key: "X-Team", value: "ops" }],
  version: "2018-01-01",
};
const without = <T extends object>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

type Case = [string, { schema: SchemaName; value: unknown; pointer?: string; keyword?: string }];

const accepted: Case[] = [
  ["a geofence Alert notification", { schema: "WebhookNotification", value: alert }],
  [
    "a speeding Alert with only the fields it has",
    {
      schema: "AlertNotification",
      value: { ...alert, event: { alertConditionId: "DeviceSpeedAboveSpeedLimit", speedMph: 71 } },
    },
  ],
  ["a Ping notification", { schema: "WebhookNotification", value: ping }],
  [
    "a webhook with 5 custom headers",
    {
      schema: "Webhook",
      value: { ...webhook, customHeaders: Array.from({ length: 5 }, (_, i) => ({ key: `X-H${i}`, value: "v" })) },
    },
  ],
  [
    "a list envelope",
    { schema: "ListEnvelope", value: { data: [{ id: "1" }], pagination: { endCursor: "abc", hasNextPage: true } } },
  ],
  [
    "an empty last page",
    { schema: "VehicleList", value: { data: [], pagination: { endCursor: "", hasNextPage: false } } },
  ],
  [
    "a driver creation body",
    { schema: "DriverCreateRequest", value: { name: "Ana", username: "ana", password: "pw", tagIds: ["3"] } },
  ],
  [
    "a token with default scopes",
    { schema: "ApiToken", value: { name: "ETL", scopes: ["Read Vehicles", "Read Drivers"], tagIds: [] } },
  ],
];

const rejected: Case[] = [
  [
    "a notification with a wrong eventType",
    {
      schema: "WebhookNotification",
      value: { ...ping, eventType: "Pong" },
      pointer: "/eventType",
      keyword: "discriminator",
    },
  ],
  [
    "a notification without eventId",
    { schema: "WebhookNotification", value: without(ping, "eventId"), pointer: "/eventId", keyword: "required" },
  ],
  [
    "an Alert without eventId",
    { schema: "AlertNotification", value: without(alert, "eventId"), pointer: "/eventId", keyword: "required" },
  ],
  [
    "a Ping whose text is not Ping",
    {
      schema: "PingNotification",
      value: { ...ping, event: { text: "Pong" } },
      pointer: "/event/text",
      keyword: "const",
    },
  ],
  [
    "a Ping event with a second field",
    { schema: "PingEvent", value: { text: "Ping", extra: 1 }, pointer: "/extra", keyword: "additionalProperties" },
  ],
  [
    "a fractional eventMs",
    { schema: "PingNotification", value: { ...ping, eventMs: 1.5 }, pointer: "/eventMs", keyword: "type" },
  ],
  [
    "an Alert event without alertConditionId",
    {
      schema: "AlertNotification",
      value: { ...alert, event: without(alert.event, "alertConditionId") },
      pointer: "/event/alertConditionId",
      keyword: "required",
    },
  ],
  [
    "a device id that is a string",
    { schema: "AlertDevice", value: { id: "212014918104741" }, pointer: "/id", keyword: "type" },
  ],
  [
    "a webhook with 6 custom headers",
    {
      schema: "Webhook",
      value: { ...webhook, customHeaders: Array.from({ length: 6 }, (_, i) => ({ key: `X-H${i}`, value: "v" })) },
      pointer: "/customHeaders",
      keyword: "maxItems",
    },
  ],
  [
    "an http:// webhook URL",
    {
      schema: "Webhook",
      value: { ...webhook, url: "http://hooks.example/fleet" },
      pointer: "/url",
      keyword: "pattern",
    },
  ],
  [
    "a secret that is not Base64",
    { schema: "Webhook", value: { ...webhook, secretKey: "not base64!" }, pointer: "/secretKey", keyword: "pattern" },
  ],
  [
    "an envelope without pagination",
    { schema: "ListEnvelope", value: { data: [] }, pointer: "/pagination", keyword: "required" },
  ],
  [
    "hasNextPage as a string",
    {
      schema: "PaginationInfo",
      value: { endCursor: "a", hasNextPage: "true" },
      pointer: "/hasNextPage",
      keyword: "type",
    },
  ],
  [
    "a token with an unknown scope",
    { schema: "ApiToken", value: { name: "ETL", scopes: ["Read Everything"] }, pointer: "/scopes/0", keyword: "enum" },
  ],
  [
    "driver tagIds that are numbers",
    { schema: "DriverCreateRequest", value: { name: "Ana", tagIds: [3] }, pointer: "/tagIds/0", keyword: "type" },
  ],
];

describe("precompiled validators", () => {
  it.each(accepted)("accept %s", (_, { schema, value }) => {
    expect(validate(schema, value)).toEqual({ valid: true });
  });

  it.each(rejected)("reject %s", (_, { schema, value, pointer, keyword }) => {
    const result = validate(schema, value);
    expect(result.valid).toBe(false);
    if (!result.valid)
      expect(result.errors).toContainEqual({
        pointer,
        keyword,
        message: expect.stringMatching(new RegExp(`^${pointer?.replace(/\//g, "\\/")} `)),
      });
  });

  it("explain patterns in words", () => {
    const result = validate("Webhook", { ...webhook, url: "http://hooks.example" });
    expect(result).toEqual({
      valid: false,
      errors: [
        {
          pointer: "/url",
          keyword: "pattern",
          message: "/url must be an https:// URL (the reference requires HTTPS for webhooks)",
        },
      ],
    });
  });

  it("narrow with type guards", () => {
    const value: unknown = JSON.parse(JSON.stringify(alert));
    expect(isAlertNotification(value)).toBe(true);
    expect(isPingNotification(value)).toBe(false);
    if (isAlertNotification(value)) expect(value.event.alertConditionId).toBe("DeviceLocationInsideGeofence");
  });

  it("assertValid returns the typed value or throws SchemaValidationError listing every rule", () => {
    expect(assertValid("PingNotification", ping).event.text).toBe("Ping");
    expect(() => assertValid("PingNotification", { ...ping, event: { text: "Pong" }, eventMs: "x" })).toThrow(
      SchemaValidationError,
    );
    expect(() => assertValid("PingNotification", { ...ping, event: { text: "Pong" } })).toThrow(
      /\/event\/text must be equal to constant "Ping"/,
    );
  });

  it("throw a TypeError naming the schemas for an unknown schema name", () => {
    expect(() => validate("Nope" as SchemaName, {})).toThrow(
      /^unknown schema "Nope"; expected one of: ScopeName, ErrorResponse(, \w+){8} and \d+ more \(the module's SchemaName type lists every one\)$/,
    );
  });
});
