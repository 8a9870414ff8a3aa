import { InvalidResponseError } from "./errors.js";
import type { Redactor } from "./redact.js";

/**
 * What a client call rethrows, at its boundary: the caller's abort reason as it is; openapi-fetch's own `SyntaxError`
 * (it parses a 2xx body sent without `Content-Length` itself, and the message quotes the start of the body, which may
 * be an echo of the token) as `InvalidResponseError`; anything else with the token redacted. The errors of the
 * retrying fetch and of the middleware are already FleetErrors and pass through.
 */
export function callFailure(
  method: string,
  path: string,
  redactor: Redactor,
  signal: AbortSignal | null | undefined,
): (error: unknown) => never {
  return (error) => {
    if (signal?.aborted && error === signal.reason) throw error;
    if (error instanceof SyntaxError)
      throw new InvalidResponseError(
        method.toUpperCase(),
        path,
        undefined,
        "is not valid JSON (openapi-fetch could not parse it)",
      );
    throw redactor.error(error);
  };
}
