import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** fleetkit's own folder (the one with its package.json), from source or from dist/. */
function packageRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "fleetkit")
      return dir;
    if (dirname(dir) === dir)
      throw new Error(`fleetkit's package.json was not found above ${fileURLToPath(import.meta.url)}`);
  }
}

/** The spec that ships with the package, the one its own main entry is generated from. */
export const bundledSpecPath = (): string => join(packageRoot(), "spec", "fleet-api.yaml");
