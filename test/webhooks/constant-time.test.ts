import * as crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NOW_SECONDS, PING_BODY, SECRET, hmacHex, now, signedHeaders } from "./helpers.js";

// Every module this file loads sees a spy in place of crypto.timingSafeEqual (vi.mock is hoisted).
vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:crypto")>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});
const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

// The unit project shares modules between files (isolate: false): load the verifier afresh, so it binds the spy.
let verifyWebhookSignature: typeof import("../../entries/webhooks.js").verifyWebhookSignature;
let signaturesEqual: typeof import("../../runtime/webhooks/signature.js").signaturesEqual;
let expectRejection: typeof import("./expect-rejection.js").expectRejection;
beforeAll(async () => {
  vi.resetModules();
  ({ verifyWebhookSignature } = await import("../../entries/webhooks.js"));
  ({ signaturesEqual } = await import("../../runtime/webhooks/signature.js"));
  ({ expectRejection } = await import("./expect-rejection.js"));
});

afterEach(() => {
  timingSafeEqual.mockClear();
});

const verify = (headers: Record<string, string>) =>
  verifyWebhookSignature({ secret: SECRET, headers, body: PING_BODY, now });
const lengthsCompared = () => timingSafeEqual.mock.calls.map(([a, b]) => [a.byteLength, b.byteLength]);

describe("signatures are compared with crypto.timingSafeEqual, on equal lengths only", () => {
  it("for a matching signature", () => {
    verify(signedHeaders(PING_BODY));
    expect(lengthsCompared()).toEqual([[64, 64]]);
  });

  it("for a well-formed signature that does not match", () => {
    expectRejection(() => verify(signedHeaders(`${PING_BODY} `)), "signature_mismatch");
    expect(lengthsCompared()).toEqual([[64, 64]]);
  });

  it("on the two digests themselves: the expected one and the received one, as their hex characters", () => {
    const headers = signedHeaders(`${PING_BODY} `);
    expectRejection(() => verify(headers), "signature_mismatch");
    const [[expected, received]] = timingSafeEqual.mock.calls as [[Uint8Array, Uint8Array]];
    expect(Buffer.from(expected).toString("latin1")).toBe(hmacHex(SECRET, String(NOW_SECONDS), PING_BODY));
    expect(Buffer.from(received).toString("latin1")).toBe(hmacHex(SECRET, String(NOW_SECONDS), `${PING_BODY} `));
  });

  it("and its answer is the one that counts", () => {
    timingSafeEqual.mockReturnValueOnce(true);
    expect(verify(signedHeaders(`${PING_BODY} `)).secretIndex).toBe(0);
  });

  it("never for a digest of another length, which would make it throw", () => {
    expect(signaturesEqual("a".repeat(64), "a".repeat(62))).toBe(false);
    expectRejection(
      () => verify({ ...signedHeaders(PING_BODY), "x-service-signature": `v1=${"ab".repeat(31)}` }),
      "malformed_signature",
    );
    expect(timingSafeEqual).not.toHaveBeenCalled();
  });
});
