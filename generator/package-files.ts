import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** What fleetkit reads of its own package.json. */
export interface PackageManifest {
  name: string;
  version: string;
  peerDependencies: Record<string, string>;
}

let found: { root: string; manifest: PackageManifest } | undefined;

/** fleetkit's own folder and package.json, found upwards from this file: the same from source and from dist/. */
function ownPackage(): { root: string; manifest: PackageManifest } {
  for (let dir = dirname(fileURLToPath(import.meta.url)); found === undefined; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<PackageManifest>) : {};
    if (manifest.name === "fleetkit")
      found = { root: dir, manifest: { version: "", peerDependencies: {}, ...manifest, name: manifest.name } };
    else if (dirname(dir) === dir)
      throw new Error(`fleetkit's package.json was not found above ${fileURLToPath(import.meta.url)}`);
  }
  return found;
}

const packageRoot = (): string => ownPackage().root;

/** fleetkit's package.json: its version, and the ranges of the tools the generator and `diff` need. */
export const packageManifest = (): PackageManifest => ownPackage().manifest;

/** The spec that ships with the package, the one its own main entry is generated from. */
export const bundledSpecPath = (): string => join(packageRoot(), "spec", "fleet-api.yaml");
