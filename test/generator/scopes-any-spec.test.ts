// Issue 33, deliverables 2 and 3: scope knowledge on a spec fleetkit did not write. Modules generated from the vendor's
// legacy spec (swagger-legacy.json) with an overlay carrying the catalogue at `$` (what `fleetkit scopes --overlay-for`
// writes) know the bundled catalogue and default scopes; without the catalogue, `tokenScopes` takes any name, at run
// time and in the types; generated comments say what each module has.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as bundled from "../../generated/index.js";
import { generate } from "../../generator/index.js";
import { MissingScopeError } from "../../runtime/errors.js";
import { defaultReadScopes } from "../fixtures/reference-tables.js";
import { generatedOnce } from "../support/generated-once.js";
import { vendorSpecsFolder } from "../support/published-specs.js";
import { type LoopbackServer, startLoopbackServer } from "../runtime/loopback-server.js";
import { diagnosticsUnder, typeCheck } from "../support/type-check.js";

/** Per-operation scopes for a few legacy operations, as the reference (4.4) gives them. */
const OPERATION_SCOPES: [target: string, scopes: string[]][] = [
  ["$.paths['/v1/tags'].get", ["Read Tags"]],
  ["$.paths['/v1/tags'].post", ["Write Tags"]],
  ["$.paths['/v1/addresses'].get", ["Read Addresses"]],
  ["$.paths['/v1/fleet/vehicles/locations'].get", ["Read Vehicle Statistics"]],
];

/** The catalogue the bundled spec declares, in the shape of its root `x-fleetkit-scopes`. */
const CATALOGUE = {
  categories: [...bundled.SCOPE_CATEGORIES],
  defaultReadScopes: { scopes: defaultReadScopes() },
};

const overlay = (withCatalogue: boolean) => ({
  overlay: "1.0.0",
  info: { title: "scopes for swagger-legacy.json", version: "1" },
  actions: [
    ...(withCatalogue ? [{ target: "$", update: { "x-fleetkit-scopes": CATALOGUE } }] : []),
    ...OPERATION_SCOPES.map(([target, scopes]) => ({ target, update: { "x-fleetkit-scopes": scopes } })),
  ],
});

type Module = Record<string, any>;
let dir: string;
let server: LoopbackServer;
/** Generated with the catalogue and per-operation scopes, with per-operation scopes only, and with nothing added. */
let withCatalogue: Module;
let operationsOnly: Module;
let plain: Module;
/** Where each module was generated: `plain` (the spec as published) is shared with the other files that generate it. */
const folders = new Map<string, string>();
const folder = (name: string) => folders.get(name) ?? join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-scopes-any-spec-"));
  const spec = join(vendorSpecsFolder(), "swagger-legacy.json");
  const modules: Module[] = [];
  for (const [name, overlays] of [
    ["catalogue", [true]],
    ["operations-only", [false]],
    ["plain", []],
  ] as const) {
    const files = await Promise.all(
      overlays.map(async (catalogue, i) => {
        const file = join(dir, `${name}-${i}.overlay.json`);
        await writeFile(file, JSON.stringify(overlay(catalogue)));
        return file;
      }),
    );
    if (files.length === 0) folders.set(name, (await generatedOnce({ spec })).out);
    else await generate({ spec, out: folder(name), overlays: files });
    modules.push(await import(pathToFileURL(join(folder(name), "index.ts")).href));
  }
  [withCatalogue, operationsOnly, plain] = modules as [Module, Module, Module];
  server = await startLoopbackServer(() => ({ body: { tags: [] } }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const client = (module: Module, tokenScopes: readonly string[]) =>
  module.createFleetClient({ baseUrl: server.url, token: "t0ken", allowInsecureLoopback: true, tokenScopes });

describe("a catalogue from an overlay travels whole (deliverable 2)", () => {
  it("the module has the bundled catalogue and default Read scopes, reference 5.5's 21", () => {
    expect(withCatalogue.SCOPE_CATALOGUE).toEqual(bundled.SCOPE_CATALOGUE);
    expect(withCatalogue.SCOPES).toEqual(bundled.SCOPES);
    expect(withCatalogue.DEFAULT_READ_SCOPES).toEqual(bundled.DEFAULT_READ_SCOPES);
    expect(withCatalogue.DEFAULT_READ_SCOPES).toEqual(defaultReadScopes());
    expect(withCatalogue.DEFAULT_READ_SCOPES).toHaveLength(21);
  });

  const plans: [string, { vendor: string; own: string; outsideDefaults: string[] }][] = [
    ["GET /v1/tags (Read Tags, a default)", { vendor: "getAllTags", own: "v1GetTags", outsideDefaults: [] }],
    [
      "GET /v1/addresses (Read Addresses, not a default)",
      { vendor: "getOrganizationAddresses", own: "v1GetAddresses", outsideDefaults: ["Read Addresses"] },
    ],
  ];
  it.each(plans)("scopesFor %s: as the bundled module says", (_name, { vendor, own, outsideDefaults }) => {
    const plan = withCatalogue.scopesFor([vendor]);
    expect(plan.outsideDefaults).toEqual(outsideDefaults);
    expect(plan).toEqual({ ...bundled.scopesFor([own as bundled.OperationId]), undocumented: [] });
  });

  it("a new token's 21 default Read scopes are taken, and guard the calls", async () => {
    const fleet = client(withCatalogue, defaultReadScopes());
    await expect(withCatalogue.getAllTags(fleet)).resolves.toMatchObject({ data: { tags: [] } });
    const sent = server.requests.length;
    await expect(withCatalogue.getOrganizationAddresses(fleet)).rejects.toThrow(MissingScopeError);
    expect(server.requests.length).toBe(sent);
  });

  it("the declared catalogue is complete: a typo is refused with a hint, as in the bundled module", () => {
    expect(() => client(withCatalogue, ["Read Tag"])).toThrow(/not scopes: "Read Tag" \(did you mean "Read Tags"\?\)/);
  });

  it("a malformed catalogue is a spec error naming its pointer, and nothing is written", async () => {
    const file = join(dir, "malformed.overlay.json");
    const broken = { categories: ["Tags", 7], defaultReadScopes: { scopes: ["Read Tags"] } };
    await writeFile(
      file,
      JSON.stringify({ ...overlay(false), actions: [{ target: "$", update: { "x-fleetkit-scopes": broken } }] }),
    );
    const out = folder("malformed");
    const spec = join(vendorSpecsFolder(), "swagger-legacy.json");
    await expect(generate({ spec, out, overlays: [file] })).rejects.toMatchObject({
      name: "SpecValidationError",
      issues: [{ pointer: "#/x-fleetkit-scopes/categories/1", message: expect.stringMatching(/category name/) }],
    });
    await expect(readFile(join(out, "index.ts"))).rejects.toThrow(/ENOENT/);
  });
});

describe("open catalogues accept real tokens (deliverable 3)", () => {
  it("without a catalogue, tokenScopes with names the module does not list is taken, and guards the calls", async () => {
    const fleet = client(operationsOnly, ["Read AEMP", "Read Tags", "Read Something New"]);
    await expect(operationsOnly.getAllTags(fleet)).resolves.toMatchObject({ data: { tags: [] } });
    const sent = server.requests.length;
    await expect(operationsOnly.getOrganizationAddresses(fleet)).rejects.toThrow(/needs "Read Addresses"/);
    expect(server.requests.length).toBe(sent);
  });

  it("with no scope known at all, any name is taken", () => {
    expect(plain.SCOPES).toEqual([]);
    expect(() => client(plain, defaultReadScopes())).not.toThrow();
  });

  it("the bundled module still refuses a typo, with did-you-mean", () => {
    const make = () =>
      bundled.createFleetClient({
        baseUrl: "https://api.example.com",
        token: "t",
        tokenScopes: ["Read Vehicle" as "Read Vehicles"],
      });
    expect(make).toThrow(/not scopes: "Read Vehicle" \(did you mean "Read Vehicles"\?\)/);
  });

  it("tokenScopes type-checks with any name where the catalogue is open, and only catalogue names where complete", async () => {
    await writeFile(
      join(dir, "uses.ts"),
      `import { createFleetClient as open, type ScopeName as Named } from "./operations-only/index.js";
import { createFleetClient as none } from ${JSON.stringify(join(folder("plain"), "index.js"))};
import { createFleetClient as complete } from "./catalogue/index.js";
const options = { baseUrl: "https://api.example.com", token: "t" };
open({ ...options, tokenScopes: ["Read Tags", "Read AEMP", "Read Something New"] });
none({ ...options, tokenScopes: ["Read Vehicles"] });
complete({ ...options, tokenScopes: ["Read AEMP", "Write Webhooks"] });
// @ts-expect-error a complete catalogue takes its own names only
complete({ ...options, tokenScopes: ["Read Tag"] });
// @ts-expect-error a scope name is a string
open({ ...options, tokenScopes: [42] });
export const known: Named[] = ["Read Tags", "Write Tags", "Read Addresses", "Read Vehicle Statistics"];
`,
    );
    const { program, errors } = typeCheck([join(dir, "uses.ts")], dir);
    expect([...errors, ...diagnosticsUnder(program, folder("plain"))]).toEqual([]);
  }, 90_000);
});

describe("generated comments say what each module has", () => {
  const comments = async (name: string) =>
    [
      ...(await readFile(join(folder(name), "scopes.ts"), "utf8")).matchAll(
        /\/\*\*([\s\S]*?)\*\/\s*export (?:const|type) (\w+)/g,
      ),
    ].map(([, text, declared]) => [declared, text!.replace(/\s*\n\s*\*\s*/g, " ").trim()]);

  it("a module without a catalogue says it has none, and no Read and Write pairs", async () => {
    const docs = Object.fromEntries(await comments("operations-only"));
    expect(docs.SCOPE_CATEGORIES).toMatch(/^Empty: this spec declares no scope catalogue/);
    expect(docs.SCOPES).toMatch(/^The scope names this spec's operations state, .*a token may hold other scopes/);
    expect(docs.SCOPE_CATALOGUE).toMatch(/^Empty: this spec declares no scope catalogue/);
    expect(docs.DEFAULT_READ_SCOPES).toMatch(/^Empty: .* unknown/);
    expect(Object.values(docs).join("\n")).not.toMatch(/Each has a Read and a Write scope|reference/);
    // In the order the operations come in the spec.
    expect(operationsOnly.SCOPES).toEqual(["Read Addresses", "Read Vehicle Statistics", "Read Tags", "Write Tags"]);
    expect(operationsOnly.SCOPE_CATALOGUE).toEqual([]);
  });

  it("a module with no scope at all says so", async () => {
    const docs = Object.fromEntries(await comments("plain"));
    expect(docs.SCOPES).toMatch(/^Empty: no operation of this spec states a scope name/);
    expect(docs.ScopeName).toMatch(/never/);
  });

  it("a module with the catalogue says each category has a Read and a Write scope, and that it is complete", async () => {
    const docs = Object.fromEntries(await comments("catalogue"));
    expect(docs.SCOPE_CATEGORIES).toMatch(/Each has a Read and a Write scope/);
    expect(docs.SCOPES).toMatch(/catalogue is complete/);
  });
});
