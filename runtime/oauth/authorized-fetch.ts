import type { RetryFetch } from "../retry-fetch.js";
import type { SessionCore } from "./session.js";

/**
 * The client's retrying fetch with a session's access token: each call sends the current one (refreshed first when it
 * is due), and a 401 is answered by one refresh (shared by every call that saw that token refused) and one repeat of
 * the call. A second 401 is the caller's, as `FleetApiError`; a refresh that is refused throws `OAuthError`.
 */
export function authorizedFetch(session: SessionCore, send: RetryFetch): RetryFetch {
  return async (request, call) => {
    // A body can be read once: the repeat after a 401 sends a copy.
    const repeat = request.body === null ? undefined : request.clone();
    const used = await session.accessToken();
    request.headers.set("authorization", `Bearer ${used}`);
    const response = await send(request, call);
    if (response.status !== 401) return response;
    const fresh = await session.tokenAfterRejected(used);
    void response.body?.cancel().catch(() => {});
    const again = repeat ?? request;
    again.headers.set("authorization", `Bearer ${fresh}`);
    return send(again, call);
  };
}
