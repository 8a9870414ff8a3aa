import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";

/** A request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the server answers. `body` that is not a string is sent as JSON. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Never answer (the connection stays open until the client gives up or the server closes). */
  hang?: boolean;
  /** Drop the connection without answering: the client sees a network error. */
  reset?: boolean;
  /** Send the headers and this start of the body, then nothing more (the connection stays open). */
  stallAfter?: string;
}

export type Script = Reply[] | ((request: RecordedRequest, index: number) => Reply | Promise<Reply>);

export interface LoopbackServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** Replaces the script: a list is answered in order (then 500s), a function is called for each request. */
  script(script: Script): void;
  close(): Promise<void>;
}

/**
 * A real `node:http` server on 127.0.0.1, port 0: it records every request and answers from a script, so runtime tests
 * go through the real fetch stack (sockets, headers, bodies, aborts), not a stubbed fetch.
 */
export async function startLoopbackServer(initial: Script = [], port = 0): Promise<LoopbackServer> {
  let current = initial;
  const requests: RecordedRequest[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const recorded: RecordedRequest = {
      method: req.method ?? "",
      url: req.url ?? "",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    const index = requests.push(recorded) - 1;
    const reply =
      typeof current === "function"
        ? await current(recorded, index)
        : (current[index] ?? { status: 500, body: { error: "script exhausted" } });
    if (reply.hang) return;
    if (reply.reset) return void req.socket.destroy();
    if (reply.stallAfter !== undefined) {
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      return void res.write(reply.stallAfter);
    }
    const body =
      reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    const type = typeof reply.body === "string" ? "text/plain" : "application/json";
    res.writeHead(reply.status ?? 200, { "content-type": type, ...reply.headers });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    script(script) {
      current = script;
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A list-envelope page (reference 2.6). */
export const page = (data: unknown[], endCursor: string, hasNextPage: boolean): Reply => ({
  body: { data, pagination: { endCursor, hasNextPage } },
});

/** A server-side list: page n answers `after=c<n-1>` (none for the first), as a real cursor endpoint would; any other
 * cursor is a 400. */
export function pagedList(pages: Reply[]) {
  return (request: { query: URLSearchParams }): Reply => {
    const after = request.query.get("after");
    const index = after === null ? 0 : Number(after.slice(1));
    return (
      pages[index] ?? {
        status: 400,
        body: { message: "after is not a cursor issued by this server", requestId: "8916e1c2" },
      }
    );
  };
}

/**
 * How a promise settles within `ms`: its value or rejection reason, or the string "still pending after <ms> ms", so a
 * test of something that used to hang fails at once, saying so, instead of at the test timeout.
 */
export function outcomeWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, ms, `still pending after ${ms} ms`)));
  return Promise.race([promise.catch((error: unknown) => error), deadline]).finally(() => clearTimeout(timer));
}

/**
 * The one loopback server of a test file: started before its tests, its script cleared after each test, closed after
 * all of them. The object returned stands for it from the start.
 */
export function useLoopbackServer(): LoopbackServer {
  let server: LoopbackServer | undefined;
  const started = () => {
    if (!server) throw new Error("the loopback server starts in beforeAll; use it inside a test or hook");
    return server;
  };
  beforeAll(async () => {
    server = await startLoopbackServer();
  });
  afterAll(() => server?.close());
  afterEach(() => server?.script([]));
  return {
    get url() {
      return started().url;
    },
    get requests() {
      return started().requests;
    },
    script: (script) => started().script(script),
    close: () => started().close(),
  };
}
