// The fact table spec/facts/vendor-sdk-scopes.json: what scripts/extract-sdk-scopes.ts reads from the installed SDK
// (so the table cannot go stale), each row citing a line of the package that says what the row says, and agreeing
// with the bundled spec wherever both state an operation's scopes.
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateShape } from "../../cli/commands/scopes/overlay-plan.js";
import { readScopeFacts, readScopeLimits, vendorFactsPath } from "../../cli/commands/scopes/scope-facts.js";
import { api } from "../../generated/index.js";
import { extractSdkScopes, FACTS_FILE, renderFacts } from "../../scripts/extract-sdk-scopes.js";
import { tempDir } from "../support/temp-dir.js";

const SDK_DIR = join("node_modules", "@samsarahq", "samsara");
const table = await readScopeFacts();

describe("spec/facts/vendor-sdk-scopes.json", () => {
  it("is exactly what `npx tsx scripts/extract-sdk-scopes.ts` writes from the installed SDK", () => {
    expect(vendorFactsPath().endsWith(FACTS_FILE)).toBe(true);
    expect(readFileSync(vendorFactsPath(), "utf8")).toBe(renderFacts(extractSdkScopes()));
  });

  it("is of the installed SDK's version, and has a row for each of its 300-odd methods, 308 stating scopes", () => {
    const installed = JSON.parse(readFileSync(join(SDK_DIR, "package.json"), "utf8")) as { version: string };
    expect(table.version).toBe(installed.version);
    expect(table.facts.length).toBeGreaterThan(300);
    expect(table.facts.filter((f) => f.scopes !== null)).toHaveLength(308);
  });

  it("cites, for every row, a line of the package that holds its statement verbatim (and the row's version)", () => {
    const files = new Map<string, string[]>();
    for (const fact of table.facts) {
      expect(fact.source).toMatchObject({ package: table.package, version: table.version });
      const lines = files.get(fact.source.file) ?? readFileSync(join(SDK_DIR, fact.source.file), "utf8").split("\n");
      files.set(fact.source.file, lines);
      const line = lines[fact.source.line - 1] ?? "";
      if (fact.statement === null) expect(line, fact.sdkMethod).toMatch(/^\s*\/\*\*|^\s*[A-Za-z]\w*\(/);
      else {
        expect(line, fact.sdkMethod).toContain(fact.statement);
        for (const scope of fact.scopes ?? []) expect(fact.statement).toContain(`**${scope}**`);
      }
      // The request the row names is the one made in that file (the method and template of its error handler).
      expect(lines.join("\n"), fact.sdkMethod).toContain(`"${fact.method}", "${fact.path}")`);
    }
  });

  it("agrees with the bundled spec on every operation both state scopes of", () => {
    const facts = new Map(table.facts.map((f) => [`${f.method} ${templateShape(f.path)}`, f]));
    const overlaps = Object.values(api.operations).flatMap((o) => {
      const fact = facts.get(`${o.method.toUpperCase()} ${templateShape(o.path)}`);
      return o.scopes !== null && fact?.scopes != null ? [[o.operationId, o.scopes, fact.scopes] as const] : [];
    });
    expect(overlaps.length).toBeGreaterThanOrEqual(32);
    for (const [operationId, bundled, sdk] of overlaps) expect(sdk, operationId).toEqual(bundled);
  });
});

/** A package in the SDK's layout with one client file whose one method has the given doc comment. */
async function fakeSdk(comment: string): Promise<string> {
  const dir = await tempDir("sdk-scopes");
  const clientDir = join(dir, "dist", "cjs", "api", "resources", "widgets", "client");
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: "@samsarahq/samsara", version: "0.0.1" }));
  await writeFile(
    join(clientDir, "Client.js"),
    [
      "class WidgetsClient {",
      "    /**",
      ...comment.split("\n").map((line) => `     * ${line}`),
      "     */",
      "    list(request) {",
      "        return this.__list(request);",
      "    }",
      "    __list(request) {",
      '        return (0, handleNonStatusCodeError_js_1.handleNonStatusCodeError)(_response.error, _response.rawResponse, "GET", "/widgets/{id}");',
      "    }",
      "}",
      "",
    ].join("\n"),
  );
  return dir;
}

describe("scripts/extract-sdk-scopes.ts", () => {
  it.each([
    [
      "one scope",
      "To use this endpoint, select **Read Widgets** under the Widgets category when creating or editing an API token.",
      ["Read Widgets"],
    ],
    [
      "several scopes",
      "To use this endpoint, select **Read Widgets** and **Read Gears** under the Widgets and Gears categories when creating or editing an API token.",
      ["Read Widgets", "Read Gears"],
    ],
    ["no statement", "Lists widgets.", null],
  ])("reads %s, with the method, path and line", async (_, comment, scopes) => {
    const facts = extractSdkScopes(await fakeSdk(comment)).facts;
    expect(facts).toEqual([
      {
        sdkMethod: "widgets.list",
        method: "GET",
        path: "/widgets/{id}",
        scopes,
        statement: scopes === null ? null : comment,
        source: {
          package: "@samsarahq/samsara",
          version: "0.0.1",
          file: "dist/cjs/api/resources/widgets/client/Client.js",
          line: scopes === null ? 5 : 3,
        },
      },
    ]);
  });

  it("stops, naming the file and line, on a comment that speaks of a token's scopes in a wording it does not know", async () => {
    const dir = await fakeSdk("Select Read Widgets under the Widgets category when creating or editing an API token.");
    expect(() => extractSdkScopes(dir)).toThrow(
      /@samsarahq\/samsara@0\.0\.1 dist\/cjs\/api\/resources\/widgets\/client\/Client\.js:2: list speaks of scopes in an unknown wording/,
    );
  });
});

describe("spec/facts/reference-scope-limits.json", () => {
  it("holds the reference's own words, and each limit's operations need that scope in the bundled spec", async () => {
    const limits = await readScopeLimits();
    const reference = readFileSync(join("..", "shared", "seed", "000_074a5ad1b83593d8.txt"), "utf8");
    expect(limits.length).toBeGreaterThan(0);
    for (const limit of limits) {
      const words = limit.statement.replace(/^[A-Z]+ \S+: /, "");
      expect(reference, limit.scope).toContain(words);
      for (const { method, path } of limit.only)
        expect(api.index.match(method.toLowerCase(), path)?.operation.scopes, `${method} ${path}`).toContain(
          limit.scope,
        );
    }
  });

  it("refuses a file that is not a list of limits, naming the file and the entry", async () => {
    const dir = await tempDir("scope-limits");
    const file = join(dir, "limits.json");
    await writeFile(file, JSON.stringify({ limits: [{ scope: "Read Assignments", only: "GET /x" }] }));
    await expect(readScopeLimits(file)).rejects.toThrow(
      `${file}: limits[0] must be { scope, only: [{ method, path }], section, statement }`,
    );
    await writeFile(file, "{}");
    await expect(readScopeLimits(file)).rejects.toThrow(`${file} has no limits list`);
  });
});
