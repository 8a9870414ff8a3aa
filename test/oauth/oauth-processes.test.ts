// Issue 39, item 3: two processes serve one install through the Redis store; the access token expires (by the
// mock's clock) while both are under load. One of them refreshes; the other reads what it saved.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createRedisOAuthStore, type RedisOAuthStore } from "../../runtime/redis/oauth-store.js";
import type { MockServer } from "../../testing/mock/server.js";
import { startMockServer } from "../../testing/mock/server.js";
import { startRedisServer, type RedisServer } from "../webhooks/redis-server.js";
import { appFor, CLIENT_ID, CLIENT_SECRET, install, REDIRECT_URI, refreshRequests } from "./oauth-helpers.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = fileURLToPath(new URL("./fixtures/oauth-process.ts", import.meta.url));
const HOUR = 3600_000;

interface Child {
  /** The next stdout line matching `pattern`, after those already taken. */
  next(pattern: RegExp): Promise<string>;
  send(line: string): void;
  kill(): Promise<void>;
}

function startChild(env: Record<string, string>): Child {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let partial = "";
  let stderr = "";
  const waiting: (() => void)[] = [];
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop()!;
    lines.push(...parts);
    for (const wake of waiting.splice(0)) wake();
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let taken = 0;
  return {
    next: (pattern) =>
      new Promise<string>((resolve, reject) => {
        const check = () => {
          const index = lines.findIndex((line, i) => i >= taken && pattern.test(line));
          if (index === -1) return void waiting.push(check);
          taken = index + 1;
          resolve(lines[index]!);
        };
        void exited.then(() => reject(new Error(`the process exited before printing ${pattern}:\n${stderr}`)));
        check();
      }),
    send: (line) => child.stdin.write(`${line}\n`),
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

let redis: RedisServer | undefined;
let mock: MockServer | undefined;
let store: RedisOAuthStore | undefined;
const children: Child[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  mock = await startMockServer({
    now: Date.UTC(2026, 0, 1),
    // A slow token endpoint: two refreshes of one token would both be in flight, and the second refused.
    oauthApps: [
      {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        redirectUri: REDIRECT_URI,
        scopes: ["Read Vehicles"],
        tokenDelayMs: 300,
      },
    ],
  });
  store = await createRedisOAuthStore({ url: redis.url });
}, 30_000);

afterAll(async () => {
  await Promise.all(children.map((c) => c.kill()));
  await store?.close();
  await mock?.close();
  await redis?.stop();
});

it("two processes on one install: the token expires under load, one refresh is made and none is refused", async () => {
  const credentials = await install(appFor(mock!));
  expect(await store!.forInstall("org-1").save(credentials, undefined)).toBe(true);
  const env = {
    MOCK_URL: mock!.baseUrl,
    REDIS_URL: redis!.url,
    INSTALL_ID: "org-1",
    CLIENT_ID,
    CLIENT_SECRET,
    REDIRECT_URI,
    CALLS: "20",
  };
  children.push(startChild(env), startChild(env));
  await Promise.all(children.map((c) => c.next(/^ready$/)));
  expect(refreshRequests(mock!)).toHaveLength(0);

  mock!.clock.advance(HOUR);
  for (const child of children) child.send("go");
  const rounds = await Promise.all(children.map((c) => c.next(/^\{/)));
  for (const line of rounds) expect(JSON.parse(line)).toMatchObject({ ok: 20, failed: [] });
  expect(refreshRequests(mock!).map((r) => r.error ?? "issued")).toEqual(["issued"]);
  const stored = await store!.forInstall("org-1").load();
  expect(stored!.refreshToken).not.toBe(credentials.refreshToken);

  // And again: both processes now hold the rotated credentials.
  mock!.clock.advance(HOUR);
  for (const child of children) child.send("go");
  const again = await Promise.all(children.map((c) => c.next(/^\{/)));
  for (const line of again) expect(JSON.parse(line)).toMatchObject({ ok: 20, failed: [] });
  expect(refreshRequests(mock!).map((r) => r.error ?? "issued")).toEqual(["issued", "issued"]);
}, 60_000);

it("the Redis store: save is a compare-and-set on the refresh token, a lease is held by one holder at a time", async () => {
  const org2 = store!.forInstall("org-2");
  const first = { accessToken: "a1", refreshToken: "r1", expiresAt: 1 };
  const second = { accessToken: "a2", refreshToken: "r2", expiresAt: 2 };
  expect(await org2.load()).toBeUndefined();
  expect(await org2.save(first, second)).toBe(false); // nothing stored: only `undefined` matches
  expect(await org2.save(first, undefined)).toBe(true);
  expect(await org2.save(second, undefined)).toBe(false); // something stored now
  expect(await org2.save(second, { ...second, refreshToken: "other" })).toBe(false);
  expect(await org2.save(second, first)).toBe(true);
  expect(await org2.load()).toEqual(second);

  const lease = await org2.lease!(10_000);
  expect(lease).toBeDefined();
  expect(await org2.lease!(10_000)).toBeUndefined();
  expect(await store!.forInstall("org-3").lease!(10_000)).toBeDefined(); // another install's lease is its own
  await lease!.release();
  const next = await org2.lease!(10_000);
  expect(next).toBeDefined();
  await lease!.release(); // a stale holder's release leaves the new lease alone
  expect(await org2.lease!(10_000)).toBeUndefined();
  await next!.release();

  expect(() => store!.forInstall("")).toThrow(/non-empty string/);
});

it("the Redis store refuses what is not credentials, naming the key and never the value", async () => {
  const { createClient } = await import("redis");
  const raw = createClient({ url: redis!.url });
  await raw.connect();
  try {
    await raw.set("fleetkit:oauth:org-broken", '{"accessToken":"leaked-token-value"}');
    const error = await store!
      .forInstall("org-broken")
      .load()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String(error)).toMatch(/fleetkit:oauth:org-broken/);
    expect(String(error)).not.toMatch(/leaked-token-value/);
  } finally {
    await raw.quit();
  }
});
