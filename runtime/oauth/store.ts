import type { OAuthCredentials } from "./credentials.js";

/** The right to refresh an install, held by one process at a time; released when the refresh is saved. */
export interface OAuthLease {
  release(): Promise<void>;
}

/**
 * Where an install's credentials live, shared by the processes that serve it.
 * - `load()`: the stored credentials, or undefined when there are none.
 * - `save(next, previous)`: compare-and-set. Stores `next` only when what is stored is still `previous` (the same
 *   refresh token; `undefined`: nothing stored) and answers whether it did.
 * - `lease(ms)` (optional): the right to refresh for at most `ms`, or undefined while another process holds it. Without
 *   it, two processes may both spend one refresh token; with a rotating refresh token one of them is refused, and
 *   the session then reads the winner's credentials from the store.
 */
export interface OAuthCredentialStore {
  load(): Promise<OAuthCredentials | undefined | null>;
  save(next: OAuthCredentials, previous: OAuthCredentials | undefined): Promise<boolean>;
  lease?(ms: number): Promise<OAuthLease | undefined>;
}

/** A store in this process's memory: the default of a session, for one process. */
export function createMemoryCredentialStore(initial?: OAuthCredentials): OAuthCredentialStore {
  let stored = initial === undefined ? undefined : { ...initial };
  return {
    load: async () => (stored === undefined ? undefined : { ...stored }),
    async save(next, previous) {
      if (stored?.refreshToken !== previous?.refreshToken) return false;
      stored = { ...next };
      return true;
    },
  };
}
