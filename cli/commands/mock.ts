import { startMockServer } from "../../testing/mock/server.js";
import { CONTROL_PREFIX } from "../../testing/mock/control-api.js";
import { EXIT, UsageError, parse, type Io } from "../io.js";

export const MOCK_USAGE = `Usage: fleetkit mock [--port N] [--host 127.0.0.1] [--seed N]

Runs a local mock of the fleet API (tokens with scopes and tag access, cursor pagination, feeds, webhooks)
until interrupted, and prints its base URL and the tokens it created.

  --port N     default 4010; 0 picks a free port
  --host H     default 127.0.0.1 (the mock speaks plain HTTP: keep it on loopback)
  --seed N     seeds the generated fleet data, tokens and secrets (default 1); the same seed gives the same data

Drive it from outside through its control API under ${CONTROL_PREFIX} (see docs/mock.md).`;

const integer = (name: string, value: string, max: number): number => {
  if (!/^[0-9]+$/.test(value) || Number(value) > max) throw new UsageError(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  return Number(value);
};

/** Starts the mock and resolves with the exit code once SIGINT or SIGTERM has closed it. */
export async function mockCommand(args: string[], io: Io): Promise<number> {
  const { values } = parse(args, { port: { type: "string", default: "4010" }, host: { type: "string", default: "127.0.0.1" }, seed: { type: "string", default: "1" }, help: { type: "boolean", short: "h" } }, false);
  if (values.help) {
    io.out(MOCK_USAGE);
    return EXIT.ok;
  }
  const mock = await startMockServer({ port: integer("--port", values.port, 65535), host: values.host, seed: integer("--seed", values.seed, Number.MAX_SAFE_INTEGER) });
  io.out(`fleetkit mock API listening on ${mock.baseUrl}`);
  io.out(`Control API: ${mock.baseUrl}${CONTROL_PREFIX}`);
  io.out("Tokens (send as Authorization: Bearer <token>):");
  for (const [name, token] of Object.entries(mock.tokens)) {
    const tags = token.tagIds.length > 0 ? `tags ${token.tagIds.join(", ")}` : "whole organization";
    io.out(`  ${name.padEnd(12)} ${token.token}  (${token.scopes.length} scopes, ${tags})`);
  }
  io.out("Press Ctrl+C to stop.");
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  await mock.close();
  io.out("mock stopped");
  return EXIT.ok;
}
