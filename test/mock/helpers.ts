import http from "node:http";
import type { AddressInfo } from "node:net";
import { startMockServer, type MockServer, type MockServerOptions } from "../../testing/index.js";

/** 2026-01-01T00:00:00Z: the mock's clock is frozen here unless a test moves it. */
export const START_MS = Date.UTC(2026, 0, 1);
export const DAY_MS = 86_400_000;

export function startMock(options: MockServerOptions = {}): Promise<MockServer> {
  return startMockServer({ now: START_MS, ...options });
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON; `any` because each test asserts the fields it reads. */
  body: any;
}

export interface CallOptions {
  token?: string | null;
  method?: string;
  body?: unknown;
  /** Sent as is, instead of a Bearer header. */
  authorization?: string;
}

/** One HTTP request to the mock; `token: null` sends no Authorization header. */
export async function call(mock: MockServer, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? mock.tokens.fullAccess?.token : options.token;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (token !== null && token !== undefined) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(mock.baseUrl + path, {
    method: options.method ?? "GET",
    headers,
    ...(options.body !== undefined && { body: typeof options.body === "string" ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === "" ? undefined : JSON.parse(text) };
}

/** Follows `endCursor` while `hasNextPage` is true; returns every page. */
export async function allPages(mock: MockServer, path: string, token?: string): Promise<any[]> {
  const pages = [];
  let after = "";
  for (let i = 0; i < 1000; i++) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await call(mock, `${path}${separator}after=${encodeURIComponent(after)}`, token === undefined ? {} : { token });
    if (response.status !== 200) throw new Error(`page ${i + 1} of ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    pages.push(response.body);
    if (!response.body.pagination.hasNextPage) return pages;
    after = response.body.pagination.endCursor;
  }
  throw new Error(`${path} did not finish within 1000 pages`);
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local webhook receiver that records every request and answers `status` (a number or one per request). */
export async function startReceiver(status: number | ((index: number) => number) = 200) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.statusCode = typeof status === "number" ? status : status(received.length - 1);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/fleet`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
