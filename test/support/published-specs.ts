import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * GitHub's REST description, from the `@octokit/openapi` dev dependency (OpenAPI 3.0.3, 1,200 operations): a real
 * published document nobody on this project wrote.
 */
export function githubDescription(): Record<string, unknown> {
  const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** Every `#/components/...` a node refers to, followed through the components it reaches. */
function reachable(doc: Record<string, any>, roots: unknown): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const queue: unknown[] = [roots];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    else if (node && typeof node === "object") {
      const ref = (node as { $ref?: unknown }).$ref;
      const m = typeof ref === "string" ? /^#\/components\/([^/]+)\/([^/]+)$/.exec(ref) : null;
      if (m && !found.get(m[1]!)?.has(m[2]!)) {
        found.set(m[1]!, (found.get(m[1]!) ?? new Set()).add(m[2]!));
        queue.push(doc.components[m[1]!][m[2]!]);
      }
      queue.push(...Object.values(node));
    }
  }
  return found;
}

/** A published document cut down to some of its paths and exactly the components they reach (a fast test input). */
export function subsetOf(doc: Record<string, any>, keep: (path: string) => boolean): Record<string, unknown> {
  const paths = Object.fromEntries(Object.entries(doc.paths).filter(([path]) => keep(path)));
  const used = reachable(doc, paths);
  const components = Object.fromEntries(
    [...used].map(([kind, names]) => [
      kind,
      Object.fromEntries([...names].sort().map((n) => [n, doc.components[kind][n]])),
    ]),
  );
  const { webhooks: _, "x-webhooks": __, ...rest } = doc;
  return { ...rest, paths, components: { ...components, securitySchemes: doc.components.securitySchemes } };
}

/**
 * The vendor's published specs (samsarahq/api-docs, commit 263d92d): `swagger.json` (Swagger 2.0),
 * `swagger-readme.json` (OpenAPI 3.0.1) and `swagger-legacy.json`. They are public data this project may read but
 * does not commit (the workplace keeps fetched files out of developers' commits); the pinned copy is read from
 * FLEETKIT_VENDOR_SPECS or else ../shared/fixtures/samsara-api-docs beside the checkout (CONTRIBUTING says where it
 * comes from). A missing copy is an error naming the folders looked in, never a silent skip.
 */
export function vendorSpecsFolder(): string {
  const candidates = [
    process.env.FLEETKIT_VENDOR_SPECS,
    join(process.cwd(), "..", "shared", "fixtures", "samsara-api-docs"),
  ].filter((dir): dir is string => dir !== undefined && dir !== "");
  const found = candidates.find((dir) => existsSync(join(dir, "swagger.json")));
  if (found === undefined)
    throw new Error(
      `the vendor's published specs are missing: no swagger.json in ${candidates.join(" or ")}; put the pinned copy of samsarahq/api-docs 263d92d (swagger.json, swagger-readme.json, swagger-legacy.json) in ../shared/fixtures/samsara-api-docs or point FLEETKIT_VENDOR_SPECS at it (see CONTRIBUTING.md)`,
    );
  return found;
}
