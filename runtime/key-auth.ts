import { registerAuth } from "./auth-core.js";
import { markAuth } from "./auth-mark.js";
import { createRedactor } from "./redact.js";
import type { RetryCall, RetryFetch } from "./retry-fetch.js";

/** A credential a client sends as a spec's `apiKey` or `http basic` scheme says: pass it as `auth`. Never shown. */
export interface KeyAuth {
  /** Which scheme it is for. */
  readonly scheme: "apiKey" | "basic";
}

/** Where an `apiKey` scheme sends its key (`in` and `name` of the spec's security scheme). */
export interface ApiKeyAuthOptions {
  in: "header" | "query" | "cookie";
  name: string;
  key: string;
}

export interface BasicAuthOptions {
  username: string;
  password: string;
}

/** A header's or a cookie's name: an RFC 9110 token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * What a header value, or a cookie's, can hold: visible ASCII, with spaces inside for a header (a scheme before the
 * key, as Gitea's `Authorization: token <key>` and Okta's `SSWS <key>`), and for a cookie none of `" , ; \` (RFC 6265).
 */
const HEADER_VALUE = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/;

/**
 * A query's name or value percent-encoded as the URL parser leaves it (RFC 3986's unreserved characters only), so that
 * the bytes sent are the ones the redactor looks for: `encodeURIComponent` leaves `'`, which the parser then encodes.
 */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A query pair's name, decoded as a server reads it (`+` is a space); as written where it does not decode. */
function decodeKey(pair: string): string {
  const raw = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a text has a control character (RFC 7617 allows none in a user name or password). */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The face a user holds: says which scheme, never the secret (not by `console.log`, not in JSON). */
function face(scheme: KeyAuth["scheme"], shown: string): KeyAuth {
  const auth: KeyAuth = markAuth({ scheme });
  Object.defineProperty(auth, Symbol.for("nodejs.util.inspect.custom"), { value: () => `KeyAuth { ${shown} }` });
  Object.defineProperty(auth, "toJSON", { value: () => ({ scheme }) });
  return Object.freeze(auth);
}

/**
 * An API key sent where the spec's `apiKey` security scheme says: in a header (`X-API-Key: <key>`), a query parameter
 * (`?api_key=<key>`) or a cookie (`Cookie: session=<key>`, after any cookie the call sets itself). Set on each request
 * below openapi-fetch and its middleware, which never see it; redacted from every error, as a token is. A `TypeError`
 * that never quotes the key for a key or name that cannot be sent there.
 *
 * @example
 * createFleetClient({ baseUrl, auth: apiKeyAuth({ in: "header", name: "X-API-Key", key: process.env.API_KEY! }) })
 */
export function apiKeyAuth(options: ApiKeyAuthOptions): KeyAuth {
  const { in: where, name, key } = (options ?? {}) as Partial<ApiKeyAuthOptions>;
  if (where !== "header" && where !== "query" && where !== "cookie")
    throw new TypeError(`apiKeyAuth: in must be "header", "query" or "cookie" (the scheme's in); got ${String(where)}`);
  if (typeof name !== "string" || name === "" || (where !== "query" && !TOKEN.test(name)))
    throw new TypeError(`apiKeyAuth: name must be the ${where} name the scheme gives (letters, digits, - and _)`);
  if (typeof key !== "string" || key === "") throw new TypeError("apiKeyAuth: key must be a non-empty string");
  if (where === "header" && !HEADER_VALUE.test(key))
    throw new TypeError(
      `apiKeyAuth: the key has surrounding whitespace, a line break, a tab or non-ASCII characters (${key.length} characters given); copy it again without surrounding spaces or line breaks`,
    );
  if (where === "cookie" && !COOKIE_VALUE.test(key))
    throw new TypeError(
      `apiKeyAuth: the key has characters a cookie cannot hold (space, quote, comma, semicolon, backslash or non-ASCII; ${key.length} characters given)`,
    );
  const sentKey = strictEncode(key);
  const carry = (request: Request): Request => {
    if (where === "header") request.headers.set(name, key);
    else if (where === "cookie") {
      const own = request.headers.get("cookie");
      request.headers.set("cookie", `${own ? `${own}; ` : ""}${name}=${key}`);
    } else {
      // Appended to the query as openapi-fetch wrote it, which stays byte for byte (`URLSearchParams` would write every
      // value again: a `,` between items like one inside an item, a space as `+`); a value the call gave under the
      // key's name is replaced.
      const [base, query = ""] = request.url.split(/\?(.*)/s);
      const kept = query.split("&").filter((pair) => pair !== "" && decodeKey(pair) !== name);
      return new Request(`${base}?${[...kept, `${strictEncode(name)}=${sentKey}`].join("&")}`, request);
    }
    return request;
  };
  const auth = face("apiKey", `in: ${where}, name: ${JSON.stringify(name)}`);
  registerAuth(auth, {
    authorize:
      (send: RetryFetch): RetryFetch =>
      (request, call) =>
        // A same-origin redirect's hop has the headers of the request before it, a header or cookie key among them;
        // a query key is set on each hop, or it would be lost.
        send(carry(request), where === "query" ? { ...call, carry: carriedWith(call, carry) } : call),
    // The key as a query sends it, too: the redactor knows `encodeURIComponent`'s form, which leaves `! ' ( ) *`. A
    // header key with a scheme before it (`token <key>`) is redacted alone too, as a bearer token is without `Bearer`.
    redactor: createRedactor([key, sentKey, ...(key.includes(" ") ? [key.slice(key.lastIndexOf(" ") + 1)] : [])]),
    places: [`${where} ${where === "header" ? name.toLowerCase() : name}`],
  });
  return auth;
}

/** What a redirect's hop carries: `carry` after what the call's other credentials carry (two query keys). */
function carriedWith(call: RetryCall | undefined, carry: (request: Request) => Request) {
  const before = call?.carry;
  return before === undefined ? carry : (request: Request) => carry(before(request));
}

/**
 * A user name and password sent as the spec's `http` `basic` scheme says (`Authorization: Basic …`, RFC 7617: UTF-8,
 * base64), below openapi-fetch and its middleware; the password and the header's value are redacted from every error.
 */
export function basicAuth(options: BasicAuthOptions): KeyAuth {
  const { username, password } = (options ?? {}) as Partial<BasicAuthOptions>;
  if (typeof username !== "string" || username.includes(":") || hasControl(username))
    throw new TypeError("basicAuth: username must be a string without a colon or control characters (RFC 7617)");
  if (typeof password !== "string" || hasControl(password))
    throw new TypeError("basicAuth: password must be a string without control characters (RFC 7617)");
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  const encoded = btoa(String.fromCharCode(...bytes));
  const auth = face("basic", `username: ${JSON.stringify(username)}`);
  registerAuth(auth, {
    authorize:
      (send: RetryFetch): RetryFetch =>
      (request, call) => {
        request.headers.set("authorization", `Basic ${encoded}`);
        return send(request, call);
      },
    redactor: createRedactor([encoded, password]),
    places: ["header authorization"],
  });
  return auth;
}
