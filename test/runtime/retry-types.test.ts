// Compile-time tests of the per-call options (issue 9): `npm run typecheck` fails if any `@ts-expect-error` line below
// compiles, or if an `expectTypeOf` does not hold. The calls sit in functions that never run.
import { expect, expectTypeOf, test } from "vitest";
import { createFleetClient, type FleetClient } from "../../generated/index.js";
import type { RetryEvent } from "../../runtime/retry-fetch.js";

declare const fleet: FleetClient;

async function perCallRetry() {
  await fleet.GET("/v1/tags", { retry: false });
  await fleet.GET("/v1/tags", { retry: { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 2000 } });
  await fleet.POST("/v1/tags", { body: { name: "north" }, retry: { maxAttempts: 3 } });
  await fleet.DELETE("/v1/tags/{tagId}", { params: { path: { tagId: "7" } }, retry: false });
  await fleet.request("put", "/v1/tags/{tagId}", {
    params: { path: { tagId: "7" } },
    body: { name: "north" },
    retry: false,
  });

  // @ts-expect-error a misspelt option is an error, not silently ignored
  await fleet.GET("/v1/tags", { retyr: false });
  // @ts-expect-error retry is false or RetryOptions, not true
  await fleet.GET("/v1/tags", { retry: true });
  // @ts-expect-error RetryOptions has no `attempts` (it is maxAttempts)
  await fleet.GET("/v1/tags", { retry: { attempts: 2 } });
  // @ts-expect-error maxAttempts is a number
  await fleet.POST("/v1/tags", { body: { name: "north" }, retry: { maxAttempts: "2" } });
  // @ts-expect-error onRetry is a client option, not a call option
  await fleet.GET("/v1/tags", { onRetry: () => {} });
}

function clientOptions() {
  createFleetClient({
    baseUrl: "https://api.example.com",
    token: "t",
    maxResponseBytes: 10 * 1024 * 1024,
    onRetry(event) {
      expectTypeOf(event).toEqualTypeOf<RetryEvent>();
      expectTypeOf(event.attempt).toEqualTypeOf<number>();
      expectTypeOf(event.status).toEqualTypeOf<number | undefined>();
    },
  });
  // @ts-expect-error the event's attempt is a number
  createFleetClient({ baseUrl: "https://api.example.com", token: "t", onRetry: (event: { attempt: string }) => event });
}

test("the type tests compile (checked by tsc, not run)", () => {
  expect([perCallRetry, clientOptions].every((f) => typeof f === "function")).toBe(true);
});
