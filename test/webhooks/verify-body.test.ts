import { describe, expect, it } from "vitest";
import { verifyWebhook, verifyWebhookSignature, type WebhookVerificationErrorCode } from "../../entries/webhooks.js";
import { expectRejection } from "./expect-rejection.js";
import { NOW_SECONDS, PING_BODY, SECRET, alertBody, hmacHex, now, signedHeaders } from "./helpers.js";

const TS = String(NOW_SECONDS);
const INVALID_UTF8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]); // {"a":"\xff\xfe"}

/** Signs `signed`, then verifies `sent`: a difference between them is the attack. */
function verifyTampered(signed: string | Uint8Array, sent: unknown) {
  return verifyWebhook({ secret: SECRET, headers: signedHeaders(signed), body: sent as string, now });
}

describe("verifyWebhook rejects a body that is not the signed one", () => {
  const cases: [name: string, signed: string | Uint8Array, sent: string | Uint8Array][] = [
    ["one character changed", PING_BODY, PING_BODY.replace('"Ping"}', '"Pong"}')],
    [
      "re-serialised with JSON.stringify(JSON.parse(body), null, 2)",
      PING_BODY,
      JSON.stringify(JSON.parse(PING_BODY), null, 2),
    ],
    [
      "re-serialised compactly from a pretty-printed original",
      JSON.stringify(JSON.parse(PING_BODY), null, 2),
      PING_BODY,
    ],
    ["a trailing newline appended", PING_BODY, `${PING_BODY}\n`],
    ["surrounding whitespace trimmed", ` ${PING_BODY} `, PING_BODY],
    ["emptied", PING_BODY, ""],
    ["a \\u00fc escape decoded to ü", '{"x":"\\u00fc"}', '{"x":"ü"}'],
    ["invalid UTF-8 decoded lossily to U+FFFD before verifying", INVALID_UTF8, INVALID_UTF8.toString("utf8")],
    [
      "a byte appended to a Buffer body",
      Buffer.from(PING_BODY),
      Buffer.concat([Buffer.from(PING_BODY), Buffer.from([0])]),
    ],
  ];
  it.each(cases)("%s", (_name, signed, sent) => {
    expectRejection(() => verifyTampered(signed, sent), "signature_mismatch");
  });
});

describe("verifyWebhook rejects a body that is not raw", () => {
  const cases: [name: string, body: unknown, fragment: RegExp][] = [
    ["an already-parsed object", JSON.parse(PING_BODY), /already-parsed object.*express\.raw/],
    ["undefined (framework consumed the stream)", undefined, /missing/],
    ["null", null, /missing/],
    ["a number", 42, /a number/],
    ["an array (parsed JSON array)", [], /already-parsed object/],
  ];
  it.each(cases)("%s, with code body_not_raw and the fix in the message", (_name, body, fragment) => {
    expect(expectRejection(() => verifyTampered(PING_BODY, body), "body_not_raw").message).toMatch(fragment);
  });

  it("before looking at the headers, so the fix is not hidden behind a header error", () => {
    expectRejection(() => verifyWebhook({ secret: SECRET, headers: {}, body: {} as string }), "body_not_raw");
  });
});

describe("verifyWebhook parses only authenticated bodies, and validates them", () => {
  const cases: [name: string, body: string | Uint8Array, code: WebhookVerificationErrorCode][] = [
    ["an empty body", "", "invalid_json"],
    ["truncated JSON", PING_BODY.slice(0, -1), "invalid_json"],
    ["invalid UTF-8 bytes", INVALID_UTF8, "invalid_json"],
    ["JSON with a trailing comma", '{"eventType":"Ping",}', "invalid_json"],
    ["a JSON array", "[]", "invalid_payload"],
    ["JSON null", "null", "invalid_payload"],
    ["an unknown eventType", PING_BODY.replace('"eventType":"Ping"', '"eventType":"Other"'), "invalid_payload"],
    ["a Ping whose text is not Ping", PING_BODY.replace('{"text":"Ping"}', '{"text":"Pong"}'), "invalid_payload"],
    [
      "a Ping event with an extra field",
      PING_BODY.replace('{"text":"Ping"}', '{"text":"Ping","x":1}'),
      "invalid_payload",
    ],
    ["eventMs as a string", PING_BODY.replace("1700000000000", '"1700000000000"'), "invalid_payload"],
    [
      "an Alert without alertConditionId",
      alertBody().replace('"alertConditionId":"DeviceLocationInsideGeofence",', ""),
      "invalid_payload",
    ],
    ["an Alert whose device id is not an integer", alertBody().replace('"id":7', '"id":"7"'), "invalid_payload"],
  ];
  it.each(cases)("%s", (_name, body, code) => {
    expectRejection(() => verifyWebhook({ secret: SECRET, headers: signedHeaders(body), body, now }), code);
  });

  it("an unauthenticated non-JSON body is a signature_mismatch, never a parse error", () => {
    expectRejection(
      () => verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY), body: "not json", now }),
      "signature_mismatch",
    );
  });

  it("parses the very body it authenticated: options.body is read once", () => {
    // A getter (or a caller's object changing under it) must not swap an unsigned body in between.
    let reads = 0;
    const options = {
      secret: SECRET,
      headers: signedHeaders(PING_BODY),
      now,
      get body() {
        return reads++ === 0 ? PING_BODY : alertBody();
      },
    };
    expect(verifyWebhook(options).eventType).toBe("Ping");
    expect(reads).toBe(1);
  });

  it("invalid_payload carries the validator's issues with JSON pointers", () => {
    const body = PING_BODY.replace('{"text":"Ping"}', '{"text":"Pong"}');
    const error = expectRejection(
      () => verifyWebhook({ secret: SECRET, headers: signedHeaders(body), body, now }),
      "invalid_payload",
    );
    expect(error.issues.map((issue) => issue.pointer)).toContain("/event/text");
  });
});

describe("verifyWebhook returns the typed notification", () => {
  it("for a Ping string body", () => {
    expect(verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY), body: PING_BODY, now })).toEqual(
      JSON.parse(PING_BODY),
    );
  });

  it("for the same body as a Buffer, a Uint8Array and an ArrayBuffer", () => {
    const bytes = Buffer.from(PING_BODY);
    const copy = new Uint8Array(bytes);
    for (const body of [bytes, copy, copy.buffer]) {
      expect(verifyWebhook({ secret: SECRET, headers: signedHeaders(PING_BODY), body, now }).eventId).toBe(
        "0f8fad5b-d9cb-469f-a165-70867728950e",
      );
    }
  });

  it("for an Alert with fields beyond the geofence shape (other conditions' fields are not shown)", () => {
    const body = alertBody("DeviceSpeedAboveSpeedLimit").replace('"orgId":42', '"orgId":42,"speedKph":130');
    const notification = verifyWebhook({ secret: SECRET, headers: signedHeaders(body), body, now });
    expect(notification.eventType === "Alert" && notification.event.alertConditionId).toBe(
      "DeviceSpeedAboveSpeedLimit",
    );
  });

  it("for an Alert body that carries an unknown top-level field", () => {
    const body = alertBody().replace('"eventType"', '"extra":true,"eventType"');
    expect(verifyWebhook({ secret: SECRET, headers: signedHeaders(body), body, now }).eventType).toBe("Alert");
  });

  it("while verifyWebhookSignature alone accepts any authentic bytes without parsing them", () => {
    expect(
      verifyWebhookSignature({ secret: SECRET, headers: signedHeaders(INVALID_UTF8), body: INVALID_UTF8, now }),
    ).toEqual({ timestampSeconds: NOW_SECONDS, secretIndex: 0 });
  });

  it("for a signature computed over the raw bytes of a body with multibyte characters", () => {
    const body = Buffer.from(alertBody().replace("Truck 7", "Lkw Zürich 🚚"));
    const headers = { "x-service-timestamp": TS, "x-service-signature": `v1=${hmacHex(SECRET, TS, body)}` };
    const notification = verifyWebhook({ secret: SECRET, headers, body, now });
    expect(notification.eventType === "Alert" && notification.event.device?.name).toBe("Lkw Zürich 🚚");
  });
});
