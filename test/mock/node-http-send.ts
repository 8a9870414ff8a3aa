import http from "node:http";
import { MOCK_ERROR_HEADER } from "../../testing/mock/errors.js";

/** A mock's answer: its status, its error code header, and its JSON body. */
export interface Answer {
  status: number;
  code: string | null;
  body: any;
}

/** One request of a test, sent through a mock's HTTP server, `mock.fetch` or MSW. */
export type Send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

/**
 * A client of a mock's HTTP server through node:http: MSW, listening in the same process, patches the global fetch,
 * and the server must be reached without it. `defaults` are sent with every request (a request's own headers win).
 */
export function viaNodeHttp(baseUrl: string, defaults: Record<string, string> = {}): Send {
  return (method, path, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method,
          headers: {
            ...defaults,
            ...(text !== undefined && {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(text),
            }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const answer = Buffer.concat(chunks).toString("utf8");
            const code = res.headers[MOCK_ERROR_HEADER.toLowerCase()];
            resolve({
              status: res.statusCode ?? 0,
              code: typeof code === "string" ? code : null,
              body: answer ? JSON.parse(answer) : undefined,
            });
          });
        },
      );
      req.on("error", reject);
      req.end(text);
    });
}
