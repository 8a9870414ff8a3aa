// OAuth 2.0 for marketplace apps (docs/oauth.md): the authorization-code flow and sessions a client refreshes itself.
export { createOAuthApp, DEFAULT_OAUTH_BASE_URL } from "./app.js";
export type { OAuthApp, OAuthAppOptions, OAuthCredentials } from "./app.js";
export type { OAuthSession, OAuthSessionOptions } from "./session.js";
export { createMemoryCredentialStore } from "./store.js";
export type { OAuthCredentialStore, OAuthLease } from "./store.js";
export { OAuthError } from "./errors.js";
export type { OAuthErrorCode } from "./errors.js";
