// readSignatureHeaders reads the common delivery (a plain header object, each header once, digits and one `v1=` digest)
// in one pass, and everything else through the general readers. The one-pass reader must never accept what the
// general one refuses, nor read a value differently: here every outcome of a plain object is compared with the same
// object behind an inherited decoy header. The general reader reads own keys only and ignores the decoy; the one-pass
// reader gives up on any key it cannot take as the one own value of its header, so the decoy sends it to the general
// reader: the two outcomes are the two readers' on the same headers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readSignatureHeaders } from "../../runtime/webhooks/signature-headers.js";
import { WEBHOOK_HEADERS, WebhookVerificationError } from "../../entries/webhooks.js";
import { NOW_SECONDS, PING_BODY, SECRET, hmacHex } from "./helpers.js";

const GOOD_HEX = hmacHex(SECRET, String(NOW_SECONDS), PING_BODY);

function outcome(read: () => ReturnType<typeof readSignatureHeaders>): unknown {
  try {
    const { timestamp, seconds, signatures } = read();
    return { timestamp, seconds, signatures };
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
}

const casing = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(""));

const timestampArb = fc.oneof(
  fc.constant(String(NOW_SECONDS)),
  fc.stringMatching(/^[0-9]{0,12}$/),
  // Around the 15 digits the one-pass reader sums itself; longer ones go to Number in the general reader.
  fc.stringMatching(/^[0-9]{14,22}$/),
  fc.string({ maxLength: 14 }),
  fc.constant(`${NOW_SECONDS}, ${NOW_SECONDS}`),
);
const signatureArb = fc.oneof(
  fc.constant(`v1=${GOOD_HEX}`),
  fc.constantFrom("v1=", "V1=", "v0=", "v1 =", "sha256=").map((p) => `${p}${GOOD_HEX}`),
  fc.stringMatching(/^v1=[0-9a-fA-F]{60,68}$/),
  fc.string({ maxLength: 80 }).map((s) => `v1=${s}`),
  fc.constant(`v1=${GOOD_HEX} v1=${GOOD_HEX}`),
  fc.constant(`v1=${GOOD_HEX},v0=${GOOD_HEX}`),
  fc.string({ maxLength: 20 }),
);

describe("the one-pass header reader", () => {
  it("reads every plain header object exactly as the general reader reads the same headers", () => {
    fc.assert(
      fc.property(
        casing(WEBHOOK_HEADERS.timestamp),
        casing(WEBHOOK_HEADERS.signature),
        timestampArb,
        signatureArb,
        (timestampKey, signatureKey, timestamp, signature) => {
          const plain = { [timestampKey]: timestamp, [signatureKey]: signature, "content-type": "application/json" };
          const general = Object.assign(Object.create({ "x-service-timestamp": "decoy" }), plain);
          expect(outcome(() => readSignatureHeaders(plain))).toEqual(outcome(() => readSignatureHeaders(general)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("still refuses a header sent under two casings of one object, which a Headers would merge", () => {
    const headers = {
      "X-Service-Timestamp": String(NOW_SECONDS),
      "x-service-timestamp": String(NOW_SECONDS),
      "x-service-signature": `v1=${GOOD_HEX}`,
    };
    expect(outcome(() => readSignatureHeaders(headers))).toBe("malformed_timestamp");
  });

  it("accepts the reference's casing and Node's lowercase alike", () => {
    for (const [t, s] of [
      [WEBHOOK_HEADERS.timestamp, WEBHOOK_HEADERS.signature],
      ["x-service-timestamp", "x-service-signature"],
    ] as const) {
      expect(outcome(() => readSignatureHeaders({ [t]: String(NOW_SECONDS), [s]: `v1=${GOOD_HEX}` }))).toEqual({
        timestamp: String(NOW_SECONDS),
        seconds: NOW_SECONDS,
        signatures: [GOOD_HEX],
      });
    }
  });
});
