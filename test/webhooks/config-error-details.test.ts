// A refused delivery URL says which option and what is wrong with it, so a caller that words errors its own way (the
// CLI names its --url flag) need not check the URL again. Nothing is sent: every one fails before any request.
import { describe, expect, it } from "vitest";
import { WebhookConfigError, createAlert, deliverWebhook } from "../../entries/webhooks.js";
import { configErrorInFlags } from "../../cli/webhook-words.js";

const SECRET = Buffer.alloc(32, 1).toString("base64");

async function refusal(url: string, allowInsecureLoopback = false): Promise<WebhookConfigError> {
  const error = await deliverWebhook({ url, secret: SECRET, notification: createAlert(), allowInsecureLoopback }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookConfigError);
  return error as WebhookConfigError;
}

describe("WebhookConfigError for a refused url", () => {
  it.each([
    ["not a URL", "hooks.example.com/fleet", "invalid_option", "not_absolute"],
    ["credentials in it", "https://user:pa55@hooks.example.com/fleet", "invalid_option", "has_credentials"],
    ["plain http to another host", "http://hooks.example.com/fleet", "insecure_url", "not_https"],
    [
      "plain http to this machine without the opt-in",
      "http://127.0.0.1:9/fleet",
      "insecure_url",
      "loopback_needs_opt_in",
    ],
  ] as const)("%s: option url, urlProblem %s", async (_name, url, code, problem) => {
    const error = await refusal(url);
    expect([error.code, error.option, error.urlProblem]).toEqual([code, "url", problem]);
    expect(error.message).not.toContain("pa55");
  });

  it("keeps the two-argument constructor: option and urlProblem are undefined", () => {
    const error = new WebhookConfigError("invalid_option", "x must be y.");
    expect([error.option, error.urlProblem]).toEqual([undefined, undefined]);
  });

  it("is worded for the --url flag by the CLI from urlProblem alone, keeping code and details", async () => {
    const cases: [string, RegExp][] = [
      ["hooks.example.com/fleet", /^--url must be an absolute URL/],
      ["https://user:pa55@hooks.example.com/fleet", /^--url for hooks\.example\.com contains a user name or password/],
      ["http://hooks.example.com/fleet", /^--url must use https: .*got http:\/\/hooks\.example\.com/],
      ["http://127.0.0.1:9/fleet", /^--url http:\/\/127\.0\.0\.1:9 uses plain HTTP; add --allow-insecure-loopback/],
    ];
    for (const [url, message] of cases) {
      const error = await refusal(url);
      const worded = configErrorInFlags(error, { url });
      expect(worded.message).toMatch(message);
      expect(worded.message).not.toContain("pa55");
      expect([worded.code, worded.option, worded.urlProblem]).toEqual([error.code, "url", error.urlProblem]);
    }
  });
});
