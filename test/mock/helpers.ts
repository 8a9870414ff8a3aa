import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { operations, type Operation } from "../../generated/operations.js";
import { validate } from "../../generated/validators.js";
import { startMockServer, type MockServer, type MockServerOptions } from "../../testing/index.js";
import { MOCK_ERROR_HEADER, MOCK_ERROR_STATUS, type MockErrorCode } from "../../testing/mock/errors.js";

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
  /** The body's Content-Type; default `application/json`; null sends the body without one. */
  contentType?: string | null;
}

/** The mock's error code of an answer (the `X-Fleetkit-Mock-Error` header), or null for a success. */
export const errorCode = (response: ApiResponse): string | null => response.headers.get(MOCK_ERROR_HEADER);

/** One HTTP request to the mock; `token: null` sends no Authorization header. */
export async function call(mock: MockServer, path: string, options: CallOptions = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? mock.tokens.fullAccess?.token : options.token;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  else if (token !== null && token !== undefined) headers.authorization = `Bearer ${token}`;
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (options.body !== undefined && contentType !== null) headers["content-type"] = contentType;
  const text = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const response = await fetch(mock.baseUrl + path, {
    method: options.method ?? "GET",
    headers,
    // fetch gives a string body `text/plain` unless told otherwise; bytes go without a Content-Type.
    ...(options.body !== undefined && { body: contentType === null ? new TextEncoder().encode(text) : text }),
  });
  const answerText = await response.text();
  const answer = {
    status: response.status,
    headers: response.headers,
    body: answerText === "" ? undefined : JSON.parse(answerText),
  };
  checkAnswer(`${options.method ?? "GET"} ${path}`, answer);
  return answer;
}

/** The operations with a response schema (the new endpoints), each with a pattern of its path. */
const WITH_SCHEMA = (Object.values(operations) as Operation[])
  .filter((o) => o.responseSchema !== null)
  .map((operation) => ({ operation, pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, "[^/]+")}$`) }));

/**
 * What every answer a mock test receives must satisfy, whatever the test itself checks: an error has the vendor's
 * body `{ message, requestId }` (valid against the spec's `ErrorResponse`, nothing else in it), a documented code in
 * the `X-Fleetkit-Mock-Error` header and that code's status; a success of an operation with a response schema is
 * valid against it (empty and last pages included).
 */
export function checkAnswer(
  request: string,
  { status, headers, body }: { status: number; headers: Headers; body: any },
): void {
  if (status >= 400) {
    expect(Object.keys(body ?? {}).sort(), `${request}: an error body is { message, requestId }`).toEqual([
      "message",
      "requestId",
    ]);
    expect(body, `${request}: the error's message and request ID`).toMatchObject({
      message: expect.stringMatching(/\S/),
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(validate("ErrorResponse", body).valid, `${request}: an ErrorResponse`).toBe(true);
    const code = headers.get(MOCK_ERROR_HEADER);
    expect(Object.keys(MOCK_ERROR_STATUS), `${request}: a documented code in ${MOCK_ERROR_HEADER}`).toContain(code);
    expect(status, `${request}: the status of ${code}`).toBe(MOCK_ERROR_STATUS[code as MockErrorCode]);
    return;
  }
  const [method, target] = request.split(" ") as [string, string];
  const pathname = new URL(target, "http://mock").pathname;
  const operation = WITH_SCHEMA.find(
    (o) => o.operation.method === method.toLowerCase() && o.pattern.test(pathname),
  )?.operation;
  if (status < 300 && operation) {
    const result = validate(operation.responseSchema!, body);
    expect(
      result.valid ? [] : result.errors.map((e) => e.message),
      `${request} against ${operation.responseSchema}`,
    ).toEqual([]);
  }
}

/** Follows `endCursor` while `hasNextPage` is true; returns every page. A list's last page has `endCursor: ""`. */
export async function allPages(mock: MockServer, path: string, token?: string): Promise<any[]> {
  const pages = [];
  let after = "";
  for (let i = 0; i < 1000; i++) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await call(
      mock,
      `${path}${separator}after=${encodeURIComponent(after)}`,
      token === undefined ? {} : { token },
    );
    if (response.status !== 200)
      throw new Error(`page ${i + 1} of ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    pages.push(response.body);
    if (!response.body.pagination.hasNextPage) return pages;
    after = response.body.pagination.endCursor;
  }
  throw new Error(`${path} did not finish within 1000 pages`);
}

/** Follows a legacy list's `pagination.endCursor` as `startingAfter` while `hasNextPage` is true; returns every page. */
export async function allLegacyPages(mock: MockServer, path: string, token?: string): Promise<any[]> {
  const pages = [];
  let cursor: string | undefined;
  for (let i = 0; i < 1000; i++) {
    const separator = path.includes("?") ? "&" : "?";
    const response = await call(
      mock,
      cursor === undefined ? path : `${path}${separator}startingAfter=${encodeURIComponent(cursor)}`,
      token === undefined ? {} : { token },
    );
    if (response.status !== 200)
      throw new Error(`page ${i + 1} of ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
    pages.push(response.body);
    if (!response.body.pagination.hasNextPage) return pages;
    cursor = response.body.pagination.endCursor;
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
      received.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
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
