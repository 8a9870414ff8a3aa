import { createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { WebhookConfigError, createWebhookHandler, verifyWebhookSignature } from "../../entries/webhooks.js";
import { decodeSecret } from "../../runtime/webhooks/secret.js";
import { expectRejection } from "./expect-rejection.js";
import { NOW_SECONDS, OTHER_SECRET, PING_BODY, SECRET, now, signedHeaders } from "./helpers.js";

function verifyWith(secret: unknown, headers = signedHeaders(PING_BODY)) {
  return verifyWebhookSignature({ secret: secret as string, headers, body: PING_BODY, now });
}

function configError(run: () => unknown): WebhookConfigError {
  try {
    run();
  } catch (error) {
    expect(error, String(error)).toBeInstanceOf(WebhookConfigError);
    return error as WebhookConfigError;
  }
  throw new Error("expected a WebhookConfigError, but nothing was thrown");
}

describe("secrets that are not Base64 are configuration errors, thrown before any header check", () => {
  const cases: [name: string, secret: unknown][] = [
    ["an empty string", ""],
    ["an empty list", []],
    ["undefined", undefined],
    ["a number", 12345],
    ["a non-Base64 character (!)", "c2VjcmV0!"],
    ["URL-safe Base64 (- and _)", "ab-_cd=="],
    ["a trailing newline", `${SECRET}\n`],
    ["an inner space", `${SECRET.slice(0, 8)} ${SECRET.slice(8)}`],
    ["padding in the middle", "ab=c"],
    ["too much padding", "abc==="],
    ["a single character (no whole byte)", "a"],
    ["non-canonical trailing bits (AB==)", "AB=="],
    ["only padding", "=="],
    ["a list with one bad entry", [SECRET, "not base64!"]],
  ];
  it.each(cases)("%s", (_name, secret) => {
    const error = configError(() => verifyWith(secret, {}));
    expect(error.code).toBe("invalid_secret");
  });

  it("names the bad entry of a list", () => {
    expect(configError(() => verifyWith([SECRET, "%%%"])).message).toMatch(/secret\[1\]/);
  });

  it("never echoes the secret in a message", () => {
    const secret = "c3VwZXItc2VjcmV0LXZhbHVl?"; // one bad character in an otherwise real-looking secret
    const message = configError(() => verifyWith(secret)).message;
    expect(message).not.toContain(secret.slice(0, 10));
  });

  it("are thrown by createWebhookHandler at creation, not on the first request", () => {
    expect(configError(() => createWebhookHandler({ secret: "" })).code).toBe("invalid_secret");
  });
});

describe("valid secrets", () => {
  it("accepts Base64 without its = padding", () => {
    const unpadded = SECRET.replace(/=+$/, "");
    expect(unpadded).not.toBe(SECRET);
    expect(verifyWith(unpadded).secretIndex).toBe(0);
  });

  it("rejects a delivery signed with another secret", () => {
    expectRejection(() => verifyWith(OTHER_SECRET), "signature_mismatch");
  });

  it("rejects a signature keyed with the raw (undecoded) secret text", () => {
    const ts = String(NOW_SECONDS);
    const rawKeyed = createHmac("sha256", Buffer.from(SECRET, "utf8")).update(`v1:${ts}:${PING_BODY}`).digest("hex");
    expectRejection(
      () => verifyWith(SECRET, { "x-service-timestamp": ts, "x-service-signature": `v1=${rawKeyed}` }),
      "signature_mismatch",
    );
  });

  it("gives every caller its own key buffer, so changing one cannot change the next", () => {
    decodeSecret(SECRET).fill(0);
    expect(decodeSecret(SECRET).equals(Buffer.from(SECRET, "base64"))).toBe(true);
  });

  it("refuses undefined as the very first secret of a process, before any was remembered", async () => {
    vi.resetModules();
    const fresh = await import("../../runtime/webhooks/secret.js");
    expect(() => fresh.decodeSecret(undefined)).toThrow(expect.objectContaining({ code: "invalid_secret" }));
  });

  it("during rotation accepts either secret and reports which matched", () => {
    expect(verifyWith([OTHER_SECRET, SECRET]).secretIndex).toBe(1);
    expect(verifyWith([SECRET, OTHER_SECRET]).secretIndex).toBe(0);
  });

  it("during rotation rejects a delivery matching none of them", () => {
    const third = Buffer.alloc(32, 3).toString("base64");
    const error = expectRejection(() => verifyWith([OTHER_SECRET, third]), "signature_mismatch");
    expect(error.message).toMatch(/any of the 2 secrets/);
  });

  it("a rotation list changed in place is read afresh on each call (decoded keys are remembered by text, not by list)", () => {
    const rotation = [OTHER_SECRET, SECRET];
    expect(verifyWith(rotation).secretIndex).toBe(1);
    rotation[1] = Buffer.alloc(32, 4).toString("base64");
    expectRejection(() => verifyWith(rotation), "signature_mismatch");
    rotation[0] = SECRET;
    expect(verifyWith(rotation).secretIndex).toBe(0);
  });

  it("an invalid entry of a rotation list is refused on every call, also after valid lists were verified", () => {
    verifyWith([OTHER_SECRET, SECRET]);
    for (let i = 0; i < 2; i++)
      expect(configError(() => verifyWith([SECRET, "not-base64!"])).message).toMatch(
        /^secret\[1\] is not valid Base64/,
      );
  });

  it("keeps verifying with many different secrets (more than it remembers)", () => {
    const secrets = Array.from({ length: 40 }, (_, i) => Buffer.alloc(32, i + 10).toString("base64"));
    for (const round of [1, 2]) {
      for (const [i, secret] of secrets.entries()) {
        const headers = signedHeaders(PING_BODY, String(NOW_SECONDS), secret);
        expect(verifyWith([OTHER_SECRET, secret], headers).secretIndex, `round ${round}, secret ${i}`).toBe(1);
        expectRejection(
          () => verifyWith([OTHER_SECRET, secrets[(i + 1) % secrets.length]!], headers),
          "signature_mismatch",
        );
      }
    }
  });
});

describe("other verification options", () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, "300"])(
    "toleranceSeconds %s is a configuration error",
    (toleranceSeconds) => {
      const run = () =>
        verifyWebhookSignature({
          secret: SECRET,
          headers: signedHeaders(PING_BODY),
          body: PING_BODY,
          toleranceSeconds: toleranceSeconds as number,
        });
      expect(configError(run).code).toBe("invalid_option");
    },
  );

  it("a now that is not a function is a configuration error", () => {
    const run = () =>
      verifyWebhookSignature({
        secret: SECRET,
        headers: signedHeaders(PING_BODY),
        body: PING_BODY,
        now: 5 as unknown as () => number,
      });
    expect(configError(run).code).toBe("invalid_option");
  });
});
