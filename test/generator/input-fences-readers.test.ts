// Issue 34, item 3: every reader fleetkit runs on a spec is fenced. Specs that name a URL (a logging loopback server)
// or a FIFO in places the loader used to keep (an externalValue beside x-note or dataValue, a string $ref where a map
// of names stands, a discriminator mapping), through `generate`, `diff` (Redocly's child), `scopes` and the mock; and
// Redocly's two other readers called directly (the `struct` re-read, `redocly diff`). Each must finish, the server
// must hear nothing and nobody may open the FIFO. A process test: the FIFO is made with mkfifo, and `diff` runs Redocly
// in a child process.
import { execFileSync } from "node:child_process";
import { once } from "node:events";
import { constants } from "node:fs";
import { open, writeFile } from "node:fs/promises";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DiffInputError } from "../../generator/diff/report.js";
import { redoclyDiff } from "../../generator/diff/redocly-engine.js";
import { SpecReadError } from "../../generator/index.js";
import type { SpecDocument } from "../../generator/spec-document.js";
import { wrongTypes } from "../../generator/structure-check.js";
import { createMock } from "../../testing/index.js";
import { runFleetkit } from "../cli/in-process.js";
import { tempDir } from "../support/temp-dir.js";

/** A 127.0.0.1 server that logs every request: none must arrive. */
const requests: string[] = [];
let server: Server;
let loopback: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end('{"type":"string"}');
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  loopback = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/**
 * A FIFO that reports whether anyone opened it for reading: a non-blocking open for writing succeeds only when a
 * reader is there (ENXIO otherwise). Opening and closing it also ends that reader's wait (it reads end of file), so a
 * reader that should never have come fails the test instead of hanging it (and the `redocly diff` child with it).
 */
async function watchedFifo(
  dir: string,
  name = "pipe",
): Promise<{ path: string; opened: () => boolean; stop: () => Promise<void> }> {
  const path = join(dir, name);
  execFileSync("mkfifo", [path]);
  let opened = false;
  let running = true;
  const watching = (async () => {
    while (running) {
      try {
        await (await open(path, constants.O_WRONLY | constants.O_NONBLOCK)).close();
        opened = true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENXIO") throw error;
      }
      await sleep(20);
    }
  })();
  return {
    path,
    opened: () => opened,
    stop: async () => {
      running = false;
      await watching;
    },
  };
}

interface Places {
  url: string;
  /** The FIFO's absolute path. */
  fifo: string;
}

/** A small 3.1 spec with one operation; `change` puts the attack in (and `summary` tells two versions apart). */
function spec(change: (doc: Record<string, any>, places: Places) => void, places: Places, summary = "one"): string {
  const doc: Record<string, any> = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: {
      "/a": {
        get: {
          operationId: "getA",
          summary,
          responses: {
            "200": {
              description: "ok",
              content: { "application/json": { schema: { $ref: "#/components/schemas/A" } } },
            },
          },
        },
      },
    },
    components: { schemas: { A: { type: "object", properties: { id: { type: "string" } } } } },
  };
  change(doc, places);
  return JSON.stringify(doc);
}

const media = (doc: Record<string, any>) => doc.paths["/a"].get.responses["200"].content["application/json"];

type Attack = [string, { change: (doc: Record<string, any>, places: Places) => void; refused?: RegExp }];
const attacks: Attack[] = [
  [
    "an example's externalValue beside x-note (a URL)",
    { change: (doc, { url }) => (media(doc).examples = { one: { externalValue: `${url}/ex.json`, "x-note": "n" } }) },
  ],
  [
    "an example's externalValue beside dataValue (the FIFO)",
    { change: (doc, { fifo }) => (media(doc).examples = { one: { externalValue: fifo, dataValue: { id: "1" } } }) },
  ],
  [
    "an externalValue inside a schema's example data (/etc/hostname)",
    { change: (doc) => (doc.components.schemas.A.example = { externalValue: "/etc/hostname", id: "1" }) },
  ],
  [
    "a string $ref where the property names stand (the FIFO, in the spec's own folder)",
    {
      change: (doc) => (doc.components.schemas.A.properties.$ref = "./pipe"),
      refused: /pipe: it is not a regular file \(a device, FIFO or folder\)/,
    },
  ],
  [
    "a string $ref where the schema names stand (a URL)",
    {
      change: (doc, { url }) => (doc.components.schemas.$ref = `${url}/schemas.json`),
      refused: /http:\/\/127\.0\.0\.1:\d+\/schemas\.json: it is a URL/,
    },
  ],
  [
    "a discriminator mapping to the FIFO",
    {
      change: (doc) => {
        doc.components.schemas.A.discriminator = { propertyName: "id", mapping: { x: "./pipe" } };
      },
      refused: /pipe: it is not a regular file/,
    },
  ],
  [
    "a discriminator mapping to a URL",
    {
      change: (doc, { url }) => {
        doc.components.schemas.A.discriminator = { propertyName: "id", mapping: { x: `${url}/x.json` } };
      },
      refused: /http:\/\/127\.0\.0\.1:\d+\/x\.json: it is a URL/,
    },
  ],
];

/** Writes the attack's spec (and a second version of it) beside a watched FIFO; runs `use`; checks nothing was read. */
async function underAttack(
  change: Attack[1]["change"],
  use: (files: { old: string; changed: string; dir: string }) => Promise<void>,
): Promise<void> {
  const dir = await tempDir("fences-readers");
  const fifo = await watchedFifo(dir);
  const places = { url: loopback, fifo: fifo.path };
  const files = { old: join(dir, "old.json"), changed: join(dir, "new.json"), dir };
  await writeFile(files.old, spec(change, places, "one"));
  await writeFile(files.changed, spec(change, places, "two"));
  const before = requests.length;
  try {
    await use(files);
  } finally {
    await fifo.stop();
  }
  expect(requests.slice(before)).toEqual([]);
  expect(fifo.opened(), "the FIFO was opened").toBe(false);
}

describe("specs that name a URL or a FIFO (issue 34, item 3)", () => {
  it.each(attacks)(
    "%s: generate finishes without reading it",
    async (_name, { change, refused }) => {
      await underAttack(change, async ({ old, dir }) => {
        const r = await runFleetkit(["generate", "--spec", old, "--out", join(dir, "out")]);
        if (refused === undefined) {
          expect(r.stderr).toMatch(/warning: .*externalValue: example at .* ignored: examples are never fetched/);
          expect(r.code).toBe(0);
        } else {
          expect(r.stderr).toMatch(refused);
          expect(r.code).toBe(2);
        }
      });
    },
    60_000,
  );

  it.each(attacks)(
    "%s: diff finishes without reading it",
    async (_name, { change, refused }) => {
      await underAttack(change, async ({ old, changed }) => {
        const r = await runFleetkit(["diff", old, changed]);
        if (refused === undefined) {
          expect(r.stderr).toBe("");
          expect(r.code).toBe(0);
        } else {
          expect(r.stderr).toMatch(refused);
          expect(r.code).toBe(2);
        }
      });
    },
    60_000,
  );

  it.each(attacks)(
    "%s: scopes --spec and --overlay-for finish without reading it",
    async (_name, { change, refused }) => {
      await underAttack(change, async ({ old }) => {
        for (const args of [
          ["scopes", "--spec", old, "--json"],
          ["scopes", "--overlay-for", old],
        ]) {
          const r = await runFleetkit(args);
          if (refused === undefined) expect(r.code, r.stderr).not.toBe(70);
          else {
            expect(r.stderr).toMatch(refused);
            expect(r.code).toBe(2);
          }
        }
      });
    },
    60_000,
  );

  it.each(attacks)(
    "%s: the mock finishes without reading it",
    async (_name, { change, refused }) => {
      await underAttack(change, async ({ old }) => {
        const mock = createMock({ spec: old });
        if (refused === undefined) await expect(mock).resolves.toBeDefined();
        else {
          const error = await mock.catch((e: unknown) => e);
          expect(error).toBeInstanceOf(SpecReadError);
          expect((error as Error).message).toMatch(refused);
        }
      });
    },
    60_000,
  );
});

describe("Redocly's readers on a loaded document read nothing it names (issue 34, item 3)", () => {
  /** A document (as a caller or an overlay could make it) naming the URL and the FIFO in every way Redocly follows. */
  const naming = ({ url, fifo }: Places): SpecDocument =>
    JSON.parse(
      spec(
        (doc) => {
          media(doc).examples = { one: { externalValue: `${url}/ex.json`, "x-note": "n" } };
          doc.components.schemas.A.properties.$ref = fifo;
          doc.components.schemas.B = { $ref: `${url}/b.json#/B` };
          doc.components.schemas.A.discriminator = { propertyName: "id", mapping: { x: fifo } };
          // A wrong type for the struct rule to find, so that the re-read has something to report.
          doc.paths["/a"].get.parameters = "none";
        },
        { url, fifo },
      ),
    );

  it("the struct re-read after a failed render reports the wrong type and reads nothing", async () => {
    const dir = await tempDir("fences-struct");
    const fifo = await watchedFifo(dir);
    const before = requests.length;
    try {
      const problems = await wrongTypes(naming({ url: loopback, fifo: fifo.path }));
      expect(problems).toContainEqual({
        pointer: "#/paths/~1a/get/parameters",
        message: expect.stringMatching(/^Expected type /),
      });
    } finally {
      await fifo.stop();
    }
    expect(requests.slice(before)).toEqual([]);
    expect(fifo.opened(), "the FIFO was opened").toBe(false);
  }, 30_000);

  it("redocly diff is not started on a document that names anything outside itself: DiffInputError naming each", async () => {
    const dir = await tempDir("fences-diff-engine");
    const fifo = await watchedFifo(dir);
    const before = requests.length;
    const attacked = naming({ url: loopback, fifo: fifo.path });
    const clean = JSON.parse(spec(() => {}, { url: loopback, fifo: fifo.path })) as SpecDocument;
    try {
      for (const [oldDoc, newDoc, side] of [
        [attacked, clean, "old"],
        [clean, attacked, "new"],
      ] as const) {
        const error = await redoclyDiff(oldDoc, newDoc).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(DiffInputError);
        const message = (error as Error).message;
        expect(message).toMatch(new RegExp(`^the ${side} spec refers to files or URLs outside itself`));
        for (const pointer of [
          "#/components/schemas/A/discriminator/mapping/x",
          "#/components/schemas/A/properties/$ref",
          "#/components/schemas/B/$ref",
          "#/paths/~1a/get/responses/200/content/application~1json/examples/one/externalValue",
        ])
          expect(message).toContain(pointer);
      }
    } finally {
      await fifo.stop();
    }
    expect(requests.slice(before)).toEqual([]);
    expect(fifo.opened(), "the FIFO was opened").toBe(false);
  }, 30_000);
});

describe("an overlay that adds what the loader would have dropped or refused (issue 34, item 3)", () => {
  const overlays: [string, (places: Places) => object[]][] = [
    [
      "an example's externalValue beside x-note (a URL)",
      ({ url }) => [
        {
          target: "$.paths['/a'].get.responses['200'].content['application/json']",
          update: { examples: { one: { externalValue: `${url}/ex.json`, "x-note": "n" } } },
        },
      ],
    ],
    [
      "an example's externalValue beside dataValue (the FIFO)",
      ({ fifo }) => [
        {
          target: "$.paths['/a'].get.responses['200'].content['application/json']",
          update: { examples: { one: { externalValue: fifo, dataValue: { id: "1" } } } },
        },
      ],
    ],
    [
      "an object $ref (the FIFO)",
      ({ fifo }) => [{ target: "$.components.schemas.A.properties", update: { pipe: { $ref: fifo } } }],
    ],
  ];
  it.each(overlays)(
    "%s: generate, diff, scopes and the mock finish, and nothing is read",
    async (_name, actions) => {
      const dir = await tempDir("fences-overlay");
      const fifo = await watchedFifo(dir);
      const places = { url: loopback, fifo: fifo.path };
      const [specFile, changed, overlay] = ["spec.json", "changed.json", "overlay.json"].map((f) => join(dir, f)) as [
        string,
        string,
        string,
      ];
      await writeFile(
        specFile,
        spec(() => {}, places),
      );
      await writeFile(
        changed,
        spec(() => {}, places, "two"),
      );
      await writeFile(
        overlay,
        JSON.stringify({ overlay: "1.0.0", info: { title: "o", version: "1" }, actions: actions(places) }),
      );
      const before = requests.length;
      try {
        const runs = [
          ["generate", "--spec", specFile, "--overlay", overlay, "--out", join(dir, "out")],
          ["diff", specFile, changed, "--overlay", overlay],
          ["scopes", "--spec", specFile, "--overlay", overlay, "--json"],
        ];
        for (const args of runs) {
          const r = await runFleetkit(args);
          // Refused (2, a clear message) or done without reading (0); never an internal error.
          expect([0, 2], `${args[0]}: ${r.stderr}`).toContain(r.code);
        }
        await createMock({ spec: specFile, overlays: [overlay] }).catch((e: unknown) => {
          if (!(e instanceof SpecReadError)) throw e;
        });
      } finally {
        await fifo.stop();
      }
      expect(requests.slice(before)).toEqual([]);
      expect(fifo.opened(), "the FIFO was opened").toBe(false);
    },
    120_000,
  );
});
