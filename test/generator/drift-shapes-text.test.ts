// Issue 38, item 6: drift-shapes.ts holds a large spec's schema shapes as one JSON text (GitHub's description: 680 KB).
// Double-quoted, every quote of the JSON was a `\"`, and tsc's scanner built the literal's value a piece per escape:
// 12 MB of a user's tsc's peak memory. Single-quoted, the JSON's quotes need none; nothing in it can end the literal.
import ts from "typescript";
import { expect, it } from "vitest";
import { driftShapes, driftShapesSource } from "../../generator/drift-shapes.js";
import type { Json } from "../../generator/json-pointer.js";
import { singleQuoted } from "../../generator/source-text.js";

const HOSTILE = [
  `it's`,
  `"quoted"`,
  "back\\slash",
  "\\'",
  "'); throw 1; ('",
  "line\nbreak\r",
  "sep\u2028arators\u2029",
  "\\u0027",
  "",
];

/** The value TypeScript reads from a string literal's source text. */
function literalValue(literal: string): string {
  const file = ts.createSourceFile("x.ts", `export const x = ${literal};`, ts.ScriptTarget.ES2022);
  const statement = file.statements[0] as ts.VariableStatement;
  const init = statement.declarationList.declarations[0]!.initializer!;
  expect(ts.isStringLiteral(init), literal).toBe(true);
  return (init as ts.StringLiteral).text;
}

it("singleQuoted is a literal of exactly its text, whatever the text holds", () => {
  for (const text of HOSTILE) {
    const literal = singleQuoted(text);
    expect(literalValue(literal)).toBe(text);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
  }
});

/** A document whose one schema has the given property names. */
const docWith = (names: string[]) => ({
  openapi: "3.0.3",
  components: {
    schemas: {
      Thing: { type: "object", properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])) },
      Other: { type: "array", items: { $ref: "#/components/schemas/Thing" } },
    },
  },
});

/** The string literal drift-shapes.ts hands JSON.parse. */
const shapesLiteral = (doc: Json) => /JSON\.parse\((.*)\);\n$/s.exec(driftShapesSource(doc, "fleetkit/runtime"))?.[1];

it("drift-shapes.ts carries the shapes' JSON single-quoted: no escape for each of its quotes", () => {
  const literal = shapesLiteral(docWith(["id", "name", "tags"]));
  expect(literal).toBe(`'${JSON.stringify(driftShapes(docWith(["id", "name", "tags"])))}'`);
  expect(literal).not.toContain("\\");
});

it("drift-shapes.ts parses to the table whatever the spec's names hold", () => {
  const doc = docWith(HOSTILE);
  expect(JSON.parse(literalValue(shapesLiteral(doc)!))).toEqual(JSON.parse(JSON.stringify(driftShapes(doc))));
});
