import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { diffCommand } from "../../cli/commands/diff.js";
import { UsageError } from "../../cli/io.js";
import { runCli } from "../cli/run-cli.js";
import { formatReport, type DiffReport } from "../../generator/diff/index.js";

type Doc = Record<string, any>; // spec edits reach anywhere in the document
type Edit = (doc: Doc) => void;

const BUNDLED: Doc = parse(readFileSync("spec/fleet-api.yaml", "utf8"));

/** The operation object with this operationId, wherever the spec keeps it. */
function op(doc: Doc, operationId: string): { path: string; method: string; operation: Doc } {
  for (const [path, item] of Object.entries<Doc>(doc.paths)) {
    for (const [method, operation] of Object.entries<Doc>(item)) {
      if (operation?.operationId === operationId) return { path, method, operation };
    }
  }
  throw new Error(`the bundled spec has no operation ${operationId}; update this test`);
}

const vehicleFields: Edit = (doc) => {
  doc.components.schemas.Vehicle.properties = {
    name: { type: "string" },
    status: { type: "string", enum: ["active", "retired"] },
  };
};
const employeeId =
  (type: string | string[]): Edit =>
  (doc) => {
    doc.components.schemas.DriverCreateRequest.properties.employeeId = { type };
  };
const typesParam =
  (required: boolean): Edit =>
  (doc) => {
    op(doc, "listVehicles").operation.parameters.push({
      name: "types",
      in: "query",
      required,
      schema: { type: "string" },
    });
  };

interface Case {
  /** Applied to both specs before `after`: a starting point the bundled spec does not have. */
  before?: Edit;
  after: Edit;
  tokenScopes?: string;
  exit: 0 | 1;
  want: Partial<Omit<DiffReport, "changes">>;
  /** Every change of the report, in order: severity and a pattern its message matches. */
  changes: [DiffReport["changes"][number]["severity"], RegExp][];
  /** With one entry in `changes`: a shared schema's change, under each operation that uses it (at least two). */
  each?: true;
}

const CASES: [string, Case][] = [
  [
    "no change",
    {
      after: () => {},
      exit: 0,
      want: { breaking: false, operations: { added: [], removed: [], moved: [] }, scopeChanges: [] },
      changes: [],
    },
  ],
  [
    "operation added",
    {
      after: (doc) => {
        doc.paths["/tags"] = {
          get: {
            operationId: "listTags",
            summary: "List tags",
            security: [{ bearerAuth: ["Read Tags"] }],
            responses: { "200": { description: "The tags." } },
          },
        };
      },
      exit: 0,
      want: { breaking: false, operations: { added: ["listTags"], removed: [], moved: [] } },
      changes: [["non-breaking", /^operation added: listTags \(GET \/tags\), needs Read Tags$/]],
    },
  ],
  [
    "operation removed",
    {
      after: (doc) => void delete doc.paths[op(doc, "listVehicles").path],
      exit: 1,
      want: { breaking: true, operations: { added: [], removed: ["listVehicles"], moved: [] } },
      changes: [["breaking", /^operation removed: listVehicles \(GET \/vehicles\)$/]],
    },
  ],
  [
    "scope added to an operation, with --token-scopes",
    {
      after: (doc) => op(doc, "listVehicles").operation.security[0].bearerAuth.push("Read Tags"),
      tokenScopes: "Read Vehicles, Read Assignments",
      exit: 1,
      want: {
        breaking: true,
        scopeChanges: [
          {
            operationId: "listVehicles",
            method: "GET",
            path: "/vehicles",
            before: ["Read Vehicles"],
            after: ["Read Vehicles", "Read Tags"],
          },
        ],
        uncovered: ["listVehicles"],
      },
      changes: [["breaking", /^scopes changed: now needs Read Tags: a token without it can no longer call it$/]],
    },
  ],
  [
    "scope removed",
    {
      before: (doc) => op(doc, "listVehicles").operation.security[0].bearerAuth.push("Read Tags"),
      after: (doc) => (op(doc, "listVehicles").operation.security[0].bearerAuth = ["Read Vehicles"]),
      tokenScopes: "Read Vehicles",
      exit: 0,
      want: {
        breaking: false,
        scopeChanges: [
          {
            operationId: "listVehicles",
            method: "GET",
            path: "/vehicles",
            before: ["Read Vehicles", "Read Tags"],
            after: ["Read Vehicles"],
          },
        ],
        uncovered: [],
      },
      changes: [["non-breaking", /^scopes changed: no longer needs Read Tags$/]],
    },
  ],
  [
    "query parameter became required",
    {
      before: typesParam(false),
      after: (doc) => (op(doc, "listVehicles").operation.parameters.at(-1).required = true),
      exit: 1,
      want: { breaking: true },
      changes: [["breaking", /`types` query parameter .*required/i]],
    },
  ],
  [
    "response field removed",
    {
      before: vehicleFields,
      after: (doc) => void delete doc.components.schemas.Vehicle.properties.name,
      exit: 1,
      want: { breaking: true },
      each: true,
      changes: [
        [
          "breaking",
          /^response 200: `(data\[\]\.)?name` removed: code that reads it gets undefined \(breaking for a typed client\) \(schemas\/Vehicle\)$/,
        ],
      ],
    },
  ],
  [
    "response enum value added",
    {
      before: vehicleFields,
      after: (doc) => doc.components.schemas.Vehicle.properties.status.enum.push("sold"),
      exit: 1,
      want: { breaking: true },
      each: true,
      changes: [
        [
          "breaking",
          /^response 200: enum of `(data\[\]\.)?status` gained "sold": breaking for a typed client \(a value its type does not list\), not on the wire \(schemas\/Vehicle\)$/,
        ],
      ],
    },
  ],
  [
    "request property type narrowed",
    {
      before: employeeId(["string", "integer"]),
      after: employeeId("string"),
      exit: 1,
      want: { breaking: true },
      changes: [
        [
          "breaking",
          /^request body: type of `employeeId` narrowed from string \| integer to string: requests sending the old type are refused \(schemas\/DriverCreateRequest\)$/,
        ],
      ],
    },
  ],
  [
    "request property type widened",
    {
      before: employeeId("string"),
      after: employeeId(["string", "integer"]),
      exit: 0,
      want: { breaking: false },
      changes: [
        [
          "non-breaking",
          /^request body: type of `employeeId` widened from string to string \| integer \(schemas\/DriverCreateRequest\)$/,
        ],
      ],
    },
  ],
  [
    "pagination removed from a list (the `after` parameter dropped)",
    {
      after: (doc) => {
        const list = op(doc, "listDriverVehicleAssignments").operation;
        list.parameters = list.parameters.filter((p: Doc) => p.$ref !== "#/components/parameters/After");
      },
      exit: 1,
      want: { breaking: true },
      changes: [["breaking", /^no longer paginated \(the `after` cursor parameter was removed\)/]],
    },
  ],
  [
    "path renamed",
    {
      after: (doc) => {
        doc.paths["/vehicles/all"] = doc.paths[op(doc, "listVehicles").path];
        delete doc.paths["/vehicles"];
      },
      exit: 1,
      want: {
        breaking: true,
        operations: {
          added: [],
          removed: [],
          moved: [{ operationId: "listVehicles", from: "GET /vehicles", to: "GET /vehicles/all" }],
        },
      },
      changes: [
        [
          "breaking",
          /^moved: GET \/vehicles → GET \/vehicles\/all; a request to the old path no longer reaches listVehicles/,
        ],
      ],
    },
  ],
  [
    "operationId renamed",
    {
      after: (doc) => (op(doc, "listVehicles").operation.operationId = "listAllVehicles"),
      exit: 1,
      want: { breaking: true, operations: { added: ["listAllVehicles"], removed: ["listVehicles"], moved: [] } },
      changes: [["breaking", /^operationId renamed: listVehicles → listAllVehicles \(GET \/vehicles\)/]],
    },
  ],
];

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-diff-test-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes a spec as YAML, or as JSON for a `.json` name (a spec may be either; JSON is quicker to write and read). */
async function writeSpec(name: string, doc: Doc): Promise<string> {
  const file = join(dir, name);
  await writeFile(
    file,
    name.endsWith(".json") ? JSON.stringify(doc) : stringify(doc, { aliasDuplicateObjects: false }),
  );
  return file;
}

/** Runs the command as the CLI does, with its output captured. */
async function runDiff(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await diffCommand(args, {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    stdin: async () => Buffer.alloc(0),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("fleetkit diff: a table of spec edits", () => {
  it.each(CASES)("%s", async (name, c) => {
    const old = structuredClone(BUNDLED);
    c.before?.(old);
    const edited = structuredClone(old);
    c.after(edited);
    const slug = name.replace(/\W+/g, "-");
    const [oldFile, newFile] = await Promise.all([
      writeSpec(`${slug}-old.json`, old),
      writeSpec(`${slug}-new.json`, edited),
    ]);
    const r = await runDiff([oldFile, newFile, "--json", ...(c.tokenScopes ? ["--token-scopes", c.tokenScopes] : [])]);
    expect(r.err).toBe("");
    const report = JSON.parse(r.out) as DiffReport;
    expect(report).toMatchObject(c.want);
    expect("uncovered" in report).toBe(c.tokenScopes !== undefined);
    if (c.each) {
      expect(report.changes.length).toBeGreaterThan(1);
      expect(new Set(report.changes.map((ch) => ch.location.split("/responses/")[0])).size).toBe(report.changes.length);
    }
    const want = c.each ? report.changes.map(() => c.changes[0]!) : c.changes;
    expect(report.changes.map((ch) => [ch.severity, ch.message])).toEqual(
      want.map(([severity, message]) => [severity, expect.stringMatching(message)]),
    );
    expect(report.breaking).toBe(c.exit === 1);
    expect(r.code).toBe(c.exit);
  });
});

describe("fleetkit diff: the report", () => {
  it("groups the human report by operation, breaking changes first, and names what the token loses", async () => {
    const old = structuredClone(BUNDLED);
    const edited = structuredClone(old);
    typesParam(true)(edited);
    op(edited, "listVehicles").operation.security[0].bearerAuth.push("Read Tags");
    op(edited, "listVehicles").operation.description = "edited prose is not a change for callers";
    edited.paths["/tags"] = {
      get: {
        operationId: "listTags",
        summary: "List tags",
        security: [{ bearerAuth: ["Read Tags"] }],
        responses: { "200": { description: "The tags." } },
      },
    };
    const r = await runDiff([
      await writeSpec("report-old.yaml", old),
      await writeSpec("report-new.yaml", edited),
      "--token-scopes",
      "Read Vehicles",
    ]);
    expect(r.code).toBe(1);
    expect(r.out.split("\n").slice(1)).toEqual([
      "BREAKING: 2 changes can break callers, 1 more do not.",
      "Operations added: listTags",
      "",
      "GET /vehicles (listVehicles)",
      "  breaking  scopes changed: now needs Read Tags: a token without it can no longer call it [scope-added]",
      expect.stringMatching(/^ {2}breaking {2}.*`types` query parameter.* \[request-parameter-became-required\]$/),
      "",
      "GET /tags (listTags)",
      "  info      operation added: listTags (GET /tags), needs Read Tags [operation-added]",
      "",
      "The token can no longer call: listVehicles",
    ]);
  });

  it("says so when nothing affects callers", () => {
    expect(
      formatReport({
        breaking: false,
        operations: { added: [], removed: [], moved: [] },
        scopeChanges: [],
        changes: [],
      }),
    ).toEqual(["No change that affects callers."]);
  });
});

describe("fleetkit diff: bad input exits 2 with one line that says what to fix", () => {
  let good: string;
  beforeAll(async () => {
    good = await writeSpec("good.yaml", BUNDLED);
  });

  it("an unreadable file", async () => {
    const r = await runDiff([join(dir, "missing.yaml"), good]);
    expect(r).toEqual({
      code: 2,
      out: "",
      err: expect.stringMatching(
        /^fleetkit diff: OLD \(.*missing\.yaml\): cannot read the spec at .*missing\.yaml: no such file/,
      ),
    });
  });

  it("a file that is not YAML", async () => {
    const file = join(dir, "broken.yaml");
    await writeFile(file, "openapi: 3.1.0\npaths: [unclosed\n");
    expect(await runDiff([good, file])).toEqual({
      code: 2,
      out: "",
      err: expect.stringMatching(/^fleetkit diff: NEW \(.*broken\.yaml\): .*broken\.yaml:\d+:\d+: /),
    });
  });

  it("a spec that breaks fleetkit's rules, with where", async () => {
    const bad = structuredClone(BUNDLED);
    delete op(bad, "listVehicles").operation.security;
    const r = await runDiff([good, await writeSpec("no-security.yaml", bad)]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /^fleetkit diff: NEW \(.*no-security\.yaml\) has 1 problem, so it cannot be compared:\n {2}#\/paths\/~1vehicles\/get \(.*no-security\.yaml:\d+\): operation "listVehicles" has no security requirement/,
    );
  });

  it.each([
    ["Read Vehicle", /"Read Vehicle" \(did you mean "Read Vehicles"\?\) is not a scope/],
    ["Tags", /"Tags" \(did you mean "Read Tags" or "Write Tags"\?\) is not a scope/],
    ["read tags, Bogus Scope", /"read tags" \(did you mean "Read Tags"\?\), "Bogus Scope" are not scopes/],
    [" , ", /--token-scopes needs at least one scope name/],
  ])("--token-scopes %j", async (scopes, message) => {
    const r = await runDiff([good, good, "--token-scopes", scopes]);
    expect(r).toEqual({ code: 2, out: "", err: expect.stringMatching(message) });
  });

  it.each([
    [[], /expected two specs, OLD and NEW/],
    [["a.yaml"], /expected two specs, OLD and NEW/],
    [["a.yaml", "b.yaml", "c.yaml"], /unexpected argument "c\.yaml"/],
  ])("positionals %j", async (args, message) => {
    await expect(
      diffCommand(args, { out: () => {}, err: () => {}, stdin: async () => Buffer.alloc(0) }),
    ).rejects.toThrow(UsageError);
    await expect(
      diffCommand(args, { out: () => {}, err: () => {}, stdin: async () => Buffer.alloc(0) }),
    ).rejects.toThrow(message);
  });
});

describe("fleetkit diff through the built bin", () => {
  const cli = (args: string[]) => runCli(["diff", ...args]);

  it("an unknown flag exits 2 with the usage hint", async () => {
    const r = await cli(["--frobnicate", "a.yaml", "b.yaml"]);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(
      /^fleetkit diff: Unknown option '--frobnicate'.*\nRun `fleetkit diff --help` for usage\.\n$/s,
    );
  });

  it("a breaking change exits 1 with the human report", async () => {
    const edited = structuredClone(BUNDLED);
    delete edited.paths[op(edited, "listVehicles").path];
    const r = await cli([await writeSpec("cli-old.yaml", BUNDLED), await writeSpec("cli-new.yaml", edited)]);
    expect(r).toMatchObject({ code: 1, stderr: "" });
    expect(r.stdout).toMatch(
      /^fleetkit diff .*cli-old\.yaml → .*cli-new\.yaml\nBREAKING: 1 change can break callers\.\nOperations removed: listVehicles\n\nGET \/vehicles \(listVehicles\)\n {2}breaking {2}operation removed: listVehicles \(GET \/vehicles\) \[operation-removed\]\n$/,
    );
  });
});
