import type { RetryFetch } from "../retry-fetch.js";
import type { SessionCore } from "./session.js";

/**
 * The client's retrying fetch with a session's access token: each call sends the current one (refreshed first when it
 * is due), and a 401 is answered by one refresh (shared by every call that saw that token refused) and one repeat of
 * the call. A second 401 is the caller's, as `FleetApiError`; a refresh that is refused throws `OAuthError`. A caller
 * that aborts stops waiting for a refresh; the refresh itself goes on for the session's other calls.
 */
export function authorizedFetch(session: SessionCore, send: RetryFetch): RetryFetch {
  return async (request, call) => {
    const signal = call?.signal === undefined ? request.signal : (call.signal ?? undefined);
    // A body can be read once: the repeat after a 401 sends a copy.
    const repeat = request.body === null ? undefined : request.clone();
    const used = await untilAborted(session.accessToken(), signal);
    request.headers.set("authorization", `Bearer ${used}`);
    const response = await send(request, call);
    if (response.status !== 401) return response;
    void response.body?.cancel().catch(() => {});
    const fresh = await untilAborted(session.tokenAfterRejected(used), signal);
    const again = repeat ?? request;
    again.headers.set("authorization", `Bearer ${fresh}`);
    return send(again, call);
  };
}

/** The promise, or the signal's reason as soon as it aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
