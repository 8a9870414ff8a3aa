import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WebhookConfigError, signWebhook, verifyWebhook } from "../../entries/webhooks.js";
import { PING_BODY, SECRET, now } from "./helpers.js";

/*
 * Known vectors, computed outside JavaScript. Key = bytes 0x00..0x1f
 * (SECRET = "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=").
 *
 * Vector 1 (ASCII Ping body):
 *   printf 'v1:1700000000:%s' "$PING_BODY" \
 *     | openssl dgst -sha256 -mac HMAC -macopt hexkey:000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f
 *   => 18e7726d712a509a578a7e686074729c5014b89a131ffb56ca44a5008e24f7aa
 *
 * Vector 2 (UTF-8 body with "ü", an emoji and a literal \u00fc escape, read as bytes from the
 * fixture below, so nothing decodes or re-encodes it):
 *   python3 -c "import hmac,hashlib; b=open('test/webhooks/fixtures/alert-utf8.json','rb').read(); \
 *     print(hmac.new(bytes(range(32)), b'v1:1700000123:'+b, hashlib.sha256).hexdigest())"
 *   => 5d3c67344d19c9555c69348112b04e6ff6713da4ebd7934a3776f10d823ba7cb
 *   (openssl gives the same: printf 'v1:1700000123:' | cat - alert-utf8.json | openssl dgst ... )
 */
const VECTOR_1 = "v1=18e7726d712a509a578a7e686074729c5014b89a131ffb56ca44a5008e24f7aa";
const VECTOR_2 = "v1=5d3c67344d19c9555c69348112b04e6ff6713da4ebd7934a3776f10d823ba7cb";
const UTF8_FIXTURE = new URL("./fixtures/alert-utf8.json", import.meta.url);

describe("signWebhook against vectors computed with openssl/python3", () => {
  it("reproduces vector 1 for an ASCII body given as a string", () => {
    expect(signWebhook({ secret: SECRET, body: PING_BODY, timestamp: 1_700_000_000 }).signature).toBe(VECTOR_1);
  });

  it("reproduces vector 2 for a non-ASCII body given as bytes", () => {
    const bytes = readFileSync(UTF8_FIXTURE);
    expect(signWebhook({ secret: SECRET, body: bytes, timestamp: "1700000123" }).signature).toBe(VECTOR_2);
  });

  it("hashes a string body as its UTF-8 bytes (vector 2 from the decoded text)", () => {
    const text = readFileSync(UTF8_FIXTURE, "utf8");
    expect(signWebhook({ secret: SECRET, body: text, timestamp: 1_700_000_123 }).signature).toBe(VECTOR_2);
  });

  it("verifyWebhook accepts vector 2 and keeps the literal \\u00fc escape as JSON decodes it", () => {
    const body = readFileSync(UTF8_FIXTURE);
    const headers = { "X-Service-Timestamp": "1700000123", "X-Service-Signature": VECTOR_2 };
    const notification = verifyWebhook({ secret: SECRET, headers, body, toleranceSeconds: 0 });
    expect(notification.eventType === "Alert" && notification.event.details).toBe("Zürich 🚚 ü");
  });
});

describe("signWebhook output", () => {
  it("returns the timestamp, the signature and both as headers", () => {
    const signed = signWebhook({ secret: SECRET, body: PING_BODY, timestamp: 1_700_000_000 });
    expect(signed).toEqual({
      timestamp: "1700000000",
      signature: VECTOR_1,
      headers: { "X-Service-Timestamp": "1700000000", "X-Service-Signature": VECTOR_1 },
    });
  });

  it("defaults the timestamp to the current Unix second", () => {
    const before = Math.floor(Date.now() / 1000);
    const { timestamp } = signWebhook({ secret: SECRET, body: "{}" });
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(timestamp)).toBeLessThanOrEqual(before + 1);
  });

  it("keeps a digit-string timestamp verbatim, leading zeros included", () => {
    expect(signWebhook({ secret: SECRET, body: "{}", timestamp: "01700000000" }).timestamp).toBe("01700000000");
  });

  it.each([
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["NaN", Number.NaN],
    ["digits with letters", "1700000000abc"],
    ["an empty string", ""],
    ["a signed string", "+1700000000"],
  ])("refuses %s as timestamp with WebhookConfigError", (_name, timestamp) => {
    expect(() => signWebhook({ secret: SECRET, body: "{}", timestamp })).toThrow(WebhookConfigError);
  });

  it("refuses a parsed object as body, telling to serialise it", () => {
    const body = { eventType: "Ping" } as unknown as string;
    expect(() => signWebhook({ secret: SECRET, body })).toThrow(/JSON\.stringify/);
  });

  it("refuses a non-Base64 secret before signing", () => {
    expect(() => signWebhook({ secret: "not base64!", body: "{}" })).toThrow(WebhookConfigError);
  });

  it("signs verifiably: its own output passes verifyWebhook", () => {
    const { headers } = signWebhook({ secret: SECRET, body: PING_BODY, timestamp: 1_700_000_000 });
    expect(verifyWebhook({ secret: SECRET, headers, body: PING_BODY, now }).eventType).toBe("Ping");
  });
});
