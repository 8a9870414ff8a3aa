import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundledSpecPath, packageManifest } from "../../generator/package-files.js";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  version: string;
  peerDependencies: Record<string, string>;
};

describe("fleetkit's own package files, found from the source tree as from dist/", () => {
  it("packageManifest() is this package.json: the version `--version` prints, the peer ranges install hints name", () => {
    expect(packageManifest()).toMatchObject({
      name: "fleetkit",
      version: manifest.version,
      peerDependencies: manifest.peerDependencies,
    });
    expect(packageManifest().peerDependencies["@redocly/cli"]).toMatch(/^~2\./);
  });

  it("bundledSpecPath() is the spec beside it", () => {
    expect(bundledSpecPath()).toBe(resolve("spec/fleet-api.yaml"));
  });
});
