import { expect } from "vitest";
import { WebhookVerificationError, type WebhookVerificationErrorCode } from "../../entries/webhooks.js";

/** Asserts `run` throws a WebhookVerificationError with exactly `code`, and returns it. */
export function expectRejection(run: () => unknown, code: WebhookVerificationErrorCode): WebhookVerificationError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected a WebhookVerificationError "${code}", but nothing was thrown`).toBeDefined();
  expect(caught, `expected a WebhookVerificationError "${code}", got ${String(caught)}`).toBeInstanceOf(
    WebhookVerificationError,
  );
  expect((caught as WebhookVerificationError).code, (caught as Error).message).toBe(code);
  return caught as WebhookVerificationError;
}
