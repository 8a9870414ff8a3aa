/**
 * A CPU load the benches start themselves, to measure beside it (issue 38, item 6: a user's CI machine is rarely
 * idle): busy-loop processes, one per core of a 2-core machine, stopped when the work ends, thrown or not, and by
 * themselves if the bench dies without stopping them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** How many busy-loop processes make the CPU load: one per core, at most two (this machine's cores). */
export const LOAD_PROCESSES = 2;

/**
 * A busy loop that stops by itself if the bench dies without stopping it (its parent is no longer the bench's process,
 * named here: a loop that starts after the bench died must not take its new parent for the bench) or after
 * `seconds`, whichever comes first: a load must never outlive the bench.
 */
const BUSY_LOOP = (seconds: number) =>
  `const end = Date.now() + ${seconds * 1000}; let n = 0;
for (;;) if (++n % 5e6 === 0 && (process.ppid !== ${process.pid} || Date.now() > end)) process.exit(0);`;

/**
 * Runs `work` beside `LOAD_PROCESSES` busy loops, started here and stopped when it ends (thrown or not); `work` is told
 * their process ids.
 */
export async function besideCpuLoad<T>(work: (pids: number[]) => T | Promise<T>, maxSeconds = 1800): Promise<T> {
  const loops: ChildProcess[] = [];
  const stop = () => {
    for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill("SIGKILL");
  };
  process.once("exit", stop); // the bench's own exit (an uncaught error included) stops them too
  try {
    for (let i = 0; i < LOAD_PROCESSES; i++)
      loops.push(spawn(process.execPath, ["-e", BUSY_LOOP(maxSeconds)], { stdio: "ignore" }));
    return await work(loops.map((loop) => loop.pid!));
  } finally {
    stop();
    process.removeListener("exit", stop);
    await Promise.all(
      loops.map((loop) =>
        loop.exitCode !== null || loop.signalCode !== null ? undefined : new Promise((done) => loop.once("exit", done)),
      ),
    );
  }
}

/** The load average over the last minute, for the printed figure (what else was running). */
export const loadAverage = () => {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ")[0] ?? "?";
  } catch {
    return "?";
  }
};
