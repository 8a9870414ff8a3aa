import type { Attempt } from "./attempt.js";
import { FleetNetworkError, InvalidResponseError, ResponseTooLargeError } from "./errors.js";
import type { Redactor } from "./redact.js";

/** The default `maxResponseBytes`: 50 MiB, about 100 pages of 512 vehicles. */
export const DEFAULT_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

/** What reading a response's body needs to know about its call. `path` and `redactor` may be made on first use. */
export interface BodyContext {
  readonly attempt: Attempt;
  readonly maxResponseBytes: number;
  readonly method: string;
  readonly path: string;
  readonly redactor: Redactor;
}

const CONTEXT = Symbol("fleetkit.bodyContext");
const STREAM = Symbol("fleetkit.bodyStream");
type AttemptResponse = Response & { [CONTEXT]: BodyContext; [STREAM]?: ReadableStream<Uint8Array> };
const bodyOf = Object.getOwnPropertyDescriptor(Response.prototype, "body")!.get!;
const noop = () => {};
const decoder = new TextDecoder();

/**
 * The response with the attempt still running while its body is read. Its readers (`json()`, `text()`, …):
 * - stop at `maxResponseBytes` (at once when `Content-Length` announces more) with `ResponseTooLargeError`,
 * - end with the abort reason (`RequestTimeoutError`, or the caller's) when the attempt is aborted, by cancelling the
 *   read themselves rather than waiting for the transport to notice,
 * - turn a connection lost mid-body into `FleetNetworkError`, and JSON that does not parse into
 *   `InvalidResponseError` (the body is not quoted: it may be an echo of the request),
 * and end the attempt (the clock stops) when they settle. `body`, read as a stream, ends it when the stream ends; it
 * is not limited in size (you read it yourself). The response keeps its identity: building a new `Response` per call
 * cost more than openapi-fetch itself.
 */
export function attemptResponse(response: Response, context: BodyContext): Response {
  // Nothing left to wait for: no body, or one announced empty. openapi-fetch reads no body of `Content-Length: 0`, so
  // no reader would come to end the attempt, and its clock would hold the process for timeoutMs after the call.
  if (response.body === null || response.headers.get("content-length") === "0") {
    context.attempt.end();
    return response;
  }
  (response as AttemptResponse)[CONTEXT] = context;
  return Object.setPrototypeOf(response, attemptResponsePrototype) as Response;
}

type Reader = (this: AttemptResponse) => Promise<unknown>;
const readers: Record<string, Reader> = {
  async arrayBuffer() {
    return exactBuffer(await readWhole(this));
  },
  async blob() {
    return new Blob([(await readWhole(this)) as Uint8Array<ArrayBuffer>], {
      type: this.headers.get("content-type") ?? "",
    });
  },
  async bytes() {
    return readWhole(this);
  },
  async formData() {
    return new Response((await readWhole(this)) as Uint8Array<ArrayBuffer>, { headers: this.headers }).formData();
  },
  async json() {
    const bytes = await readWhole(this);
    try {
      return JSON.parse(decoder.decode(bytes));
    } catch {
      const { method, path, redactor } = this[CONTEXT];
      const type = redactor.text(this.headers.get("content-type") ?? "none").slice(0, 100);
      throw new InvalidResponseError(
        method,
        path,
        this.status,
        `is not valid JSON (${bytes.byteLength} bytes, content-type ${JSON.stringify(type)})`,
      );
    }
  },
  async text() {
    return decoder.decode(await readWhole(this));
  },
};

const attemptResponsePrototype: object = Object.create(Response.prototype, {
  ...Object.fromEntries(
    Object.entries(readers).map(([name, value]) => [name, { value, writable: true, configurable: true }]),
  ),
  body: {
    get(this: AttemptResponse) {
      this[STREAM] ??= attemptStream(bodyOf.call(this) as ReadableStream<Uint8Array>, this[CONTEXT]);
      return this[STREAM];
    },
    configurable: true,
  },
});

/** The whole body, within `maxResponseBytes`. */
async function readWhole(response: AttemptResponse): Promise<Uint8Array> {
  const context = response[CONTEXT];
  // (The path only when an error needs it: the call's context parses the URL on first use.)
  const { attempt, maxResponseBytes } = context;
  try {
    if (response.bodyUsed) throw new TypeError("Body is unusable: Body has already been read");
    const source = bodyOf.call(response) as ReadableStream<Uint8Array>;
    const announced = Number(response.headers.get("content-length") ?? Number.NaN);
    if (announced > maxResponseBytes) {
      void source.cancel().catch(noop);
      throw new ResponseTooLargeError(context.method, context.path, response.status, maxResponseBytes, announced);
    }
    const reader = source.getReader();
    const { signal } = attempt;
    if (signal.aborted) {
      void reader.cancel(signal.reason).catch(noop);
      throw signal.reason;
    }
    // Cancelled by the attempt if it is aborted meanwhile: no listener on the signal, for the whole body.
    attempt.cancelOnAbort(reader);
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      for (;;) {
        let result: ReadableStreamReadResult<Uint8Array>;
        try {
          result = await reader.read();
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          throw readFailure(error, context);
        }
        if (signal.aborted) throw signal.reason;
        if (result.done) break;
        const chunk = result.value;
        size += chunk.byteLength;
        if (size > maxResponseBytes) {
          void reader.cancel().catch(noop);
          throw new ResponseTooLargeError(context.method, context.path, response.status, maxResponseBytes, undefined);
        }
        chunks.push(chunk);
      }
    } finally {
      attempt.cancelOnAbort(undefined);
    }
    return concat(chunks, size);
  } finally {
    attempt.end();
  }
}

/** A transport failure while reading the body. */
function readFailure(error: unknown, { attempt, method, path, redactor }: BodyContext): FleetNetworkError {
  return new FleetNetworkError(method, path, attempt.number, { cause: redactor.error(error), whileReadingBody: true });
}

/**
 * The next chunk, or undefined at the end. An aborted attempt cancels the read and ends with the abort reason; a
 * transport failure becomes `FleetNetworkError`.
 */
async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  context: BodyContext,
): Promise<Uint8Array | undefined> {
  const { attempt } = context;
  const { signal } = attempt;
  if (signal.aborted) {
    void reader.cancel(signal.reason).catch(noop);
    throw signal.reason;
  }
  attempt.cancelOnAbort(reader);
  try {
    const { done, value } = await reader.read();
    if (signal.aborted) throw signal.reason;
    return done ? undefined : value;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw readFailure(error, context);
  } finally {
    attempt.cancelOnAbort(undefined);
  }
}

/** A pulling stream rather than `pipeTo` through a `TransformStream`, which measured about twice the cost. */
function attemptStream(source: ReadableStream<Uint8Array>, context: BodyContext): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Uint8Array | undefined;
      try {
        chunk = await readChunk(reader, context);
      } catch (error) {
        context.attempt.end();
        throw error;
      }
      if (chunk === undefined) {
        context.attempt.end();
        controller.close();
      } else controller.enqueue(chunk);
    },
    cancel(reason) {
      context.attempt.end();
      return reader.cancel(reason);
    },
  });
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
}

/** An `ArrayBuffer` of exactly the bytes (a chunk may be a view into a larger buffer). */
function exactBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? (bytes.buffer as ArrayBuffer)
    : (bytes.slice().buffer as ArrayBuffer);
}
