// Issue 33, deliverable 2: a scope catalogue (`x-fleetkit-scopes` at the root) on a spec fleetkit did not write, as
// an overlay adds it to a published spec. It is checked (each problem names its pointer), needs no `ScopeName` schema,
// covers every scope the operations state, and does not make the rest of the spec strict.
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { SpecValidationError, findSpecIssues } from "../../generator/index.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { buildSpecModel } from "../../generator/spec-model.js";

const CATALOGUE = { categories: ["Pets", "Owners"], defaultReadScopes: { scopes: ["Read Pets"] } };

/** A published-style 3.1 spec (no bearerAuth role names, no ScopeName schema) with the catalogue at its root. */
const published = (change: (doc: Record<string, any>) => void = () => {}): SpecDocument => {
  const doc: Record<string, any> = {
    openapi: "3.1.0",
    info: { title: "Pets", version: "1" },
    "x-fleetkit-scopes": structuredClone(CATALOGUE),
    paths: {
      "/pets": {
        get: {
          operationId: "listPets",
          "x-fleetkit-scopes": ["Read Pets"],
          responses: { "200": { description: "ok" } },
        },
        // A POST that only reads (as the vendor's legacy /v1/fleet/hos_logs): a Read scope, refused only when strict.
        post: {
          operationId: "searchPets",
          "x-fleetkit-scopes": ["Read Pets"],
          responses: { "200": { description: "ok" } },
        },
      },
      "/owners": { get: { operationId: "listOwners", responses: { "200": { description: "ok" } } } },
    },
  };
  change(doc);
  return doc as SpecDocument;
};

const modelOf = (document: SpecDocument) => buildSpecModel({ file: "pets.yaml", document, locate: () => "pets.yaml" });

describe("a catalogue on a published spec", () => {
  it("needs no ScopeName schema, and leaves the rest of the spec unstrict (no bearerAuth, a Read scope on a POST)", () => {
    expect(findSpecIssues(published())).toEqual([]);
  });

  it("gives the module its categories, scopes and default Read scopes, declared complete", () => {
    expect(modelOf(published()).catalogue).toEqual({
      categories: ["Pets", "Owners"],
      scopes: new Set(["Read Pets", "Write Pets", "Read Owners", "Write Owners"]),
      defaultReadScopes: ["Read Pets"],
      complete: true,
    });
  });

  it("without it, the module has the names its operations state, not declared complete", () => {
    const model = modelOf(published((d) => delete d["x-fleetkit-scopes"]));
    expect(model.catalogue).toEqual({
      categories: [],
      scopes: new Set(["Read Pets"]),
      defaultReadScopes: [],
      complete: false,
    });
  });

  const malformed: [string, { change: (doc: Record<string, any>) => void; pointer: string; message: RegExp }][] = [
    [
      "the catalogue is a list",
      {
        change: (d) => (d["x-fleetkit-scopes"] = ["Pets"]),
        pointer: "#/x-fleetkit-scopes",
        message:
          /must be a mapping \{ categories: \[\.\.\.\], defaultReadScopes: \{ scopes: \[\.\.\.\] \} \}, found a list/,
      },
    ],
    [
      "no categories",
      {
        change: (d) => delete d["x-fleetkit-scopes"].categories,
        pointer: "#/x-fleetkit-scopes/categories",
        message: /must be a non-empty list of scope categories/,
      },
    ],
    [
      "a category that is not a name",
      {
        change: (d) => d["x-fleetkit-scopes"].categories.push(""),
        pointer: "#/x-fleetkit-scopes/categories/2",
        message: /must be a category name such as "Vehicles", found ""/,
      },
    ],
    [
      "a category listed twice",
      {
        change: (d) => d["x-fleetkit-scopes"].categories.push("Pets"),
        pointer: "#/x-fleetkit-scopes/categories/2",
        message: /"Pets" is listed twice/,
      },
    ],
    [
      "no defaultReadScopes",
      {
        change: (d) => delete d["x-fleetkit-scopes"].defaultReadScopes,
        pointer: "#/x-fleetkit-scopes/defaultReadScopes",
        message: /must be a mapping \{ scopes: \[\.\.\.\] \} of the Read scopes a new token has, found nothing/,
      },
    ],
    [
      "a default that is a Write scope",
      {
        change: (d) => d["x-fleetkit-scopes"].defaultReadScopes.scopes.push("Write Pets"),
        pointer: "#/x-fleetkit-scopes/defaultReadScopes/scopes/1",
        message: /"Write Pets" is not a Read scope of the catalogue/,
      },
    ],
    [
      "an overlay's operation scope outside the catalogue",
      {
        change: (d) => (d.paths["/pets"].get["x-fleetkit-scopes"] = ["Read Pets", "Read Pet"]),
        pointer: "#/paths/~1pets/get/x-fleetkit-scopes/1",
        message: /scope "Read Pet" is not in the scope catalogue/,
      },
    ],
    [
      "a document-level OAuth2 scope outside the catalogue",
      {
        change: (d) => (d.security = [{ oauth: ["pets:read"] }]),
        pointer: "#/security/0/oauth/0",
        message: /scope "pets:read" is not in the scope catalogue/,
      },
    ],
    [
      "a ScopeName schema that disagrees (where the spec has one)",
      {
        change: (d) => (d.components = { schemas: { ScopeName: { type: "string", enum: ["Read Pets"] } } }),
        pointer: "#/components/schemas/ScopeName/enum",
        message: /missing: Write Pets, Read Owners, Write Owners/,
      },
    ],
  ];
  it.each(malformed)("%s: a spec error at its pointer", (_name, { change, pointer, message }) => {
    expect(findSpecIssues(published(change))).toContainEqual({ pointer, message: expect.stringMatching(message) });
  });

  it("a broken catalogue is reported alone, not once more for every operation's scope", () => {
    expect(findSpecIssues(published((d) => delete d["x-fleetkit-scopes"].categories))).toEqual([
      { pointer: "#/x-fleetkit-scopes/categories", message: "must be a non-empty list of scope categories" },
      {
        pointer: "#/x-fleetkit-scopes/defaultReadScopes/scopes/0",
        message: '"Read Pets" is not a Read scope of the catalogue',
      },
    ]);
  });

  it("generation stops with SpecValidationError listing the pointer", () => {
    const build = () => modelOf(published((d) => (d["x-fleetkit-scopes"].categories = "Pets")));
    expect(build).toThrow(SpecValidationError);
    expect(build).toThrow(/#\/x-fleetkit-scopes\/categories \(pets\.yaml\): must be a non-empty list/);
  });
});

describe("the bundled spec's form (catalogue and ScopeName) stays strict", () => {
  const bundled = (): SpecDocument => parse(readFileSync("spec/fleet-api.yaml", "utf8"));

  it("a Write scope on a GET is refused without --strict", () => {
    const doc = bundled();
    (doc.paths!["/v1/tags"]!.get as { security: unknown }).security = [{ bearerAuth: ["Write Tags"] }];
    expect(findSpecIssues(doc)).toContainEqual({
      pointer: "#/paths/~1v1~1tags/get/security/0/bearerAuth/0",
      message: 'GET needs Read scopes, not "Write Tags"',
    });
  });

  it("an overlay's operation scope outside the catalogue is refused there too", () => {
    const doc = bundled();
    (doc.paths!["/v1/tags"]!.get as Record<string, unknown>)["x-fleetkit-scopes"] = ["Read Tag"];
    expect(findSpecIssues(doc)).toEqual([
      {
        pointer: "#/paths/~1v1~1tags/get/x-fleetkit-scopes/0",
        message: 'scope "Read Tag" is not in the scope catalogue (#/x-fleetkit-scopes/categories)',
      },
    ]);
  });
});
