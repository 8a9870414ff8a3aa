import { registerAuth } from "../auth-core.js";
import { markAuth } from "../auth-mark.js";
import { createRedactor, type Redactor } from "../redact.js";
import type { RetryFetch } from "../retry-fetch.js";
import { authorizedFetch } from "./authorized-fetch.js";
import type { OAuthApp } from "./app.js";
import { checkCredentials, type OAuthCredentials } from "./credentials.js";
import { OAuthError, REAUTHORIZE } from "./errors.js";
import { createMemoryCredentialStore, type OAuthCredentialStore, type OAuthLease } from "./store.js";

export interface OAuthSessionOptions {
  /**
   * Where the install's credentials live, shared by every process that serves it: `save` is a compare-and-set, and a
   * store with `lease` (the Redis store) lets one process at a time spend the refresh token. Default: in memory, for
   * this session alone. A store that holds credentials wins over the ones given, which only fill an empty store.
   */
  store?: OAuthCredentialStore;
  /** Refresh this long before the access token expires; default 60 000 ms. */
  refreshAheadMs?: number;
  /** How long one process may hold the store's lease while it refreshes; default 30 000 ms. */
  leaseMs?: number;
}

/** What a client is given as `auth`. Its tokens are never shown: not by `console.log`, not in JSON. */
export interface OAuthSession {
  /** The credentials this session holds now (after every rotation it made or read from the store). */
  credentials(): OAuthCredentials;
  /** Set once a refresh was refused (`invalid_grant`) or the session was revoked: the customer must authorize again. */
  readonly ended: OAuthError | undefined;
}

/** What the client and `revoke` use of a session; not part of its public face. */
export interface SessionCore {
  /** The access token to send now: refreshed first (once, for every caller) when it is due. */
  accessToken(): Promise<string>;
  /** After a 401 for `used`: a fresh access token (one refresh for every caller that saw the same token refused). */
  tokenAfterRejected(used: string): Promise<string>;
  /** Redacts every token the session has held, and the client secret. */
  readonly redactor: Redactor;
  /** Where its token goes: the `Authorization` header. */
  readonly places: readonly string[];
  /**
   * A client's retrying fetch sending this session's access token (`authorizedFetch`): the session brings it, so a
   * client without OAuth does not bundle it.
   */
  authorize(send: RetryFetch): RetryFetch;
  /** The current credentials once no refresh is running. */
  settled(): Promise<OAuthCredentials>;
  end(error: OAuthError): void;
}

const cores = new WeakMap<object, SessionCore>();

/** The session's core; a `TypeError` for anything `app.session` did not make. */
export function sessionCore(session: unknown): SessionCore {
  const core = typeof session === "object" && session !== null ? cores.get(session) : undefined;
  if (core === undefined) throw new TypeError("auth must be a session made by createOAuthApp(…).session(credentials)");
  return core;
}

/**
 * What `revoke` revokes: the credentials given, or a session's current ones. A session ends first, so no refresh of
 * its own rotates the token being revoked; its calls throw `OAuthError` from then on.
 */
export async function revokeTarget(target: unknown): Promise<OAuthCredentials> {
  const core = typeof target === "object" && target !== null ? cores.get(target) : undefined;
  if (core === undefined) return checkCredentials(target, "revoke(credentials | session)");
  core.end(
    new OAuthError(
      "invalid_grant",
      "this session was revoked (app.revoke): the customer must authorize the app again, and the session makes no more requests",
    ),
  );
  return core.settled();
}

/** How many of the latest tokens a session's redactor keeps (an old one may still be echoed by a late answer). */
const REMEMBERED_SECRETS = 16;

/** Waits `ms`. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSession(
  app: OAuthApp,
  clientSecret: string,
  initial: OAuthCredentials | undefined,
  options: OAuthSessionOptions = {},
): OAuthSession {
  if (typeof options !== "object" || options === null) throw new TypeError("session options must be an object");
  const given = initial === undefined ? undefined : checkCredentials(initial, "session(credentials)");
  const store = options.store ?? createMemoryCredentialStore(given);
  if (typeof store.load !== "function" || typeof store.save !== "function")
    throw new TypeError("store must be { load(), save(next, previous) } (and optionally lease(ms))");
  if (given === undefined && options.store === undefined)
    throw new TypeError("session(credentials): give the credentials exchangeCode returned, or a store that holds them");
  const refreshAheadMs = options.refreshAheadMs ?? 60_000;
  if (!(Number.isFinite(refreshAheadMs) && refreshAheadMs >= 0))
    throw new RangeError(`refreshAheadMs must be a number of ms ≥ 0; got ${refreshAheadMs}`);
  const leaseMs = options.leaseMs ?? 30_000;
  if (!(Number.isSafeInteger(leaseMs) && leaseMs > 0))
    throw new RangeError(`leaseMs must be a whole number of ms > 0; got ${leaseMs}`);

  let current: OAuthCredentials | undefined = given;
  /** When the current access token is refreshed ahead of its expiry. */
  let dueAt = 0;
  let loaded: Promise<OAuthCredentials> | undefined;
  let running: Promise<OAuthCredentials> | undefined;
  let ended: OAuthError | undefined;

  const secrets: string[] = [clientSecret];
  let redactor = createRedactor(secrets);
  const remember = (c: OAuthCredentials) => {
    let changed = false;
    for (const secret of [c.accessToken, c.refreshToken]) {
      if (secrets.includes(secret)) continue;
      secrets.push(secret);
      changed = true;
    }
    if (!changed) return;
    while (secrets.length > 1 + REMEMBERED_SECRETS) secrets.splice(1, 1);
    redactor = createRedactor(secrets);
  };

  /**
   * Takes credentials as current. `fresh`: just issued (here or by another process), so a lifetime shorter than
   * `refreshAheadMs` is used for half of it rather than refreshed again at once.
   */
  const adopt = (c: OAuthCredentials, fresh: boolean) => {
    current = c;
    remember(c);
    const ahead = c.expiresAt - refreshAheadMs;
    dueAt = fresh ? Math.max(ahead, Date.now() + (c.expiresAt - Date.now()) / 2) : ahead;
    return c;
  };
  if (given !== undefined) adopt(given, false);

  /** The store's credentials, once (an empty store is filled with the ones given). */
  const load = (): Promise<OAuthCredentials> =>
    (loaded ??= (async () => {
      const stored = await store.load();
      if (stored !== undefined && stored !== null) {
        const c = checkCredentials(stored, "the store's credentials");
        return c.refreshToken === current?.refreshToken ? current : adopt(c, false);
      }
      if (given === undefined)
        throw new OAuthError(
          "invalid_grant",
          "the store holds no credentials for this install: the customer must authorize the app (authorizeUrl, exchangeCode), and the credentials be saved to the store",
        );
      await store.save(given, undefined);
      return current!;
    })().catch((error) => {
      loaded = undefined;
      throw error;
    }));

  const sameTokens = (a: OAuthCredentials, b: OAuthCredentials) => a.refreshToken === b.refreshToken;

  /** Newer credentials another process saved, if any. */
  async function newerInStore(than: OAuthCredentials): Promise<OAuthCredentials | undefined> {
    const stored = await store.load();
    if (stored === undefined || stored === null) return undefined;
    const c = checkCredentials(stored, "the store's credentials");
    return sameTokens(c, than) ? undefined : adopt(c, true);
  }

  /** One refresh, under the store's lease when it has one; a process that loses the race reads the winner's. */
  async function refreshNow(): Promise<OAuthCredentials> {
    const since = current!;
    const waitUntil = Date.now() + 2 * leaseMs;
    for (;;) {
      if (ended) throw ended;
      const newer = await newerInStore(since);
      if (newer) return newer;
      let lease: OAuthLease | undefined = { release: async () => {} };
      if (store.lease !== undefined) lease = await store.lease(leaseMs);
      if (lease === undefined) {
        // Another process refreshes this install: its credentials appear in the store.
        if (Date.now() > waitUntil)
          throw new OAuthError("network_error", "another process held the refresh lease and saved nothing in time");
        await pause(25);
        continue;
      }
      try {
        const under = await newerInStore(since);
        if (under) return under;
        let next: OAuthCredentials;
        try {
          next = await app.refresh(since);
        } catch (error) {
          if (error instanceof OAuthError && error.code === "invalid_grant") {
            // Spent elsewhere (a store without a lease): the winner's credentials may be there by now.
            const theirs = await newerInStore(since);
            if (theirs) return theirs;
            ended = new OAuthError("invalid_grant", REAUTHORIZE, error.status, { cause: error });
            throw ended;
          }
          throw error;
        }
        // Taken at once: the server has spent `since`, so these are the only ones that work now, saved or not.
        adopt(next, true);
        try {
          // Refused only when the store no longer holds `since` (a store without a lease, or a new install saved
          // meanwhile): what it holds is left alone, and this process goes on with its own.
          await store.save(next, since);
        } catch {
          // The store is unreachable: this process goes on with them. Another process that holds the old ones is
          // refused at its next refresh and says the customer must authorize again: rarer than losing them here.
        }
        return next;
      } finally {
        await lease.release().catch(() => {});
      }
    }
  }

  /** The one refresh every caller waits for. */
  const refreshOnce = (): Promise<OAuthCredentials> =>
    (running ??= refreshNow().finally(() => {
      running = undefined;
    }));

  const core: SessionCore = {
    async accessToken() {
      if (ended) throw ended;
      const c = current !== undefined && loaded !== undefined ? current : await load();
      if (running) return (await running).accessToken;
      if (Date.now() < dueAt) return c.accessToken;
      try {
        return (await refreshOnce()).accessToken;
      } catch (error) {
        // Refreshing ahead failed for a passing reason: the token still works until it expires.
        if (!(error instanceof OAuthError && error.reauthorize) && Date.now() < current!.expiresAt)
          return current!.accessToken;
        throw error;
      }
    },
    async tokenAfterRejected(used) {
      if (ended) throw ended;
      if (running) return (await running).accessToken;
      if (current!.accessToken !== used) return current!.accessToken;
      return (await refreshOnce()).accessToken;
    },
    get redactor() {
      return redactor;
    },
    places: ["header authorization"],
    authorize: (send) => authorizedFetch(core, send),
    async settled() {
      if (running) await running.catch(() => {});
      if (current === undefined || loaded === undefined) await load();
      return current!;
    },
    end(error) {
      ended = error;
    },
  };

  const session: OAuthSession = {
    credentials: () => {
      if (current === undefined) throw new TypeError("the session has not read its store yet; make a call first");
      return { ...current };
    },
    get ended() {
      return ended;
    },
  };
  // Neither console.log nor JSON.stringify shows a token.
  Object.defineProperty(session, Symbol.for("nodejs.util.inspect.custom"), {
    value: () => `OAuthSession { clientId: ${JSON.stringify(app.clientId)}${ended ? ", ended" : ""} }`,
  });
  Object.defineProperty(session, "toJSON", { value: () => ({ clientId: app.clientId, ended: ended !== undefined }) });
  cores.set(session, core);
  markAuth(session);
  registerAuth(session, core);
  return session;
}
