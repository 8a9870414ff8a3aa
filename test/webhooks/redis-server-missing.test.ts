import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { REDIS_MISSING, startRedisServer } from "./redis-server.js";

it("without redis-server installed, the fixture fails at once with what to install (it waited for an exit that never comes)", async () => {
  const path = process.env.PATH;
  const empty = await mkdtemp(join(tmpdir(), "fleetkit-no-redis-"));
  try {
    process.env.PATH = empty; // no redis-server anywhere on it
    // A rejection at all is the fix: before it, the fixture waited for an exit that never comes (this test's timeout).
    await expect(startRedisServer()).rejects.toThrow(REDIS_MISSING);
  } finally {
    process.env.PATH = path;
    await rm(empty, { recursive: true, force: true });
  }
}, 10_000);
