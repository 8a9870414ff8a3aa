import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { commentLine, commentText, literal } from "../../generator/source-text.js";

/**
 * Issue 23, defect 1: no string from a spec may break out of a comment, a string or an identifier in generated code.
 * Each payload tries to run `globalThis.PWNED = 1` (and to name a `PWNED` identifier) from a different position.
 */
const PAYLOADS = [
  `*/ ;globalThis.PWNED=1; /*`,
  `*/ ...(import("node:fs").then(f=>f.writeFileSync("PWNED","x")), {}), /*`,
  `\n;globalThis.PWNED=1;//`,
  `\u2028;globalThis.PWNED=1;//`,
  `\r;globalThis.PWNED=1;//`,
  `"; globalThis.PWNED=1; "`,
  `'; globalThis.PWNED=1; '`,
  "`; globalThis.PWNED=1; `" + "$" + "{globalThis.PWNED=1}`",
  `\\"; globalThis.PWNED=1; //`,
  `\u202e;globalThis.PWNED=1;//`,
];

const INJECTED = new Set(["globalThis", "PWNED", "writeFileSync"]);

/** A small lenient 3.1 spec with a payload in every position a spec string reaches generated code. */
function hostileSpec(payload: string, n: number): Record<string, unknown> {
  const schema = `Thing${n} ${payload}`;
  return {
    openapi: "3.1.0",
    info: { title: `title ${payload}`, version: `1 ${payload}`, description: payload },
    servers: [{ url: `https://api.example.com/${payload}`, description: payload }],
    tags: [{ name: payload, description: payload }],
    "x-anything": payload,
    paths: {
      [`/v*/ ${payload} /*/{id}`]: {
        get: {
          operationId: `op ${payload}`,
          summary: payload,
          description: payload,
          tags: [payload],
          "x-note": payload,
          security: [{ bearerAuth: [`Read ${payload}`, `Write */ ${payload}`] }],
          parameters: [
            { name: "id", in: "path", required: true, description: payload, schema: { type: "string" } },
            { name: `q ${payload}`, in: "query", description: payload, schema: { type: "string", enum: [payload] } },
            {
              name: `X-${n}`,
              in: "header",
              description: payload,
              schema: { type: "string", pattern: "^a$", "x-fleetkit-pattern-hint": payload },
            },
          ],
          responses: {
            "200": {
              description: payload,
              headers: { [`X-Echo-${n}`]: { description: payload, schema: { type: "string" } } },
              content: {
                "application/json": {
                  schema: { $ref: `#/components/schemas/${schema.replace(/~/g, "~0").replace(/\//g, "~1")}` },
                },
              },
            },
          },
        },
      },
    },
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: payload } },
      schemas: {
        [schema]: {
          type: "object",
          description: payload,
          title: payload,
          required: [payload],
          properties: {
            [payload]: {
              type: "string",
              description: payload,
              default: payload,
              examples: [payload],
              enum: [payload, "b"],
            },
            ["__proto__"]: { type: "string", description: payload }, // computed: an own property, as JSON.parse makes
            constructor: { type: "string", pattern: payload.replace(/[\\[\](){}.*+?^$|]/g, "\\$&") },
            "a-b": { type: "integer", format: payload, description: payload },
          },
        },
      },
    },
  };
}

/** Every identifier of a file, parsed as TypeScript; a parse error fails the test. */
function identifiersOf(file: string, text: string): Set<string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  expect(
    diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
    `${file} parses`,
  ).toEqual([]);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) names.add(node.text);
    node.forEachChild(visit);
  };
  visit(source);
  return names;
}

describe("no spec string escapes a comment, a string or an identifier in generated code", () => {
  let out: string;
  const folders: string[] = [];

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), "fleetkit-hostile-"));
    // Side by side: each generate waits on its own Biome child process for a while.
    const made = await Promise.all(
      [...PAYLOADS.entries()].map(async ([n, payload]) => {
        const dir = join(out, `case${n}`);
        await mkdir(dir);
        await writeFile(join(dir, "spec.json"), JSON.stringify(hostileSpec(payload, n)));
        await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
        return join(dir, "out");
      }),
    );
    folders.push(...made);
  }, 240_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it.each(PAYLOADS.map((p, i) => [JSON.stringify(p), i] as const))(
    "payload %s: every generated file parses and declares no identifier from it",
    async (_, i) => {
      const dir = folders[i]!;
      for (const file of (await readdir(dir)).filter((f) => f.endsWith(".ts"))) {
        const names = identifiersOf(file, await readFile(join(dir, file), "utf8"));
        // Injected code would declare these as identifiers of their own; a sanitised name may contain them as words.
        expect(
          [...names].filter((n) => INJECTED.has(n)),
          `${file}: identifiers from the spec`,
        ).toEqual([]);
      }
    },
  );

  it("importing every generated module runs nothing from the spec", async () => {
    for (const dir of folders) await import(join(dir, "index.ts"));
    expect((globalThis as { PWNED?: unknown }).PWNED).toBeUndefined();
    await expect(readFile("PWNED")).rejects.toThrow(/ENOENT/);
  });

  it("the generated metadata keeps the spec's strings exactly (escaped, not altered)", async () => {
    const module = (await import(join(folders[0]!, "index.ts"))) as {
      operations: Record<string, { operationId: string; path: string; scopes: string[] }>;
    };
    const [op] = Object.values(module.operations);
    expect(op!.operationId).toBe(`op ${PAYLOADS[0]}`);
    expect(op!.path).toBe(`/v*/ ${PAYLOADS[0]} /*/{id}`);
    expect(op!.scopes).toEqual([`Read ${PAYLOADS[0]}`, `Write */ ${PAYLOADS[0]}`]);
  });
});

describe("the escaping functions every emitter uses", () => {
  it.each([
    ["*/ closes no block comment", "a */ b", "a *\\/ b"],
    ["line ends stay lines of the comment", "a\r\nb\u2028c", "a\nb\nc"],
    ["control and bidi characters are shown escaped", "a\u001b[2Jb\u202ec", "a\\u001b[2Jb\\u202ec"],
  ])("commentText: %s", (_, given, want) => {
    expect(commentText(given)).toBe(want);
  });

  it("commentLine keeps one line whatever the text", () => {
    expect(commentLine("a\nb\u2028c\u2029d\re")).toBe("a b c d e");
  });

  it("literal escapes U+2028 and U+2029 and round-trips through JSON", () => {
    const text = 'a\u2028b\u2029c"d\\e';
    expect(literal(text)).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(literal(text))).toBe(text);
  });
});
