// The mock's control API is for this machine's processes, not for web pages (issue 23, defect 9): a JSON
// Content-Type is required, a foreign Origin is refused, and what HTTP clients can store is capped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MockServer } from "../../testing/index.js";
import {
  MAX_CREATED_BYTES,
  MAX_CREATED_RECORDS,
  MAX_RECORD_BYTES,
  MAX_TOKENS,
  MAX_WEBHOOKS,
  StoreBudget,
} from "../../testing/mock/store-budget.js";
import { call, errorCode, startMock } from "./helpers.js";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** A raw request: the headers exactly as given (fetch adds none that matter here). */
async function raw(path: string, init: RequestInit) {
  const response = await fetch(mock.baseUrl + path, init);
  const text = await response.text();
  return { status: response.status, code: response.headers.get("x-fleetkit-mock-error"), text };
}

describe("the control API's Content-Type", () => {
  it("answers 415 to a body without a Content-Type, as a page's `fetch` with a Blob body sends it, and creates nothing", async () => {
    const response = await raw("/__mock/tokens", {
      method: "POST",
      body: new TextEncoder().encode(JSON.stringify({ name: "from-a-page", scopes: ["Write Vehicles"] })),
    });
    expect(response.status).toBe(415);
    expect(response.code).toBe("unsupported_media_type");
    expect(JSON.parse(response.text).message).toBe(
      "a control-API body needs Content-Type: application/json (got none)",
    );
    expect(mock.tokens).not.toHaveProperty("from-a-page");
  });

  it("still takes a POST without a body (regenerate) and JSON with a charset", async () => {
    const id = mock.tokens.defaultRead!.id;
    expect((await raw(`/__mock/tokens/${id}/regenerate`, { method: "POST" })).status).toBe(200);
    const created = await raw("/__mock/tokens", {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ name: "charset" }),
    });
    expect(created.status).toBe(201);
  });
});

describe("the control API's Origin check", () => {
  it.each([
    ["another site", "https://evil.example"],
    ["a page on another port of this machine", "http://127.0.0.1:1"],
    ["a sandboxed frame or a file", "null"],
  ])("answers 403 origin_not_allowed to %s, for reads and writes, and changes nothing", async (_, origin) => {
    const before = Object.keys(mock.tokens);
    const post = await raw("/__mock/tokens", {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify({ name: "cross-origin" }),
    });
    expect(post.status).toBe(403);
    expect(post.code).toBe("origin_not_allowed");
    expect(JSON.parse(post.text).message).toBe(
      `Origin ${JSON.stringify(origin)}: the control API answers only its own origin (${mock.baseUrl}) and clients that send no Origin (Node, curl)`,
    );
    expect((await raw("/__mock/webhooks", { headers: { origin } })).status).toBe(403);
    expect(Object.keys(mock.tokens)).toEqual(before);
  });

  it("answers its own origin and clients without an Origin", async () => {
    expect((await raw("/__mock/clock", { headers: { origin: mock.baseUrl } })).status).toBe(200);
    expect((await raw("/__mock/clock", {})).status).toBe(200);
  });
});

describe("stored data is capped", () => {
  const megabyte = "x".repeat(1_000_000);

  it("refuses a record over the size limit with 413 record_too_large, on the control API and the API alike", async () => {
    const vehicles = mock.list("vehicles", { includeInactive: true }).length;
    const big = { name: "Big", notes: "x".repeat(MAX_RECORD_BYTES) };
    for (const [path, token] of [
      ["/__mock/vehicles", null],
      ["/v1/addresses", undefined],
    ] as const) {
      const response = await call(mock, path, {
        method: "POST",
        token,
        body: path === "/v1/addresses" ? { ...big, formattedAddress: "1 Main St", geofence: {} } : big,
      });
      expect.soft(response.status, path).toBe(413);
      expect.soft(errorCode(response), path).toBe("record_too_large");
    }
    const patched = await call(mock, `/__mock/vehicles/${mock.list("vehicles")[0]!.id}`, {
      method: "PATCH",
      token: null,
      body: { notes: megabyte },
    });
    expect(patched.status).toBe(413);
    expect(patched.body.message).toMatch(new RegExp(`over ${MAX_RECORD_BYTES} bytes`));
    expect(mock.list("vehicles", { includeInactive: true })).toHaveLength(vehicles);
  });

  it("creates of 1 MB each store nothing: tokens, webhooks and vehicles", async () => {
    const before = JSON.stringify([mock.tokens, mock.listWebhooks(), mock.list("vehicles")]).length;
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      for (const [path, body] of [
        ["/__mock/tokens", { name: `t${i}${megabyte}` }],
        ["/__mock/webhooks", { name: megabyte, url: `https://hooks.example/${i}` }],
        ["/__mock/vehicles", { name: `v${i}`, notes: megabyte }],
      ] as const) {
        statuses.add((await call(mock, path, { method: "POST", token: null, body })).status);
      }
    }
    expect([...statuses]).toEqual([413]);
    const after = JSON.stringify([mock.tokens, mock.listWebhooks(), mock.list("vehicles")]).length;
    expect(after - before).toBeLessThan(1_000_000);
  });

  it("stops at the store's budget of bytes with 409 store_full", async () => {
    const fresh = await startMock();
    try {
      const notes = "y".repeat(MAX_RECORD_BYTES - 1024);
      let created = 0;
      let last = 0;
      for (let i = 0; i < MAX_CREATED_BYTES / notes.length + 2; i++) {
        const response = await call(fresh, "/__mock/vehicles", { method: "POST", token: null, body: { notes } });
        last = response.status;
        if (last !== 201) {
          expect(errorCode(response)).toBe("store_full");
          expect(response.body.message).toMatch(/^the mock holds at most /);
          break;
        }
        created++;
      }
      expect(last).toBe(409);
      expect(created * notes.length).toBeLessThanOrEqual(MAX_CREATED_BYTES);
      expect(created * notes.length).toBeGreaterThan(MAX_CREATED_BYTES - 2 * MAX_RECORD_BYTES);
    } finally {
      await fresh.close();
    }
  });

  it("caps tokens and webhooks created over HTTP by number with 409 store_full", async () => {
    const fresh = await startMock();
    try {
      const tokens = Object.keys(fresh.tokens).length;
      for (let i = tokens; i < MAX_TOKENS; i++) fresh.createToken({ name: `t${i}` });
      const token = await call(fresh, "/__mock/tokens", { method: "POST", token: null, body: { name: "one-more" } });
      expect([token.status, errorCode(token)]).toEqual([409, "store_full"]);
      for (let i = 0; i < MAX_WEBHOOKS; i++)
        fresh.registerWebhook({ name: `w${i}`, url: `https://hooks.example/${i}` });
      const webhook = await call(fresh, "/webhooks", {
        method: "POST",
        body: { name: "one-more", url: "https://hooks.example/more" },
      });
      expect([webhook.status, errorCode(webhook)]).toEqual([409, "store_full"]);
    } finally {
      await fresh.close();
    }
  });
});

describe("the store's budget", () => {
  it("counts records created, refuses one more with store_full, and a deletion makes room again", () => {
    const budget = new StoreBudget();
    for (let i = 0; i < MAX_CREATED_RECORDS; i++) budget.charge("tags", `n${i}`, { id: `n${i}` }, true);
    expect(() => budget.charge("tags", "one-more", { id: "one-more" }, true)).toThrow(
      `the mock holds at most ${MAX_CREATED_RECORDS} records created through the API and the control API`,
    );
    // A change to a record is no new record.
    budget.charge("tags", "n1", { id: "n1", name: "renamed" }, false);
    budget.release("tags", "n0");
    budget.charge("tags", "one-more", { id: "one-more" }, true);
  });

  it("counts bytes by what a record grew, and gives them back when it shrinks or is deleted", () => {
    const budget = new StoreBudget();
    const quarter = "z".repeat(MAX_RECORD_BYTES / 4);
    const full = /at most 16777216 bytes of records/;
    let n = 0;
    for (; n < MAX_CREATED_RECORDS; n++) {
      try {
        budget.charge("drivers", `d${n}`, { id: `d${n}`, quarter }, true);
      } catch (error) {
        expect((error as Error).message).toMatch(full);
        break;
      }
    }
    expect(n * (MAX_RECORD_BYTES / 4)).toBeLessThanOrEqual(MAX_CREATED_BYTES);
    expect(n * (MAX_RECORD_BYTES / 4 + 100)).toBeGreaterThan(MAX_CREATED_BYTES - MAX_RECORD_BYTES);
    const grown = { id: "d1", quarter: quarter.repeat(3) };
    expect(() => budget.charge("drivers", "d1", grown, false)).toThrow(full);
    budget.charge("drivers", "d2", { id: "d2" }, false);
    budget.charge("drivers", "d3", { id: "d3" }, false);
    budget.charge("drivers", "d1", grown, false);
    expect(() => budget.charge("drivers", "new", { id: "new", quarter }, true)).toThrow(full);
    budget.release("drivers", "d4");
    budget.charge("drivers", "new", { id: "new", quarter }, true);
  });
});
