/**
 * A path template with a query or a fragment written in it: APIs.guru writes AWS's operations as `/tags/#arn` and
 * `GET /#Action=ListDashboards`, Azure's HDInsight as `/jobs?op=LIST`. openapi-fetch appends the call's query after
 * the template as written, so after a `#` the query stayed in the URL's fragment, which is never sent, and after a
 * `?` it became part of the template's last value (`op=LIST?showall=true`).
 */
export interface SentPath {
  /** The path to send: the template up to its `?` or `#`. */
  path: string;
  /** The values the template's own query names (`op=LIST`), sent with the call's query; a fragment is not sent. */
  query: Record<string, string> | undefined;
}

/** The path and the template's own query values of `url`, or undefined when it has neither `?` nor `#`. */
export function sentPath(url: string): SentPath | undefined {
  const at = url.search(/[?#]/);
  if (at < 0) return undefined;
  const path = url.slice(0, at);
  if (url[at] === "#") return { path, query: undefined };
  const end = url.indexOf("#", at);
  const written = new URLSearchParams(url.slice(at + 1, end < 0 ? undefined : end));
  const query: Record<string, string> = {};
  for (const [name, value] of written) if (!Object.hasOwn(query, name)) query[name] = value;
  return { path, query: Object.keys(query).length > 0 ? query : undefined };
}
