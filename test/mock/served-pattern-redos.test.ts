// A served spec's `pattern` that JavaScript's RegExp backtracks on (issue 34, item 6): the mock checks it on the
// runtime's linear-time engine, so a near-miss cannot freeze it. A child process runs the mock, so that without the
// fix the test fails at its timeout instead of blocking this worker (RegExp would take hours on 40 characters).
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { tempDir } from "../support/temp-dir.js";

const run = promisify(execFile);
const serverModule = fileURLToPath(new URL("../../testing/mock/server.ts", import.meta.url));

const SPEC = {
  openapi: "3.1.0",
  info: { title: "codes", version: "1" },
  security: [],
  paths: {
    "/codes": {
      get: {
        operationId: "findCode",
        parameters: [{ name: "code", in: "query", required: true, schema: { type: "string", pattern: "^(a+)+$" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } } },
      },
    },
  },
};

it("the mock answers a 40-character near-miss of ^(a+)+$ with 400, and a match with 200", async () => {
  const dir = await tempDir("served-redos");
  const script = join(dir, "run.mts");
  await writeFile(
    script,
    `import { createMock } from ${JSON.stringify(serverModule)};
const mock = await createMock({ spec: ${JSON.stringify(SPEC)} });
const nearMiss = await mock.fetch("https://codes.example/codes?code=${"a".repeat(40)}b");
const match = await mock.fetch("https://codes.example/codes?code=${"a".repeat(40)}");
console.log(JSON.stringify({ nearMiss: nearMiss.status, message: (await nearMiss.json()).message, match: match.status }));
`,
  );
  // Generous: starting tsx on a loaded machine takes seconds. The child is killed at the limit, never left running.
  const { stdout } = await run(process.execPath, ["--import", "tsx", script], {
    timeout: 45_000,
    killSignal: "SIGKILL",
  });
  const result = JSON.parse(stdout) as { nearMiss: number; message: string; match: number };
  expect(result).toMatchObject({ nearMiss: 400, match: 200 });
  expect(result.message).toContain("query parameter code");
}, 60_000);
