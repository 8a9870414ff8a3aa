import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  WebhookVerificationError,
  signWebhook,
  verifyWebhook,
  verifyWebhookSignature,
} from "../../entries/webhooks.js";

const secretArb = fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString("base64"));
const bodyArb = fc.uint8Array({ minLength: 0, maxLength: 512 });
const secondsArb = fc.integer({ min: 0, max: 4_102_444_800 }); // 1970 to 2100

/** Tolerance 0 so a timestamp change can only be caught by the signature itself. */
function verifies(secret: string, headers: Record<string, string>, body: Uint8Array): boolean {
  try {
    verifyWebhookSignature({ secret, headers, body, toleranceSeconds: 0 });
    return true;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return false;
    throw error;
  }
}

function changeCharAt(text: string, index: number, replacement: string): string {
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe("verify(sign(x)) for random bodies, secrets and times", () => {
  it("holds for raw bytes, at any time, when the clock agrees", () => {
    fc.assert(
      fc.property(secretArb, bodyArb, secondsArb, (secret, body, seconds) => {
        const { headers } = signWebhook({ secret, body, timestamp: seconds });
        const result = verifyWebhookSignature({ secret, headers, body, now: () => seconds * 1000 });
        return result.timestampSeconds === seconds;
      }),
      { numRuns: 300 },
    );
  });

  it("holds for random valid notifications, returning them unchanged", () => {
    const notificationArb = fc.oneof(
      fc.record({
        eventId: fc.string(),
        eventMs: fc.nat(),
        eventType: fc.constant("Ping" as const),
        event: fc.constant({ text: "Ping" as const }),
      }),
      fc.record({
        eventId: fc.string(),
        eventMs: fc.nat(),
        eventType: fc.constant("Alert" as const),
        event: fc.record({
          alertConditionId: fc.string({ minLength: 1 }),
          summary: fc.string(),
          resolved: fc.boolean(),
        }),
      }),
    );
    fc.assert(
      fc.property(secretArb, notificationArb, secondsArb, (secret, notification, seconds) => {
        const body = JSON.stringify(notification);
        const { headers } = signWebhook({ secret, body, timestamp: seconds });
        expect(verifyWebhook({ secret, headers, body, now: () => seconds * 1000 })).toEqual(notification);
      }),
      { numRuns: 200 },
    );
  });
});

describe("any single-byte change is rejected", () => {
  it("in the body", () => {
    fc.assert(
      fc.property(
        secretArb,
        bodyArb.filter((b) => b.length > 0),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        secondsArb,
        (secret, body, at, delta, seconds) => {
          const { headers } = signWebhook({ secret, body, timestamp: seconds });
          const tampered = Uint8Array.from(body);
          const index = at % body.length;
          tampered[index] = (tampered[index]! + delta) % 256;
          return verifies(secret, headers, body) && !verifies(secret, headers, tampered);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ["signature", "X-Service-Signature"],
    ["timestamp", "X-Service-Timestamp"],
  ] as const)("in the %s header", (_name, header) => {
    fc.assert(
      fc.property(
        secretArb,
        bodyArb,
        fc.nat(),
        fc.integer({ min: 1, max: 126 }),
        secondsArb,
        (secret, body, at, delta, seconds) => {
          const { headers } = signWebhook({ secret, body, timestamp: seconds });
          const value = headers[header];
          const index = at % value.length;
          const replacement = String.fromCharCode(((value.charCodeAt(index) - 1 + delta) % 126) + 1);
          fc.pre(replacement !== value[index]);
          return !verifies(secret, { ...headers, [header]: changeCharAt(value, index, replacement) }, body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("in the secret (one Base64 character of a valid secret swapped for another)", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 3, maxLength: 48 }).filter((b) => b.length % 3 === 0),
        bodyArb,
        fc.nat(),
        fc.integer({ min: 1, max: 63 }),
        (key, body, at, delta) => {
          const secret = Buffer.from(key).toString("base64");
          const index = at % secret.length;
          const other = changeCharAt(secret, index, alphabet[(alphabet.indexOf(secret[index]!) + delta) % 64]!);
          const { headers } = signWebhook({ secret, body, timestamp: 1 });
          return !verifies(other, headers, body);
        },
      ),
      { numRuns: 200 },
    );
  });
});
