import { readFileSync } from "node:fs";
import { join } from "node:path";
import AjvModule from "ajv";
import Ajv2020Module from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { vendorSpecsFolder } from "../support/published-specs.js";

const Ajv = AjvModule.default;
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

export type VendorSpecFile = "swagger.json" | "swagger-readme.json" | "swagger-legacy.json";

/** A pinned vendor spec's path. Missing fixtures fail the test that needs them, loudly: these tests never skip. */
export const vendorSpec = (file: VendorSpecFile): string => join(vendorSpecsFolder(), file);

export type Doc = Record<string, any>;

export const readDoc = (file: string): Doc => JSON.parse(readFileSync(file, "utf8")) as Doc;

/**
 * Validators compiled here, with a fresh ajv, from the document as published (OpenAPI 3.0 or Swagger 2.0 schemas
 * are JSON Schema draft-07 as far as the vendor's documents use it): independent of the mock's loader, converter and
 * validator instance. A document that uses 3.0's `nullable` (GitHub's) is given as the loader brings it to 3.1, with
 * `2020-12`.
 */
export function independentValidator(doc: Doc, dialect: "draft-07" | "2020-12" = "draft-07") {
  const options = { strict: false, allErrors: true, logger: false as const, validateSchema: false };
  const ajv = dialect === "draft-07" ? new Ajv(options) : new Ajv2020(options);
  addFormats(ajv);
  ajv.addSchema(doc, "published");
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (pointer: string) => {
    const validate = compiled.get(pointer) ?? ajv.compile({ $ref: `published${pointer}` });
    compiled.set(pointer, validate);
    return validate;
  };
}

export const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** The pointer of the JSON schema of an operation's response for a status, in the published document (2.0 or 3.x). */
export function responseSchemaPointer(doc: Doc, method: string, path: string, status: number): string | undefined {
  const at = `#/paths/${escapePointer(path)}/${method}/responses`;
  const responses = doc.paths[path][method].responses ?? {};
  const code = [String(status), `${String(status)[0]}XX`, "default"].find((c) => c in responses);
  if (code === undefined) return undefined;
  let pointer = `${at}/${code}`;
  let response = responses[code];
  if (response.$ref) {
    pointer = response.$ref;
    response = pointer
      .slice(2)
      .split("/")
      .reduce((n: any, k: string) => n?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  }
  if (doc.swagger) return response.schema ? `${pointer}/schema` : undefined;
  return response.content?.["application/json"]?.schema ? `${pointer}/content/application~1json/schema` : undefined;
}

/** A node of the published document with its local `$ref`s followed. */
export function resolveRef(doc: Doc, node: any): any {
  for (let i = 0; node && typeof node.$ref === "string" && i < 32; i++)
    node = node.$ref
      .slice(2)
      .split("/")
      .reduce((n: any, k: string) => n?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  return node;
}
