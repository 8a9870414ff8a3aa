import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";

/** Waits until a `fleetkit mock` process has printed its banner; returns its base URL, full-access token and output. */
export async function mockBanner(
  child: ChildProcessWithoutNullStreams,
): Promise<{ baseUrl: string; token: string; output: () => string }> {
  let stdout = "";
  child.stdout.on("data", (c) => (stdout += c));
  while (!/Press Ctrl\+C/.test(stdout)) {
    const [chunk] = await Promise.race([once(child.stdout, "data"), once(child, "exit").then(() => [null])]);
    if (chunk === null) throw new Error(`fleetkit mock exited before listening:\n${stdout}`);
  }
  const baseUrl = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
  const token = /^\s+fullAccess\s+(\S+)/m.exec(stdout)?.[1];
  if (!baseUrl || !token) throw new Error(`fleetkit mock printed no base URL or fullAccess token:\n${stdout}`);
  return { baseUrl, token, output: () => stdout };
}
