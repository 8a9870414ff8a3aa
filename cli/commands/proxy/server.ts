/**
 * The proxy's server: every request goes upstream and every answer comes back unchanged (status, headers as sent,
 * bytes streamed as they arrive); a copy of each body, up to a limit, is held against the spec once it has passed.
 * The caller's `Authorization` goes upstream and nowhere else: the report redacts its credential everywhere.
 */
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { printable } from "../../../runtime/printable.js";
import { chooseOperation, type ParameterCheck } from "../../../testing/mock/operation-choice.js";
import {
  checkParameters as checkServedParameters,
  responsesOf,
  type ServedOperation,
  type ServedSpec,
} from "../../../testing/mock/served-spec.js";
import { answerToRequest, checkRequest, checkResponse, type Observed } from "./check.js";
import type { DriftReport, OperationEntry, ProblemEntry } from "./report.js";

export interface ProxyOptions {
  spec: ServedSpec;
  /** The upstream base URL, checked (https, or http on loopback), without a trailing slash. */
  upstream: string;
  port: number;
  host: string;
  report: DriftReport;
  /** Per request: how long the upstream may take for its whole answer. Default 30 000 ms, as the client. */
  timeoutMs?: number;
  /** The largest body held against the spec; a longer one is forwarded whole and not checked. Default 50 MiB. */
  maxBodyBytes?: number;
  /** One line per new kind of drift (and per new upstream failure). */
  onLine: (line: string) => void;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

/** Headers of one connection, not of the message: never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Node's raw header list (name, value, name, value…) without hop-by-hop headers and `host`, as pairs. */
function forwardable(raw: readonly string[], drop: ReadonlySet<string> = HOP_BY_HOP): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (!drop.has(name.toLowerCase())) pairs.push([name, raw[i + 1]!]);
  }
  return pairs;
}

/** A body copy kept for checking, up to `limit` bytes; `over` once more arrived. */
class Tee {
  private chunks: Buffer[] = [];
  private size = 0;
  over = false;
  constructor(private readonly limit: number) {}
  add(chunk: Buffer): void {
    if (this.over) return;
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.over = true;
      this.chunks = [];
    } else this.chunks.push(chunk);
  }
  bytes(): Buffer | undefined {
    return this.over ? undefined : Buffer.concat(this.chunks);
  }
}

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const brotli = promisify(zlib.brotliDecompress);

/** The body as text, decoded from its content coding; undefined when it was too long or cannot be decoded. */
async function bodyText(bytes: Buffer | undefined, encoding: string | undefined): Promise<string | undefined> {
  if (bytes === undefined) return undefined;
  try {
    const coding = (encoding ?? "identity").trim().toLowerCase();
    const plain =
      coding === "gzip" || coding === "x-gzip"
        ? await gunzip(bytes)
        : coding === "deflate"
          ? await inflate(bytes)
          : coding === "br"
            ? await brotli(bytes)
            : coding === "identity" || coding === ""
              ? bytes
              : undefined;
    return plain?.toString("utf8");
  } catch {
    return undefined;
  }
}

/** The credential of an `Authorization` header (`Bearer <token>` → the token). */
const credentialOf = (header: string | undefined) => header?.replace(/^\S+\s+/, "").trim() ?? "";

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const { spec, report, onLine } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxBodyBytes = options.maxBodyBytes ?? 50 * 1024 * 1024;
  const upstream = new URL(options.upstream);
  const transport = upstream.protocol === "https:" ? https : http;
  const upstreamPath = upstream.pathname.replace(/\/$/, "");
  const pending = new Set<Promise<void>>();

  const announce = (entry: OperationEntry, fresh: readonly ProblemEntry[]) => {
    for (const problem of fresh) {
      const where = problem.where === "request" ? "request" : `answer ${problem.firstSeen.status}`;
      onLine(
        printable(
          `drift: ${entry.method} ${entry.path} (${entry.operationId}) ${where}: ${problem.kind} ${problem.message} [${problem.change}]`,
        ),
      );
    }
  };

  const checkParameters: ParameterCheck = (operation, params, query) =>
    checkServedParameters(spec, operation, params, query);
  /** The operation's report entry, and the spec's operation when there is one (`chooseOperation`, as the mock's). */
  const entryFor = (method: string, target: URL, headers: http.IncomingHttpHeaders) => {
    const { pathname } = target;
    const found = spec.index.match(method, pathname);
    if (found) {
      const match = chooseOperation(spec, checkParameters, found, target, (name) => {
        const value = headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(", ") : value;
      });
      const operation = match.operation as ServedOperation;
      const documented = Object.keys(responsesOf(spec, operation)).filter((s) => /^2(\d\d|XX)$/i.test(s));
      const entry = report.operation(`${operation.method} ${operation.path}`, {
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        documented,
      });
      return { entry, operation, params: match.params };
    }
    const path = report.redact.text(pathname);
    const entry = report.operation(`? ${method} ${path}`, {
      operationId: "(not in the spec)",
      method,
      path,
      documented: [],
    });
    return { entry, operation: undefined, params: {} };
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const target = new URL(req.url ?? "/", "http://proxy.invalid");
    report.addSecret(credentialOf(req.headers.authorization));
    const { entry, operation, params } = entryFor(method, target, req.headers);
    if (entry) entry.calls++;
    const requestTee = new Tee(maxBodyBytes);
    const responseTee = new Tee(maxBodyBytes);
    const headers = forwardable(req.rawHeaders, new Set([...HOP_BY_HOP, "host"]));
    headers.push(["Host", upstream.host]);
    return new Promise<void>((resolve) => {
      let settled = false;
      const finish = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      const failed = (status: number, message: string) => {
        const label = entry ? `${entry.method} ${entry.path}` : `${method} ${target.pathname}`;
        if (report.upstreamError(label, message))
          onLine(printable(`upstream: ${label}: ${report.redact.text(message)}`));
        if (!res.headersSent) {
          const body = JSON.stringify({ message: `fleetkit proxy: ${message}` });
          res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
          res.end(body);
        } else res.destroy();
        finish();
      };
      const outgoing = transport.request(
        {
          protocol: upstream.protocol,
          hostname: upstream.hostname.replace(/^\[|\]$/g, ""),
          port: upstream.port,
          method,
          path: `${upstreamPath}${target.pathname}${target.search}`,
          headers: headers as unknown as http.OutgoingHttpHeaders,
        },
        (incoming) => {
          const status = incoming.statusCode ?? 502;
          res.writeHead(
            status,
            incoming.statusMessage,
            forwardable(incoming.rawHeaders) as unknown as http.OutgoingHttpHeaders,
          );
          incoming.on("data", (chunk: Buffer) => {
            responseTee.add(chunk);
            // A slow caller slows the upstream down, instead of the proxy holding the answer in memory.
            if (!res.write(chunk)) {
              incoming.pause();
              res.once("drain", () => incoming.resume());
            }
          });
          incoming.on("end", () => {
            res.end();
            clearTimeout(timer);
            if (entry) {
              entry.statuses[String(status)] = (entry.statuses[String(status)] ?? 0) + 1;
              const checked = (async () => {
                const problems: Observed[] = [];
                if (operation) {
                  const requestText = await bodyText(requestTee.bytes(), req.headers["content-encoding"]);
                  const refused = checkRequest(
                    spec,
                    operation,
                    params,
                    target.searchParams,
                    req.headers["content-type"],
                    requestText,
                  );
                  const text = await bodyText(responseTee.bytes(), incoming.headers["content-encoding"]);
                  const answer = checkResponse(spec, operation, status, incoming.headers["content-type"], text);
                  problems.push(...refused, ...answerToRequest(refused, answer));
                } else
                  problems.push({
                    where: "request",
                    pointer: "",
                    kind: "undocumented",
                    keyword: "operation",
                    message: `(root) ${method} ${report.redact.text(target.pathname)} is not an operation of the spec`,
                  });
                announce(entry, report.record(entry, problems));
              })().catch((error: Error) =>
                onLine(printable(`fleetkit proxy: could not check an answer: ${error.message}`)),
              );
              pending.add(checked);
              void checked.finally(() => pending.delete(checked));
            }
            finish();
          });
          incoming.on("error", () => {
            res.destroy();
            finish();
          });
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy(new Error("timeout"));
        failed(504, `the upstream did not answer within ${timeoutMs} ms`);
      }, timeoutMs);
      outgoing.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (settled) return;
        failed(502, `the upstream ${upstream.origin} could not be reached: ${error.code ?? error.message}`);
      });
      req.on("data", (chunk: Buffer) => {
        requestTee.add(chunk);
        if (!outgoing.write(chunk)) {
          req.pause();
          outgoing.once("drain", () => req.resume());
        }
      });
      req.on("end", () => outgoing.end());
      req.on("error", () => outgoing.destroy());
      res.on("close", () => {
        // The caller went away before the answer ended: the upstream request goes too.
        if (!res.writableFinished) outgoing.destroy();
        clearTimeout(timer);
        finish();
      });
    });
  };

  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pending]);
    },
  };
}
