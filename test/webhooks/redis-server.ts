import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throw-away redis-server on 127.0.0.1: no persistence, its own temporary directory. */
export interface RedisServer {
  url: string;
  port: number;
  /** The redis-server process, e.g. to pause it with SIGSTOP. */
  pid: number;
  /** Stops the server (SIGTERM, waited for) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

export const REDIS_MISSING =
  "redis-server is not installed, and the Redis dedupe tests need a real one: install it (Debian/Ubuntu: apt-get install redis-server, which .ci/run does) and run the tests again.";

/** A port that was free a moment ago (the kernel's choice for port 0). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts redis-server and resolves once it accepts connections; fails with REDIS_MISSING when it is not installed. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-redis-"));
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = () => {
        if (/Ready to accept connections/.test(output)) resolve();
      };
      child.stdout.on("data", onData);
      child.once("error", (error: NodeJS.ErrnoException) =>
        reject(error.code === "ENOENT" ? new Error(REDIS_MISSING) : error),
      );
      child.once("exit", (code) =>
        reject(new Error(`redis-server exited (${code}) before accepting connections:\n${output}`)),
      );
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, pid: child.pid!, stop };
}
