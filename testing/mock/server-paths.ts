import type { SpecDocument } from "../../generator/spec-document.js";

/**
 * The path parts of a spec's `servers` URLs, longest first, each variable at its default: `https://api.example.com/v1`
 * → `/v1`, `https://{host}/api/{version}` (version `2.0`) → `/api/2.0`. An operation's path is relative to them
 * (OpenAPI 3, "Paths Object"; a 2.0 `basePath` becomes one in the upgrade). A server without a path adds none, nor one
 * whose variable has no default.
 */
export function serverPathsOf(doc: SpecDocument): string[] {
  const servers = Array.isArray(doc.servers) ? doc.servers : [];
  const paths = new Set<string>();
  for (const server of servers) {
    if (typeof server?.url !== "string") continue;
    const variables: Record<string, { default?: unknown }> = server.variables ?? {};
    const url = server.url.replace(/\{([^}]+)\}/g, (whole: string, name: string) => {
      const value = variables[name]?.default;
      return typeof value === "string" ? value : whole;
    });
    // A variable without a default (which OpenAPI requires) leaves no path to read.
    if (/\{[^}]*\}/.test(url)) continue;
    let pathname: string;
    try {
      pathname = new URL(url, "http://server.invalid").pathname;
    } catch {
      continue;
    }
    const path = pathname.replace(/\/+$/, "");
    if (path !== "") paths.add(path);
  }
  return [...paths].sort((a, b) => b.length - a.length);
}

/**
 * The path of a request as the spec's paths read it: without the first server path it starts with whose rest is an
 * operation of the spec (`/v1/search` → `/search`), else as it came (a client given the origin alone).
 */
export function pathWithinServer(
  serverPaths: readonly string[],
  pathname: string,
  isOperation: (path: string) => boolean,
): string {
  for (const base of serverPaths) {
    if (pathname !== base && !pathname.startsWith(`${base}/`)) continue;
    const rest = pathname.slice(base.length) || "/";
    if (isOperation(rest)) return rest;
  }
  return pathname;
}
