import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A throw-away redis-server on 127.0.0.1 in its own temporary directory. */
export interface RedisServer {
  url: string;
  port: number;
  /** The redis-server process (the current one after a restart), e.g. to pause it with SIGSTOP. */
  readonly pid: number;
  /** Kills the process at once (SIGKILL), as a crash would; the directory (and an append-only file) stays. */
  kill(): Promise<void>;
  /** Starts redis-server again on the same port and directory (after `kill`, or stops it first). */
  restart(): Promise<void>;
  /** Stops the server (SIGTERM, waited for) and removes its directory; safe to call twice. */
  stop(): Promise<void>;
}

export interface RedisServerOptions {
  /** The port; a free one when omitted. */
  port?: number;
  /**
   * Persistence with an append-only file fsynced on every write (`appendfsync always`), so a restart after `kill`
   * keeps every acknowledged write. Off by default: the store then starts empty after a restart.
   */
  appendonly?: boolean;
  /** More command-line settings, e.g. `["--maxmemory-policy", "allkeys-lru"]` or `["--rename-command", "CONFIG", ""]`. */
  args?: readonly string[];
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

interface Running {
  pid: number;
  exited: Promise<void>;
  signal(signal: NodeJS.Signals): void;
  alive(): boolean;
}

async function spawnRedis(port: number, dir: string, appendonly: boolean, args: readonly string[]): Promise<Running> {
  const persistence = appendonly ? ["--appendonly", "yes", "--appendfsync", "always"] : ["--appendonly", "no"];
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence, "--dir", dir, ...args],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.pid !== undefined && child.exitCode === null && child.signalCode === null;
  const running: Running = { pid: child.pid ?? -1, exited, alive, signal: (s) => alive() && child.kill(s) };
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
    // A redis-server that never started (not installed: ENOENT) emits no `exit` to wait for.
    if (child.pid !== undefined) {
      running.signal("SIGKILL");
      await exited;
    }
    throw error;
  }
  return running;
}

/** Starts redis-server and resolves once it accepts connections; fails with REDIS_MISSING when it is not installed. */
export async function startRedisServer(options: number | RedisServerOptions = {}): Promise<RedisServer> {
  const { port, appendonly = false, args = [] } = typeof options === "number" ? { port: options } : options;
  const chosen = port ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-redis-"));
  let current: Running;
  try {
    current = await spawnRedis(chosen, dir, appendonly, args);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const kill = async () => {
    current.signal("SIGKILL");
    await current.exited;
  };
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    get pid() {
      return current.pid;
    },
    kill,
    async restart() {
      if (stopped) throw new Error("this redis-server was stopped; start a new one");
      if (current.alive()) {
        current.signal("SIGTERM");
        await current.exited;
      }
      current = await spawnRedis(chosen, dir, appendonly, args);
    },
    async stop() {
      stopped = true;
      if (current.alive()) {
        current.signal("SIGTERM");
        await current.exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
