import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { generatedOnce } from "../support/generated-once.js";
import { githubDescription, subsetOf, vendorSpecsFolder } from "../support/published-specs.js";

/** Issue 19: documents nobody on this project wrote, as published. */
describe("GitHub's REST description (OpenAPI 3.0.3, @octokit/openapi), a slice of it", () => {
  let dir: string;
  let module: {
    operations: Record<string, { operationId: string; scopes: unknown; paginated: boolean }>;
    requiredScopes(method: string, path: string): unknown;
    validate(name: string, value: unknown): { valid: boolean };
    SCHEMA_NAMES: readonly string[];
  };
  let warnings: { pointer: string; message: string }[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "fleetkit-github-"));
    const keep =
      /^\/(user\/following|users\/\{username\}\/following|repos\/\{owner\}\/\{repo\}\/issues$|orgs\/\{org\}$|meta$|emojis$)/;
    await writeFile(join(dir, "github.json"), JSON.stringify(subsetOf(githubDescription(), (p) => keep.test(p))));
    const result = await generate({ spec: join(dir, "github.json"), out: join(dir, "out") });
    expect(result.sourceVersion).toBe("3.0");
    warnings = result.warnings;
    module = await import(join(dir, "out", "index.ts"));
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("generates one function per operation, named by the rule, the operationId kept in the metadata", () => {
    expect(module.operations.usersUnfollow?.operationId).toBe("users/unfollow");
    expect(module.operations.issuesListForRepo?.operationId).toBe("issues/list-for-repo");
    expect(module.operations.orgsDelete?.operationId).toBe("orgs/delete");
    expect(Object.keys(module.operations)).toHaveLength(13);
  });

  it("says the scopes are unknown (GitHub states none), never none", () => {
    expect(module.requiredScopes("DELETE", "/user/following/octocat")).toBeNull();
    expect(Object.values(module.operations).every((op) => op.scopes === null)).toBe(true);
  });

  it("validates with the precompiled validators of its hyphenated schemas", () => {
    expect(module.SCHEMA_NAMES).toContain("simple-user");
    expect(module.validate("simple-user", { login: "octocat" }).valid).toBe(false);
  });

  it("reads 3.0's nullable without type as null or the schema (no 'nullable needs type' error)", () => {
    expect(warnings.filter((w) => /nullable/.test(w.message))).toEqual([]);
  });
});

describe("the vendor's published specs (samsarahq/api-docs 263d92d)", () => {
  it.each([
    ["swagger.json", "2.0"],
    ["swagger-readme.json", "3.0"],
    ["swagger-legacy.json", "2.0"],
  ])(
    "%s (%s) generates as published",
    async (file, version) => {
      // Generated once per worker: scopes-any-spec and input-upgrade generate swagger-legacy.json as it is too.
      const result = await generatedOnce({ spec: join(vendorSpecsFolder(), file) });
      expect(result.sourceVersion).toBe(version);
      expect(result.files.size).toBeGreaterThan(7);
      expect(existsSync(join(result.out, "index.ts"))).toBe(true);
    },
    180_000,
  );
});
