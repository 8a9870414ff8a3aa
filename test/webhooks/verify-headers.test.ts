import { describe, expect, it } from "vitest";
import {
  verifyWebhookSignature,
  type WebhookHeaders,
  type WebhookVerificationErrorCode,
} from "../../entries/webhooks.js";
import { expectRejection } from "./expect-rejection.js";
import { NOW_SECONDS, PING_BODY, SECRET, hmacHex, now } from "./helpers.js";

// Adversarial header cases, in the spirit of stripe-node's and standard-webhooks' suites. Every
// case signs PING_BODY correctly unless its name says otherwise, so it fails for its one reason.
const TS = String(NOW_SECONDS);
const GOOD = `v1=${hmacHex(SECRET, TS, PING_BODY)}`;
const WRONG = `v1=${hmacHex(SECRET, TS, `${PING_BODY} `)}`;
const hex = GOOD.slice(3);

function verify(headers: WebhookHeaders, toleranceSeconds?: number) {
  return verifyWebhookSignature({ secret: SECRET, headers, body: PING_BODY, now, toleranceSeconds });
}

const rejected: [name: string, headers: WebhookHeaders, code: WebhookVerificationErrorCode][] = [
  // presence
  ["no headers at all", {}, "missing_header"],
  ["timestamp header missing", { "x-service-signature": GOOD }, "missing_header"],
  ["signature header missing", { "x-service-timestamp": TS }, "missing_header"],
  ["timestamp header empty", { "x-service-timestamp": "", "x-service-signature": GOOD }, "missing_header"],
  ["signature header empty", { "x-service-timestamp": TS, "x-service-signature": "" }, "missing_header"],
  [
    "signature header only spaces and commas",
    { "x-service-timestamp": TS, "x-service-signature": " , " },
    "missing_header",
  ],
  ["signature header an empty array", { "x-service-timestamp": TS, "x-service-signature": [] }, "missing_header"],
  ["timestamp header an empty array", { "x-service-timestamp": [], "x-service-signature": GOOD }, "missing_header"],
  [
    "timestamp sent twice (array)",
    { "x-service-timestamp": [TS, TS], "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  [
    "timestamp under two casings of one object",
    { "X-Service-Timestamp": TS, "x-service-timestamp": TS, "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  [
    "timestamp joined by a proxy as 'a, b'",
    { "x-service-timestamp": `${TS}, ${TS}`, "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  // version prefix
  ["v0= prefix", { "x-service-timestamp": TS, "x-service-signature": `v0=${hex}` }, "unsupported_version"],
  [
    "V1= prefix (uppercase V)",
    { "x-service-timestamp": TS, "x-service-signature": `V1=${hex}` },
    "unsupported_version",
  ],
  ["v2= prefix", { "x-service-timestamp": TS, "x-service-signature": `v2=${hex}` }, "unsupported_version"],
  [
    "GitHub-style sha256= prefix",
    { "x-service-timestamp": TS, "x-service-signature": `sha256=${hex}` },
    "unsupported_version",
  ],
  [
    "v1 prefix with a space before =",
    { "x-service-timestamp": TS, "x-service-signature": `v1 =${hex}` },
    "malformed_signature",
  ],
  ["bare digest without prefix", { "x-service-timestamp": TS, "x-service-signature": hex }, "malformed_signature"],
  [
    "v1: with a colon instead of =",
    { "x-service-timestamp": TS, "x-service-signature": `v1:${hex}` },
    "malformed_signature",
  ],
  ["= with an empty version", { "x-service-timestamp": TS, "x-service-signature": `=${hex}` }, "malformed_signature"],
  // digest shape
  [
    "uppercase hex of the correct digest",
    { "x-service-timestamp": TS, "x-service-signature": `v1=${hex.toUpperCase()}` },
    "malformed_signature",
  ],
  [
    "digest truncated to 63 digits (odd length)",
    { "x-service-timestamp": TS, "x-service-signature": GOOD.slice(0, -1) },
    "malformed_signature",
  ],
  [
    "digest truncated to 62 digits",
    { "x-service-timestamp": TS, "x-service-signature": GOOD.slice(0, -2) },
    "malformed_signature",
  ],
  ["digest with 65 digits", { "x-service-timestamp": TS, "x-service-signature": `${GOOD}0` }, "malformed_signature"],
  [
    "digest of 128 digits (doubled)",
    { "x-service-timestamp": TS, "x-service-signature": `${GOOD}${hex}` },
    "malformed_signature",
  ],
  [
    "non-hex character g",
    { "x-service-timestamp": TS, "x-service-signature": `v1=g${hex.slice(1)}` },
    "malformed_signature",
  ],
  [
    "digest in Base64 instead of hex",
    { "x-service-timestamp": TS, "x-service-signature": `v1=${Buffer.from(hex, "hex").toString("base64")}` },
    "malformed_signature",
  ],
  ["empty digest after v1=", { "x-service-timestamp": TS, "x-service-signature": "v1=" }, "malformed_signature"],
  ["well-formed but wrong digest", { "x-service-timestamp": TS, "x-service-signature": WRONG }, "signature_mismatch"],
  [
    "all-zero digest",
    { "x-service-timestamp": TS, "x-service-signature": `v1=${"0".repeat(64)}` },
    "signature_mismatch",
  ],
  // several signatures
  [
    "two wrong v1 entries",
    { "x-service-timestamp": TS, "x-service-signature": `${WRONG} v1=${"1".repeat(64)}` },
    "signature_mismatch",
  ],
  [
    "a correct entry beside a malformed v1 entry",
    { "x-service-timestamp": TS, "x-service-signature": `${GOOD} v1=XYZ` },
    "malformed_signature",
  ],
  [
    "only other versions, one with the right digest",
    { "x-service-timestamp": TS, "x-service-signature": `v0=${hex} v2=${hex}` },
    "unsupported_version",
  ],
  [
    "nine entries, the limit being eight",
    { "x-service-timestamp": TS, "x-service-signature": Array(9).fill(GOOD).join(" ") },
    "malformed_signature",
  ],
  // timestamp shape and value
  ["non-numeric timestamp", { "x-service-timestamp": "abc", "x-service-signature": GOOD }, "malformed_timestamp"],
  [
    "timestamp 1700000000abc",
    {
      "x-service-timestamp": "1700000000abc",
      "x-service-signature": `v1=${hmacHex(SECRET, "1700000000abc", PING_BODY)}`,
    },
    "malformed_timestamp",
  ],
  ["negative timestamp", { "x-service-timestamp": `-${TS}`, "x-service-signature": GOOD }, "malformed_timestamp"],
  ["decimal timestamp", { "x-service-timestamp": `${TS}.5`, "x-service-signature": GOOD }, "malformed_timestamp"],
  [
    "timestamp with a leading space",
    { "x-service-timestamp": ` ${TS}`, "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  [
    "ISO-8601 timestamp",
    { "x-service-timestamp": "2023-11-14T22:13:20Z", "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  [
    "timestamp in exponent notation",
    { "x-service-timestamp": "1.7e9", "x-service-signature": GOOD },
    "malformed_timestamp",
  ],
  [
    "signature made for another timestamp",
    { "x-service-timestamp": TS, "x-service-signature": `v1=${hmacHex(SECRET, String(NOW_SECONDS + 1), PING_BODY)}` },
    "signature_mismatch",
  ],
  [
    "leading zero added after signing",
    { "x-service-timestamp": `0${TS}`, "x-service-signature": GOOD },
    "signature_mismatch",
  ],
  ["signed 301 s in the past", signedAt(NOW_SECONDS - 301), "timestamp_out_of_tolerance"],
  ["signed 301 s in the future", signedAt(NOW_SECONDS + 301), "timestamp_out_of_tolerance"],
  ["signed in milliseconds", signedAt(NOW_SECONDS * 1000), "timestamp_out_of_tolerance"],
  ["signed at 0 (1970)", signedAt(0), "timestamp_out_of_tolerance"],
  [
    "stale and wrongly signed: the signature is judged first",
    { "x-service-timestamp": String(NOW_SECONDS - 3600), "x-service-signature": WRONG },
    "signature_mismatch",
  ],
];

function signedAt(seconds: number | string): Record<string, string> {
  const ts = String(seconds);
  return { "x-service-timestamp": ts, "x-service-signature": `v1=${hmacHex(SECRET, ts, PING_BODY)}` };
}

describe("verifyWebhookSignature rejects", () => {
  it.each(rejected)("%s", (_name, headers, code) => {
    expectRejection(() => verify(headers), code);
  });
});

const accepted: [name: string, headers: WebhookHeaders, toleranceSeconds?: number][] = [
  ["lowercase Node-style header names", { "x-service-timestamp": TS, "x-service-signature": GOOD }],
  ["reference casing", { "X-Service-Timestamp": TS, "X-Service-Signature": GOOD }],
  ["shouted casing", { "X-SERVICE-TIMESTAMP": TS, "X-SERVICE-SIGNATURE": GOOD }],
  ["a fetch Headers object", new Headers({ "X-Service-Timestamp": TS, "X-Service-Signature": GOOD })],
  ["single-element arrays", { "x-service-timestamp": [TS], "x-service-signature": [GOOD] }],
  [
    "a wrong then the right v1 entry, space-separated",
    { "x-service-timestamp": TS, "x-service-signature": `${WRONG} ${GOOD}` },
  ],
  [
    "the right then a wrong v1 entry, comma-separated",
    { "x-service-timestamp": TS, "x-service-signature": `${GOOD},${WRONG}` },
  ],
  ["entries joined by Node as 'a, b'", { "x-service-timestamp": TS, "x-service-signature": `${WRONG}, ${GOOD}` }],
  ["the signature header repeated (array)", { "x-service-timestamp": TS, "x-service-signature": [WRONG, GOOD] }],
  [
    "a v0 entry beside the right v1 entry",
    { "x-service-timestamp": TS, "x-service-signature": `v0=${"0".repeat(64)} ${GOOD}` },
  ],
  [
    "eight entries, the limit",
    { "x-service-timestamp": TS, "x-service-signature": [...Array(7).fill(WRONG), GOOD].join(" ") },
  ],
  ["signed exactly 300 s in the past", signedAt(NOW_SECONDS - 300)],
  ["signed exactly 300 s in the future", signedAt(NOW_SECONDS + 300)],
  ["leading zeros, signed as sent", signedAt(`00${TS}`)],
  ["a day-old request with toleranceSeconds 0", signedAt(NOW_SECONDS - 86_400), 0],
  ["a millisecond timestamp with toleranceSeconds 0 (signed as received)", signedAt(NOW_SECONDS * 1000), 0],
  ["a 2 h old request with toleranceSeconds 7200", signedAt(NOW_SECONDS - 7200), 7200],
];

describe("verifyWebhookSignature accepts", () => {
  it.each(accepted)("%s", (_name, headers, toleranceSeconds) => {
    expect(verify(headers, toleranceSeconds).secretIndex).toBe(0);
  });
});

describe("verification error messages", () => {
  it("names both missing headers", () => {
    expect(expectRejection(() => verify({}), "missing_header").message).toMatch(
      /X-Service-Timestamp and X-Service-Signature/,
    );
  });

  it("says that uppercase hex must be lowercase", () => {
    const headers = { "x-service-timestamp": TS, "x-service-signature": `v1=${hex.toUpperCase()}` };
    expect(expectRejection(() => verify(headers), "malformed_signature").message).toMatch(/lowercase/);
  });

  it("counts the digits of a truncated digest", () => {
    const headers = { "x-service-timestamp": TS, "x-service-signature": GOOD.slice(0, -1) };
    expect(expectRejection(() => verify(headers), "malformed_signature").message).toMatch(/63 hex digits/);
  });

  it("recognises a millisecond timestamp", () => {
    expect(expectRejection(() => verify(signedAt(NOW_SECONDS * 1000)), "timestamp_out_of_tolerance").message).toMatch(
      /milliseconds/,
    );
  });

  it("gives the direction and size of a clock skew", () => {
    expect(expectRejection(() => verify(signedAt(NOW_SECONDS - 600)), "timestamp_out_of_tolerance").message).toMatch(
      /600 s in the past/,
    );
    expect(expectRejection(() => verify(signedAt(NOW_SECONDS + 600)), "timestamp_out_of_tolerance").message).toMatch(
      /600 s in the future/,
    );
  });
});

describe("the injected clock", () => {
  it("decides the tolerance check", () => {
    const headers = signedAt(NOW_SECONDS);
    const at = (seconds: number) => () =>
      verifyWebhookSignature({ secret: SECRET, headers, body: PING_BODY, now: () => seconds * 1000 });
    expect(at(NOW_SECONDS + 300)().timestampSeconds).toBe(NOW_SECONDS);
    expectRejection(at(NOW_SECONDS + 301), "timestamp_out_of_tolerance");
  });

  it("defaults to the real clock", () => {
    const ts = String(Math.floor(Date.now() / 1000));
    const headers = { "x-service-timestamp": ts, "x-service-signature": `v1=${hmacHex(SECRET, ts, PING_BODY)}` };
    expect(verifyWebhookSignature({ secret: SECRET, headers, body: PING_BODY }).timestampSeconds).toBe(Number(ts));
    expectRejection(
      () => verifyWebhookSignature({ secret: SECRET, headers: signedAt(NOW_SECONDS), body: PING_BODY }),
      "timestamp_out_of_tolerance",
    );
  });
});
