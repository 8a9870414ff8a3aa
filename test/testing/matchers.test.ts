import { describe, expect, expectTypeOf, it, type Assertion } from "vitest";
import { signWebhook } from "../../runtime/webhooks/index.js";
import { createAlert } from "../../entries/webhooks.js";
import { buildSignedDelivery, fleetkitMatchers, installMatchers } from "../../testing/index.js";

installMatchers(expect);

const SECRET = Buffer.alloc(32, 7).toString("base64");
const OTHER_SECRET = Buffer.alloc(32, 9).toString("base64");
const BODY = '{"eventId":"e1","eventMs":1700000000000,"eventType":"Ping","event":{"text":"Ping"}}';
const signed = (body = BODY, secret = SECRET) => ({
  headers: signWebhook({ secret, body, timestamp: 1_700_000_000 }).headers,
  body,
});

/** The message of the assertion error `run` throws. */
function failureOf(run: () => void): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected the assertion to fail, but it passed");
}

describe("toMatchSchema", () => {
  it("passes for a valid payload", () => {
    expect(createAlert()).toMatchSchema("AlertNotification");
  });

  it("fails with each JSON pointer and the rule broken", () => {
    const message = failureOf(() =>
      expect({ eventId: "e", eventMs: 1.5, eventType: "Alert", event: {} }).toMatchSchema("AlertNotification"),
    );
    expect(message).toContain("expected value to match schema AlertNotification, but it breaks 2 rules:");
    expect(message).toContain("/event/alertConditionId is required [required]");
    expect(message).toContain("/eventMs must be integer [type]");
  });

  it("fails under .not for a valid payload, saying it does match", () => {
    const message = failureOf(() => expect(createAlert()).not.toMatchSchema("AlertNotification"));
    expect(message).toContain("expected value not to match schema AlertNotification, but it does");
  });

  it("throws for a schema name the spec does not have", () => {
    // Any string compiles (a generated module of your own has other schemas); the bundled spec's names autocomplete.
    expect(() => expect({}).toMatchSchema("Spaceship")).toThrow(/unknown schema "Spaceship"/);
  });
});

describe("toBeSignedWebhook with a recorded { headers, body }", () => {
  it("passes for a correctly signed body (string or bytes)", () => {
    expect(signed()).toBeSignedWebhook(SECRET);
    expect({ ...signed(), body: Buffer.from(BODY) }).toBeSignedWebhook(SECRET);
  });

  it("fails naming signature_mismatch for a tampered body", () => {
    const message = failureOf(() =>
      expect({ ...signed(), body: BODY.replace("Ping", "Pong") }).toBeSignedWebhook(SECRET),
    );
    expect(message).toContain(
      "expected a webhook delivery signed with this secret, but it is not (signature_mismatch)",
    );
  });

  it("fails for another secret", () => {
    expect(failureOf(() => expect(signed(BODY, OTHER_SECRET)).toBeSignedWebhook(SECRET))).toContain(
      "signature_mismatch",
    );
  });

  it("fails naming missing_header when the signature headers are absent", () => {
    expect(failureOf(() => expect({ headers: {}, body: BODY }).toBeSignedWebhook(SECRET))).toContain(
      "(missing_header)",
    );
  });

  it("ignores the timestamp's age unless toleranceSeconds is given", () => {
    expect(signed()).toBeSignedWebhook(SECRET);
    const message = failureOf(() =>
      expect(signed()).toBeSignedWebhook(SECRET, { toleranceSeconds: 300, now: () => 1_800_000_000_000 }),
    );
    expect(message).toContain("(timestamp_out_of_tolerance)");
  });

  it("fails under .not for a signed request", () => {
    expect(failureOf(() => expect(signed()).not.toBeSignedWebhook(SECRET))).toContain(
      "expected the request not to be signed with this secret",
    );
  });

  it("throws (not fails) for a secret that is not Base64, since that is a mistake in the test", () => {
    expect(() => expect(signed()).toBeSignedWebhook("%%%%")).toThrow(/not valid Base64/);
  });

  it("throws for a value that is not a request", () => {
    expect(() => expect("just a string").toBeSignedWebhook(SECRET)).toThrow(
      /expected a recorded request \{ headers, body \}/,
    );
  });
});

describe("toBeSignedWebhook with a Fetch Request (async)", () => {
  const delivery = () => buildSignedDelivery(createAlert(), { secret: SECRET });

  it("passes, and leaves the request's body unread", async () => {
    const request = delivery().toRequest();
    await expect(request).toBeSignedWebhook(SECRET);
    expect(request.bodyUsed).toBe(false);
  });

  it("rejects with the reason for another secret", async () => {
    await expect(expect(delivery().toRequest()).toBeSignedWebhook(OTHER_SECRET)).rejects.toThrow(/signature_mismatch/);
  });

  it("throws when the body was already read", async () => {
    const request = delivery().toRequest();
    await request.text();
    expect(() => expect(request).toBeSignedWebhook(SECRET)).toThrow(/already read/);
  });
});

describe("installing the matchers", () => {
  it("exports them for expect.extend", () => {
    expect(Object.keys(fleetkitMatchers).sort()).toEqual(["toBeSignedWebhook", "toMatchOperation", "toMatchSchema"]);
  });

  it("finds vitest's global expect when none is passed", () => {
    expect(() => installMatchers()).not.toThrow();
  });

  it("explains what to pass when there is no expect to extend", () => {
    const key = Symbol.for("expect-global");
    const global = globalThis as Record<symbol, unknown>;
    const saved = global[key];
    global[key] = undefined;
    try {
      expect(() => installMatchers()).toThrow(/pass it: installMatchers\(expect\)/);
    } finally {
      global[key] = saved;
    }
  });
});

describe("types merged into vitest's Assertion", () => {
  it("types toBeSignedWebhook as synchronous for a record and as a promise for a Request", () => {
    expectTypeOf<
      ReturnType<Assertion<{ headers: Record<string, string>; body: string }>["toBeSignedWebhook"]>
    >().toEqualTypeOf<void>();
    expectTypeOf<ReturnType<Assertion<Request>["toBeSignedWebhook"]>>().toEqualTypeOf<Promise<void>>();
  });

  it("types toMatchSchema's argument as the bundled spec's schema names, open to a generated module's own", () => {
    expectTypeOf<import("../../generated/validators.js").SchemaName>().toMatchTypeOf<
      Parameters<Assertion<unknown>["toMatchSchema"]>[0]
    >();
    expectTypeOf<"Widget">().toMatchTypeOf<Parameters<Assertion<unknown>["toMatchSchema"]>[0]>();
  });
});
