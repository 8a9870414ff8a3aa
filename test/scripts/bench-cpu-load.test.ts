import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { besideCpuLoad, LOAD_PROCESSES } from "../../scripts/bench-cpu-load.js";

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until none of `pids` is running, or `ms` have passed; returns those still running. */
async function gone(pids: number[], ms = 10_000): Promise<number[]> {
  const end = Date.now() + ms;
  while (pids.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return pids.filter(alive);
}

describe("the benches' CPU load (scripts/bench-cpu-load.ts)", () => {
  it("runs one busy loop per core while the work runs, and stops them when it ends", async () => {
    let seen: number[] = [];
    const answer = await besideCpuLoad((pids) => {
      seen = pids;
      expect(pids).toHaveLength(LOAD_PROCESSES);
      expect(pids.every(alive)).toBe(true);
      return "done";
    });
    expect(answer).toBe("done");
    expect(seen.some(alive)).toBe(false); // stopped before besideCpuLoad returned
  });

  it("stops them when the work throws", async () => {
    let seen: number[] = [];
    await expect(
      besideCpuLoad(async (pids) => {
        seen = pids;
        throw new Error("the bench failed");
      }),
    ).rejects.toThrow("the bench failed");
    expect(seen).toHaveLength(LOAD_PROCESSES);
    expect(seen.some(alive)).toBe(false);
  });

  it("the loops stop by themselves when the bench's process dies without stopping them", async () => {
    const module = fileURLToPath(new URL("../../scripts/bench-cpu-load.ts", import.meta.url));
    const script = `import { besideCpuLoad } from ${JSON.stringify(module)};
await besideCpuLoad((pids) => { console.log(JSON.stringify(pids)); return new Promise(() => {}); });`;
    const bench = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let pids: number[] = [];
    try {
      pids = await new Promise<number[]>((resolve, reject) => {
        let out = "";
        bench.stdout.on("data", (chunk) => {
          out += chunk;
          if (out.includes("\n")) resolve(JSON.parse(out) as number[]);
        });
        bench.once("exit", (code) => reject(new Error(`the bench exited early (${code})`)));
      });
      expect(pids).toHaveLength(LOAD_PROCESSES);
      bench.kill("SIGKILL"); // no finally, no exit handler runs
      expect(await gone(pids)).toEqual([]);
    } finally {
      bench.kill("SIGKILL");
      for (const pid of pids.filter(alive)) process.kill(pid, "SIGKILL");
    }
  });
});
