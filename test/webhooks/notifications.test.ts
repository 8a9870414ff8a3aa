import { describe, expect, it } from "vitest";
import { isAlertNotification, isPingNotification } from "../../generated/validators.js";
import {
  KNOWN_ALERT_CONDITION_IDS,
  WebhookConfigError,
  createAlert,
  createPing,
  isKnownAlertCondition,
} from "../../entries/webhooks.js";

describe("createPing", () => {
  it("builds a schema-valid Ping whose event is exactly { text: 'Ping' }", () => {
    const ping = createPing();
    expect([isPingNotification(ping), ping.eventType, ping.event]).toEqual([true, "Ping", { text: "Ping" }]);
  });

  it("gives each call a fresh eventId and the current eventMs", () => {
    const before = Date.now();
    const [a, b] = [createPing(), createPing()];
    expect(a.eventId).not.toBe(b.eventId);
    expect(a.eventMs).toBeGreaterThanOrEqual(before);
  });

  it("takes eventId and eventMs when given", () => {
    expect(createPing({ eventId: "e1", eventMs: 5 })).toMatchObject({ eventId: "e1", eventMs: 5 });
  });

  it("refuses an eventMs the schema rejects", () => {
    // A fraction breaks `type: integer`, whatever the spec says about a minimum.
    expect(() => createPing({ eventMs: 1.5 })).toThrow(WebhookConfigError);
  });
});

describe("createAlert", () => {
  it("builds a schema-valid geofence Alert with every field of reference 2.4", () => {
    const alert = createAlert({ eventMs: 1_700_000_000_000 });
    expect(isAlertNotification(alert)).toBe(true);
    expect(Object.keys(alert.event).sort()).toEqual([
      "alertConditionDescription",
      "alertConditionId",
      "alertEventUrl",
      "details",
      "device",
      "orgId",
      "resolved",
      "startMs",
      "summary",
    ]);
    expect([alert.event.alertConditionId, alert.event.startMs]).toEqual([
      "DeviceLocationInsideGeofence",
      1_700_000_000_000,
    ]);
  });

  it("overrides event fields, e.g. a speeding alert", () => {
    const alert = createAlert({ event: { alertConditionId: "DeviceSpeedAboveSpeedLimit", resolved: true } });
    expect([alert.event.alertConditionId, alert.event.resolved, isKnownAlertCondition(alert)]).toEqual([
      "DeviceSpeedAboveSpeedLimit",
      true,
      true,
    ]);
  });

  it("refuses fields of the wrong type", () => {
    expect(() => createAlert({ event: { orgId: "one" as unknown as number } })).toThrow(/orgId/);
  });
});

describe("known alert conditions", () => {
  it("are the two the reference shows", () => {
    expect(KNOWN_ALERT_CONDITION_IDS).toEqual(["DeviceLocationInsideGeofence", "DeviceSpeedAboveSpeedLimit"]);
  });

  it("exclude others", () => {
    expect(isKnownAlertCondition(createAlert({ event: { alertConditionId: "DeviceHarshBraking" } }))).toBe(false);
  });
});
