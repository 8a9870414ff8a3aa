import { createMock, listenMock, type MockStage } from "../../testing/mock/server.js";
import { CONTROL_PREFIX } from "../../testing/mock/control-api.js";
import { isLoopbackHost } from "../../runtime/base-url.js";
import { printable } from "../../runtime/printable.js";
import { EXIT, UsageError, integerOption, parse, type Io } from "../io.js";
import { interrupted } from "../interrupted.js";
import { progress, progressWanted } from "../progress.js";

export const MOCK_USAGE = `Usage: fleetkit mock [--spec FILE [--overlay FILE]...] [--port N] [--host 127.0.0.1] [--seed N]
                    [--rate-limit N] [--allow-remote] [--quiet]

Runs a local mock of the fleet API (tokens with scopes and tag access, cursor pagination, feeds, webhooks)
until interrupted, and prints its base URL and the tokens it created.

  --spec FILE  serve your spec (what \`fleetkit generate\` reads) instead of the bundled one: every answer
               follows it (its shapes, security and error bodies); where its paths address vehicles, drivers,
               tags, addresses… the fleet data is what they list, read, create and change, one object for all
               of them; the rest is its examples or data generated from its schemas, checked against them
  --overlay FILE  an Overlay applied to --spec; repeat for several, applied in order

  --port N     default 4010; 0 picks a free port
  --host H     default 127.0.0.1; a host other than localhost, 127.0.0.0/8 or ::1 needs --allow-remote
               (the mock speaks plain HTTP and prints a full-access token: keep it on loopback)
  --allow-remote  also answer requests whose Host header is not a loopback name (by default they get 403,
               so a web page cannot reach the mock through a DNS name rebound to 127.0.0.1)
  --seed N     seeds the generated fleet data, tokens and secrets (default 1); the same seed gives the same data
  --rate-limit N  requests per second each token may send (default: no limit); over it the mock answers 429
               with a fractional Retry-After in seconds, as the real API does
  --quiet      no progress lines: with --spec on a terminal, stderr shows each stage of the start as it
               begins (reading the spec, its operations, the data, listening) and their times

Drive it from outside through its control API under ${CONTROL_PREFIX} (see docs/mock.md).`;

/**
 * Starts the mock and resolves with the exit code once SIGINT or SIGTERM (or `until`, which replaces them: tests) has
 * closed it.
 */
export async function mockCommand(args: string[], io: Io, until?: Promise<unknown>): Promise<number> {
  const { values } = parse(
    args,
    {
      port: { type: "string", default: "4010" },
      host: { type: "string", default: "127.0.0.1" },
      seed: { type: "string", default: "1" },
      "allow-remote": { type: "boolean" },
      "rate-limit": { type: "string" },
      spec: { type: "string" },
      overlay: { type: "string", multiple: true },
      quiet: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    false,
  );
  if (values.help) {
    io.out(MOCK_USAGE);
    return EXIT.ok;
  }
  const port = integerOption("--port", values.port, 0, 65535)!;
  const seed = integerOption("--seed", values.seed, 0, Number.MAX_SAFE_INTEGER)!;
  const rateLimit = integerOption("--rate-limit", values["rate-limit"], 1, 1_000_000);
  const bracketed = values.host.includes(":") && !values.host.startsWith("[") ? `[${values.host}]` : values.host;
  if (!isLoopbackHost(bracketed) && !values["allow-remote"]) {
    throw new UsageError(
      `--host ${values.host} is not a loopback address; the mock serves plain HTTP with full-access tokens, so pass --allow-remote to expose it anyway`,
    );
  }
  if (values.overlay !== undefined && values.spec === undefined)
    throw new UsageError("--overlay applies to a spec: give --spec FILE as well");
  // The start on a large spec takes a while (GitHub's description: about a second idle): its stages, on a terminal.
  const stages = progress({
    command: "fleetkit mock",
    enabled: values.spec !== undefined && progressWanted({ quiet: values.quiet === true }, io.terminal),
    write: io.err,
  });
  const STAGES: Record<MockStage, [string, string]> = {
    read: [printable(`reading ${values.spec}${values.overlay === undefined ? "" : " and its overlays"}`), "reading"],
    operations: ["building its operations", "operations"],
    data: ["seeding the data", "data"],
  };
  // A spec that cannot be served is bad input, reported with the loader's message, as `fleetkit generate` does.
  const created = await createMock({
    seed,
    ...(rateLimit !== undefined && { rateLimit }),
    ...(values.spec !== undefined && { spec: values.spec }),
    ...(values.overlay !== undefined && { overlays: values.overlay }),
    onStage: (stage) => stages.stage(...STAGES[stage]),
  }).catch((error: Error) => {
    stages.done("stopped");
    throw new UsageError(error.message);
  });
  stages.stage(printable(`listening on ${values.host} port ${port === 0 ? "(a free one)" : port}`), "listening");
  const mock = await listenMock(created, {
    port,
    host: values.host,
    allowRemote: values["allow-remote"] === true,
  })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE")
        throw new UsageError(
          `port ${port} on ${values.host} is already in use; choose another --port (0 picks a free one)`,
        );
      if (error.code === "EACCES")
        throw new UsageError(
          `port ${port} needs privileges this user does not have; choose a --port above 1023 (0 picks a free one)`,
        );
      if (error.code === "ENOTFOUND" || error.code === "EADDRNOTAVAIL" || error.code === "EAI_AGAIN")
        throw new UsageError(
          `cannot listen on --host ${values.host}: ${error.code}; use an address of this machine such as 127.0.0.1`,
        );
      throw error;
    })
    .catch((error: unknown) => {
      stages.done("stopped");
      throw error;
    });
  stages.done("ready");
  io.out(
    `fleetkit mock API listening on ${mock.baseUrl}${values.spec === undefined ? "" : ` (serving ${mock.specFile})`}`,
  );
  io.out(`Control API: ${mock.baseUrl}${CONTROL_PREFIX}`);
  // A served spec says how a token is sent: a bearer token, an API key (header, query or cookie) or basic auth's password.
  io.out(
    values.spec === undefined
      ? "Tokens (send as Authorization: Bearer <token>):"
      : "Tokens (send each as the spec's security schemes say: a bearer token, an API key, or the password of basic auth):",
  );
  for (const [name, token] of Object.entries(mock.tokens)) {
    const tags = token.tagIds.length > 0 ? `tags ${token.tagIds.join(", ")}` : "whole organization";
    io.out(`  ${name.padEnd(12)} ${token.token}  (${token.scopes.length} scopes, ${tags})`);
  }
  io.out("Press Ctrl+C to stop.");
  await (until ?? interrupted());
  await mock.close();
  io.out("mock stopped");
  return EXIT.ok;
}
