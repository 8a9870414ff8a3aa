// The README's own-project section: what adding a scope takes, as the generator checks it.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { parse } from "yaml";
import { findSpecIssues } from "../../generator/index.js";

it("a new scope category without its ScopeName enum entries is the spec error the README quotes", () => {
  const readme = readFileSync("README.md", "utf8").replace(/\s*\n\s*/g, " ");
  const quoted = /\(e\.g\. `(#\/components\/schemas\/ScopeName\/enum): ([^`]+)`\)/.exec(readme);
  expect(quoted, "the README quotes the enum error").not.toBeNull();
  const doc = parse(readFileSync("spec/fleet-api.yaml", "utf8"));
  doc["x-fleetkit-scopes"].categories.push("Widgets");
  expect(findSpecIssues(doc)).toContainEqual({ pointer: quoted![1], message: quoted![2] });
});
