import { describe, expect, expectTypeOf, it } from "vitest";
import type { AlertNotification, PingNotification, WebhookNotification } from "../../generated/schema-types.js";
import {
  WebhookConfigError,
  WebhookVerificationError,
  createAlert,
  createWebhookHandler,
  deliverWebhook,
  isKnownAlertCondition,
  signWebhook,
  verifyWebhook,
  type KnownAlertConditionId,
  type UnknownNotification,
  validateWebhookNotification,
  type WebhookVerificationErrorCode,
} from "../../entries/webhooks.js";
import * as generic from "../../runtime/webhooks/index.js";
import { PING_BODY, SECRET, alertBody, now, signedHeaders } from "./helpers.js";

// The @ts-expect-error lines are proven by `npm run typecheck` (tsc fails on an unused one);
// each wrong call also runs, so the runtime guard behind the type is tested as well.

function post(body: string): Request {
  return new Request("http://localhost/", { method: "POST", body, headers: signedHeaders(body) });
}

describe("callback and result types", () => {
  it("onAlert receives an AlertNotification and onPing a PingNotification", async () => {
    const seen: string[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      now,
      onAlert: (alert) => {
        expectTypeOf(alert).toEqualTypeOf<AlertNotification>();
        // @ts-expect-error an Alert's event has no `text`
        seen.push(String(alert.event.text));
        seen.push(alert.event.alertConditionId);
      },
      onPing: (ping) => {
        expectTypeOf(ping).toEqualTypeOf<PingNotification>();
        expectTypeOf(ping.event.text).toEqualTypeOf<"Ping">();
        seen.push(ping.event.text);
      },
      onNotification: (notification, context) => {
        expectTypeOf(notification).toEqualTypeOf<WebhookNotification | UnknownNotification>();
        expectTypeOf(context.schemaValid).toEqualTypeOf<boolean>();
        expectTypeOf(context.signal).toEqualTypeOf<AbortSignal>();
      },
    });
    await handler(post(alertBody()));
    await handler(post(PING_BODY));
    expect(seen).toEqual(["undefined", "DeviceLocationInsideGeofence", "Ping"]);
  });

  it("verifyWebhook returns a union narrowed by eventType", () => {
    const notification = verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY), body: PING_BODY, now });
    expectTypeOf(notification).toEqualTypeOf<WebhookNotification>();
    if (notification.eventType === "Ping") expectTypeOf(notification.event).toEqualTypeOf<PingNotification["event"]>();
    expect(notification.eventType).toBe("Ping");
  });

  it("isKnownAlertCondition narrows alertConditionId to the reference's values", () => {
    const alert = createAlert();
    if (!isKnownAlertCondition(alert)) throw new Error("the default alert should be a known condition");
    expectTypeOf(alert.event.alertConditionId).toEqualTypeOf<KnownAlertConditionId>();
    expect(alert.event.alertConditionId).toBe("DeviceLocationInsideGeofence");
  });

  it("the generic verifyWebhook is typed by whether a validator is given", () => {
    const headers = signedHeaders(PING_BODY);
    expectTypeOf(generic.verifyWebhook({ secret: SECRET, headers, body: PING_BODY, now })).toEqualTypeOf<
      WebhookNotification | UnknownNotification
    >();
    expectTypeOf(
      generic.verifyWebhook({
        secret: SECRET,
        headers,
        body: PING_BODY,
        now,
        validateNotification: validateWebhookNotification,
      }),
    ).toEqualTypeOf<WebhookNotification>();
    expect(generic.verifyWebhook({ secret: SECRET, headers, body: PING_BODY, now }).eventType).toBe("Ping");
  });

  it("error codes are a closed union", () => {
    // @ts-expect-error not a verification error code
    const code: WebhookVerificationErrorCode = "bad_signature";
    expect(new WebhookVerificationError(code, "m").code).toBe("bad_signature");
  });
});

describe("wrong calls are type errors and runtime errors", () => {
  it("a parsed object as body", () => {
    const parsed = JSON.parse(PING_BODY) as object;
    // @ts-expect-error body must be raw
    expect(() => verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY), body: parsed, now })).toThrow(
      WebhookVerificationError,
    );
  });

  it("a secret list for signing (one key signs; lists are for verifying)", () => {
    // @ts-expect-error signWebhook takes one secret
    expect(() => signWebhook({ secret: [SECRET], body: "{}" })).toThrow(WebhookConfigError);
  });

  it("an unknownAlertCondition other than accept or reject", () => {
    // @ts-expect-error only "accept" | "reject"
    expect(() => createWebhookHandler({ secret: SECRET, unknownAlertCondition: "ignore" })).toThrow(WebhookConfigError);
  });

  it("a dedupe store with the has/add methods of earlier versions", () => {
    // @ts-expect-error a store needs claim, complete and release
    expect(() => createWebhookHandler({ secret: SECRET, dedupe: { has: () => false, add: () => {} } })).toThrow(
      WebhookConfigError,
    );
  });

  it("strict given as a string", () => {
    // @ts-expect-error strict is a boolean
    expect(() => createWebhookHandler({ secret: SECRET, strict: "yes" })).toThrow(WebhookConfigError);
  });

  it("a custom header with a non-string value", async () => {
    const delivery = deliverWebhook({
      url: "https://hooks.example.com/",
      secret: SECRET,
      notification: createAlert(),
      // @ts-expect-error header values are strings
      customHeaders: { "X-Auth": 1 },
    });
    await expect(delivery).rejects.toThrow(WebhookConfigError);
  });

  it("an alertConditionId that is not a string", () => {
    // @ts-expect-error alertConditionId is a string
    expect(() => createAlert({ event: { alertConditionId: 7 } })).toThrow(WebhookConfigError);
  });
});
