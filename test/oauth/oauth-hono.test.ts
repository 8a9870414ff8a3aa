// docs/oauth.md's Hono example against the mock's OAuth server: connect two organisations, call for each, expire
// and rotate, forge a callback, remove the app.
import { afterEach, expect, it } from "vitest";
import { createMemoryCredentialStore, type OAuthCredentialStore } from "../../runtime/index.js";
import type { MockServer } from "../../testing/mock/server.js";
import { createConnectApp } from "./fixtures/hono-app.js";
import { appFor, refreshRequests, startOAuthMock } from "./oauth-helpers.js";

let mock: MockServer | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

/** A browser: the app's cookies (whatever their path) and the redirects it follows by hand. */
function browser(app: ReturnType<typeof createConnectApp>) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, value] = pair!.split("=");
      if (/Max-Age=0/i.test(header)) jar.delete(name!);
      else jar.set(name!, value!);
    }
  };
  return {
    async get(path: string): Promise<Response> {
      const cookie = [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
      const response = await app.request(path, { headers: cookie ? { cookie } : {} });
      remember(response);
      return response;
    },
    /** Connect: the app's redirect to the mock's authorize page, its 302 back, and the app's callback. */
    async connect(orgId: string): Promise<Response> {
      const toVendor = await this.get(`/orgs/${orgId}/connect`);
      const authorize = await fetch(toVendor.headers.get("location")!, { redirect: "manual" });
      const back = new URL(authorize.headers.get("location")!);
      return this.get(back.pathname + back.search);
    },
  };
}

it("connects organisations, calls for each, refreshes after expiry, refuses a forged callback, reconnects a removed app", async () => {
  mock = await startOAuthMock();
  const oauth = appFor(mock);
  const stores = new Map<string, OAuthCredentialStore>();
  const storeFor = (orgId: string) => {
    if (!stores.has(orgId)) stores.set(orgId, createMemoryCredentialStore());
    return stores.get(orgId)!;
  };
  const app = createConnectApp({ oauth, storeFor, baseUrl: mock.baseUrl });
  const alice = browser(app);
  const bob = browser(app);

  // Not connected yet: the page asks to connect.
  const before = await alice.get("/orgs/org-a/vehicles");
  expect(before.status).toBe(302);
  expect(before.headers.get("location")).toBe("/orgs/org-a/connect");

  expect((await alice.connect("org-a")).headers.get("location")).toBe("/orgs/org-a");
  expect((await bob.connect("org-b")).headers.get("location")).toBe("/orgs/org-b");
  const a = await storeFor("org-a").load();
  const b = await storeFor("org-b").load();
  expect(a!.refreshToken).not.toBe(b!.refreshToken);

  const names = await (await alice.get("/orgs/org-a/vehicles")).json();
  expect(names.length).toBeGreaterThan(0);
  expect(await (await bob.get("/orgs/org-b/vehicles")).json()).toEqual(names);

  mock.clock.advance(3_600_000);
  await Promise.all([alice.get("/orgs/org-a/vehicles"), bob.get("/orgs/org-b/vehicles")]);
  expect(refreshRequests(mock)).toHaveLength(2); // one per organisation
  expect((await storeFor("org-a").load())!.refreshToken).not.toBe(a!.refreshToken);

  // A callback this browser did not start: refused, nothing stored.
  const start = await browser(app).get("/orgs/org-c/connect");
  const vendor = await fetch(start.headers.get("location")!, { redirect: "manual" });
  const forged = new URL(vendor.headers.get("location")!);
  const victim = browser(app);
  await victim.get("/orgs/org-c/connect");
  const refused = await victim.get(forged.pathname + forged.search);
  expect(refused.status).toBe(400);
  expect(await storeFor("org-c").load()).toBeUndefined();

  // The customer removes the app: the page asks to connect again, and connecting again works.
  await oauth.revoke((await storeFor("org-a").load())!);
  const removed = await alice.get("/orgs/org-a/vehicles");
  expect(removed.headers.get("location")).toBe("/orgs/org-a/connect");
  await alice.connect("org-a");
  expect((await alice.get("/orgs/org-a/vehicles")).status).toBe(200);
});
