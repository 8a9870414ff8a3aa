// openapi-typescript writes a discriminator's tag into each branch's component type, wherever else it is used. Linode's
// `GET /tags/{label}` answers `oneOf: [Linode, Domain, Volume, NodeBalancer]` with `discriminator: { propertyName:
// type }` and no mapping: `Domain.type` became `"Domain"` (its own is `master` or `slave`) and `Linode` got a required
// `type: "Linode"` (its own is the plan), so `createDomain` refused a valid body and every Linode update asked for it.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../generator/index.js";
import { typeCheck } from "../support/type-check.js";

const json = (schema: object) => ({ content: { "application/json": { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (schema: object) => ({ "200": { description: "ok", ...json(schema) } });

const spec = {
  openapi: "3.0.1",
  info: { title: "tags", version: "1" },
  paths: {
    "/domains": {
      post: { operationId: "createDomain", requestBody: json(ref("Domain")), responses: ok(ref("Domain")) },
    },
    "/instances/{id}": {
      put: {
        operationId: "updateInstance",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
        requestBody: json(ref("Instance")),
        responses: ok(ref("Instance")),
      },
    },
    "/tagged": {
      get: {
        operationId: "tagged",
        responses: ok({
          oneOf: [ref("Instance"), ref("Domain"), ref("Volume")],
          discriminator: { propertyName: "type" },
        }),
      },
    },
    "/shapes": {
      get: {
        operationId: "shapes",
        responses: ok({ oneOf: [ref("Circle"), ref("Square")], discriminator: { propertyName: "kind" } }),
      },
    },
  },
  components: {
    schemas: {
      Domain: {
        type: "object",
        required: ["domain", "type"],
        properties: { domain: { type: "string" }, type: { type: "string", enum: ["master", "slave"] } },
      },
      Instance: { type: "object", properties: { label: { type: "string" }, type: { type: "string" } } },
      Volume: { type: "object", properties: { size: { type: "integer" } } },
      // Every branch tagged by values of its own: openapi-typescript's tags are those values.
      Circle: { type: "object", required: ["kind"], properties: { kind: { const: "circle" }, r: { type: "number" } } },
      Square: {
        type: "object",
        required: ["kind"],
        properties: { kind: { enum: ["square"] }, side: { type: "number" } },
      },
    },
  },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "fleetkit-union-tags-"));
  await writeFile(join(dir, "spec.json"), JSON.stringify(spec));
  await generate({ spec: join(dir, "spec.json"), out: join(dir, "out") });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a discriminator on a union of components", () => {
  it("types each component as its schema says, wherever it is used, and narrows by the tags its branches declare", async () => {
    const use = join(dir, "out", "use.ts");
    await writeFile(
      use,
      [
        'import { createDomain, createFleetClient, shapes, updateInstance, validate } from "./index.js";',
        'const client = createFleetClient({ baseUrl: "https://api.example", token: "t" });',
        "export async function calls() {",
        '  await createDomain(client, { body: { domain: "a.org", type: "master" } });',
        "  // @ts-expect-error a domain's type is master or slave",
        '  await createDomain(client, { body: { domain: "a.org", type: "Domain" } });',
        '  await updateInstance(client, { params: { path: { id: 1 } }, body: { label: "web-1" } });',
        '  await updateInstance(client, { params: { path: { id: 1 } }, body: { label: "web-1", type: "g6-standard-2" } });',
        "  const { data } = await shapes(client);",
        '  if (data?.kind === "circle") return data.r;',
        '  return data?.side ?? validate("Domain", { domain: "a.org", type: "master" }).valid;',
        "}",
      ].join("\n"),
    );
    expect(typeCheck([use], join(dir, "out"), { asUsers: true }).errors).toEqual([]);
  });
});
