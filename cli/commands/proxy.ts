import { writeFile } from "node:fs/promises";
import { checkBaseUrl, isLoopbackHost } from "../../runtime/base-url.js";
import { printable } from "../../runtime/printable.js";
import { loadServedSpec } from "../../testing/mock/served-spec.js";
import { interrupted } from "../interrupted.js";
import { EXIT, UsageError, integerOption, parse, type Io } from "../io.js";
import { driftOverlay } from "./proxy/overlay.js";
import { DriftReport } from "./proxy/report.js";
import { startProxy } from "./proxy/server.js";

export const PROXY_USAGE = `Usage: fleetkit proxy --spec FILE [--overlay FILE]... --upstream URL [--port N] [--host H]
                     [--report FILE] [--overlay-out FILE] [--allow-insecure-loopback]

Forwards every request to URL and every answer back unchanged (status, headers, bytes, streaming; the
caller's Authorization goes upstream and nowhere else), and holds each request and answer against the
spec: a value its schema rejects, a property or status it does not document. Prints its URL, then one
line per new kind of drift, until interrupted (Ctrl+C or SIGTERM); then writes the report and prints a
summary. Exits 1 when the API broke its contract, else 0. See docs/drift.md.

  --spec FILE       the spec to hold the traffic against (what \`fleetkit generate\` reads)
  --overlay FILE    an Overlay applied to --spec; repeat for several, applied in order
  --upstream URL    the API: https://…, or http:// on a loopback host with --allow-insecure-loopback
  --port N          default 4011; 0 picks a free port
  --host H          default 127.0.0.1; only a loopback address (the proxy passes your token upstream)
  --report FILE     on exit, the report as JSON: per operation its calls and each distinct problem by
                    pointer, with a count and a first-seen example (truncated; secrets and the token redacted)
  --overlay-out FILE  on exit, an Overlay 1.0 that makes the spec match the additive drift seen (new
                    properties, enum values, null, wider number formats); breaking drift is only reported
  --timeout-ms N    how long the upstream may take per answer (default 30000; then 504)
  --max-body-bytes N  the largest body checked (default 50 MiB); a longer one is forwarded unchecked`;

/** Runs the proxy until SIGINT or SIGTERM, then writes the report and the overlay. */
export async function proxyCommand(args: string[], io: Io): Promise<number> {
  const { values } = parse(
    args,
    {
      spec: { type: "string" },
      overlay: { type: "string", multiple: true },
      upstream: { type: "string" },
      port: { type: "string", default: "4011" },
      host: { type: "string", default: "127.0.0.1" },
      report: { type: "string" },
      "overlay-out": { type: "string" },
      "timeout-ms": { type: "string" },
      "max-body-bytes": { type: "string" },
      "allow-insecure-loopback": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    false,
  );
  if (values.help) {
    io.out(PROXY_USAGE);
    return EXIT.ok;
  }
  if (values.spec === undefined) throw new UsageError("--spec FILE is required: the spec to hold the traffic against");
  if (values.upstream === undefined)
    throw new UsageError("--upstream URL is required: the API to forward to, e.g. https://api.samsara.com");
  const port = integerOption("--port", values.port, 0, 65535)!;
  const timeoutMs = integerOption("--timeout-ms", values["timeout-ms"], 1, 3_600_000);
  const maxBodyBytes = integerOption("--max-body-bytes", values["max-body-bytes"], 0, 2 ** 31);
  const bracketed = values.host.includes(":") && !values.host.startsWith("[") ? `[${values.host}]` : values.host;
  if (!isLoopbackHost(bracketed))
    throw new UsageError(
      `--host ${values.host} is not a loopback address; the proxy forwards your token upstream, so it listens on loopback only (127.0.0.1, ::1, localhost)`,
    );
  let upstream: string;
  try {
    upstream = checkBaseUrl(values.upstream, values["allow-insecure-loopback"] === true);
  } catch (error) {
    throw new UsageError(
      `--upstream: ${(error as Error).message.replace(/baseUrl/g, "the URL").replace(/allowInsecureLoopback/g, "--allow-insecure-loopback")}`,
    );
  }
  const spec = await loadServedSpec(values.spec, values.overlay).catch((error: Error) => {
    throw new UsageError(error.message);
  });
  const report = new DriftReport(spec.file, upstream);
  const proxy = await startProxy({
    spec,
    upstream,
    port,
    host: values.host,
    report,
    ...(timeoutMs !== undefined && { timeoutMs }),
    ...(maxBodyBytes !== undefined && { maxBodyBytes }),
    onLine: (line) => io.out(line),
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE")
      throw new UsageError(
        `port ${port} on ${values.host} is already in use; choose another --port (0 picks a free one)`,
      );
    if (error.code === "EACCES")
      throw new UsageError(`port ${port} needs privileges this user does not have; choose a --port above 1023`);
    throw error;
  });
  io.out(
    `fleetkit proxy listening on ${proxy.url} -> ${upstream} (holding the traffic against ${printable(spec.file)})`,
  );
  io.out("Press Ctrl+C to stop and write the report.");
  await interrupted();
  await proxy.close();
  const json = report.toJSON() as { summary: Record<string, number> };
  if (values.report !== undefined) await writeFile(values.report, `${JSON.stringify(json, null, 2)}\n`);
  if (values["overlay-out"] !== undefined) {
    const overlay = driftOverlay(spec.document, report.additions(), spec.file);
    await writeFile(values["overlay-out"], `${JSON.stringify(overlay, null, 2)}\n`);
  }
  const s = json.summary;
  io.out(
    `fleetkit proxy stopped: ${s.calls} calls to ${s.operations} operations; ${s.problems} distinct problems (${s.additive} additive, ${s.broken} where the API broke its contract, ${s.request} in requests); ${s.upstreamErrors} upstream failures`,
  );
  if (values.report !== undefined) io.out(`report: ${printable(values.report)}`);
  if (values["overlay-out"] !== undefined) io.out(`overlay: ${printable(values["overlay-out"])}`);
  // As a check: 1 when the API broke its contract (additive drift alone is not a failure).
  return s.broken! > 0 ? EXIT.failed : EXIT.ok;
}
