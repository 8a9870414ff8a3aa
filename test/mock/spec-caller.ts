// What the tests of the mock's resources on a spec of their own share: the spec's pieces, and a caller of the mock
// serving that spec with its full-access token, each answer as its status and parsed JSON body.
import { createMock } from "../../testing/index.js";

export const json = (schema: object) => ({ content: { "application/json": { schema } } });
export const ok = (schema: object) => ({ "200": { description: "ok", ...json(schema) } });
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A call of the mock: `[status, body]`, the body parsed as JSON, undefined when empty (`any`: each test reads its own shape). */
export type SpecCall = (method: string, path: string, body?: object) => Promise<[number, any]>;

/** The mock serving a copy of `spec` in process, called with its full-access token and a JSON body. */
export async function specCaller(spec: object): Promise<SpecCall> {
  const mock = await createMock({ spec: structuredClone(spec) });
  const headers = { authorization: `Bearer ${mock.tokens.fullAccess!.token}`, "content-type": "application/json" };
  return async (method, path, body) => {
    const response = await mock.fetch(`http://127.0.0.1${path}`, {
      method,
      headers,
      ...(body && { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return [response.status, text === "" ? undefined : JSON.parse(text)];
  };
}
