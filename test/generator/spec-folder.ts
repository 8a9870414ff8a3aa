// Specs written into temp folders for the loader tests (input.test.ts, input-fences.test.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { expect } from "vitest";
import { type LoadOptions, SpecReadError, loadOpenApi } from "../../generator/index.js";
import { tempDir } from "../support/temp-dir.js";

/** Writes `files` (name → text) into a new temp folder; returns the folder. */
export async function specFolder(files: Record<string, string>): Promise<string> {
  const dir = await tempDir("input");
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, ".."), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** Loads one spec text from a temp folder. */
export async function load(text: string, options: LoadOptions = {}, name = "spec.yaml") {
  const dir = await specFolder({ [name]: text });
  return loadOpenApi(join(dir, name), options);
}

/** The SpecReadError that loading `text` throws (fails the test if it loads). */
export async function readError(text: string, options: LoadOptions = {}, name = "spec.yaml"): Promise<SpecReadError> {
  const error = await load(text, options, name).then(
    () => new Error("loaded, but should have been refused"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpecReadError);
  return error as SpecReadError;
}

/** A tiny API in OpenAPI 3.1: the others are written to load as it does. */
export const TINY_31 = `openapi: 3.1.0
info: { title: Widgets, version: "1" }
servers: [{ url: "https://api.example.com/v1" }]
paths:
  /widgets/{id}:
    get:
      operationId: getWidget
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        "200":
          description: ok
          content: { application/json: { schema: { $ref: "#/components/schemas/Widget" } } }
components:
  schemas:
    Widget:
      type: object
      properties:
        name: { type: [string, "null"] }
`;
