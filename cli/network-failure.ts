import { isLoopbackHost } from "../runtime/base-url.js";

/**
 * fetch rejects with "fetch failed" and puts the reason in `cause`: for TLS that is often OpenSSL's own text
 * (`808C…:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/…`). These are the
 * reasons a person testing a webhook receiver meets, each as one line that names the problem and the fix.
 */
const BY_CODE: Record<string, (host: string) => string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: (host) =>
    `TLS: ${host} presents a self-signed certificate, which is not trusted; use one a public CA issued, or trust yours for this test with NODE_EXTRA_CA_CERTS=FILE`,
  SELF_SIGNED_CERT_IN_CHAIN: (host) =>
    `TLS: ${host}'s certificate chain ends in a self-signed root that is not trusted; use a public CA, or trust the root for this test with NODE_EXTRA_CA_CERTS=FILE`,
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: (host) =>
    `TLS: ${host}'s certificate cannot be traced to a trusted CA; the server may be leaving out its intermediate certificates`,
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: (host) =>
    `TLS: ${host}'s certificate is issued by a CA this machine does not trust; trust it for this test with NODE_EXTRA_CA_CERTS=FILE`,
  UNABLE_TO_GET_ISSUER_CERT: (host) =>
    `TLS: the issuer of ${host}'s certificate is unknown; the server may be leaving out its intermediate certificates`,
  CERT_HAS_EXPIRED: (host) => `TLS: ${host}'s certificate has expired`,
  CERT_NOT_YET_VALID: (host) => `TLS: ${host}'s certificate is not valid yet (or this machine's clock is wrong)`,
  ERR_TLS_CERT_ALTNAME_INVALID: (host) => `TLS: the certificate is not for ${host} (its names do not include it)`,
  ERR_SSL_WRONG_VERSION_NUMBER: (host) => `TLS: ${host} does not speak HTTPS on that port (a plain HTTP server?)`,
  ECONNREFUSED: (host) => `connection refused by ${host}: is the receiver running on that port?`,
  ENOTFOUND: (host) => `cannot resolve the host name of ${host}`,
  ECONNRESET: (host) => `${host} closed the connection`,
};

/** A plain HTTP receiver on this machine can be reached without TLS; elsewhere HTTPS is the rule (reference 2.2). */
const PLAIN_HTTP_HINT = "; for a receiver on this machine without TLS, use http:// with --allow-insecure-loopback";

/** OpenSSL's error text, `<hex>:error:<code>:<library>:<function>:<reason>:<file>:<line>:`, reduced to its reason. */
const OPENSSL_TEXT = /^[0-9A-F]+:error:[0-9A-F]+:[^:]*:[^:]*:([^:]+):/;

/**
 * One line for a failed fetch to `url`, or undefined when the error says it well enough (a timeout, an abort) or is
 * not a network failure. Never repeats the URL's path or query: only its host.
 */
export function describeNetworkFailure(error: unknown, url: string | URL): string | undefined {
  if (!(error instanceof Error) || !(error.cause instanceof Error)) return undefined;
  const cause = error.cause as Error & { code?: unknown; reason?: unknown };
  let host = "the receiver";
  let loopback = false;
  try {
    const parsed = new URL(url);
    [host, loopback] = [parsed.host, isLoopbackHost(parsed.hostname)];
  } catch {
    // The URL was checked before anything was sent; this only keeps the message safe.
  }
  const code = typeof cause.code === "string" ? cause.code : "";
  const known = BY_CODE[code];
  if (known) return known(host) + (code === "ERR_SSL_WRONG_VERSION_NUMBER" && loopback ? PLAIN_HTTP_HINT : "");
  const reason = typeof cause.reason === "string" ? cause.reason : OPENSSL_TEXT.exec(cause.message)?.[1];
  if (reason !== undefined || /^ERR_(SSL|TLS)_/.test(code))
    return `TLS: ${reason ?? cause.message.split("\n")[0]} (talking to ${host})`;
  return undefined;
}
