import { packageManifest } from "../generator/package-files.js";

/** The generator's tools: optional peer dependencies, installed only by those who generate. */
const GENERATOR_TOOLS = [
  "typescript",
  "openapi-typescript",
  "yaml",
  "ajv",
  "ajv-formats",
  "@redocly/cli",
  "@redocly/openapi-core",
  "@scalar/openapi-upgrader",
  "jsonpath-rfc9535",
  "@biomejs/biome",
] as const;

/** The one-line `npm install` that brings the generator's tools, at the versions fleetkit was built with. */
function installCommand(): string {
  const peers = packageManifest().peerDependencies;
  return (
    "npm install --save-dev " +
    GENERATOR_TOOLS.map((name) => (peers[name] ? `${name}@"${peers[name]}"` : name)).join(" ")
  );
}

/** The missing package an import failed on, when it is one of the generator's tools. */
export function missingTool(error: unknown): string | undefined {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  // The package itself (`'yaml'`), a file of it (`'openapi-typescript/dist/transform/index.cjs'`), or a path through
  // its folder.
  return GENERATOR_TOOLS.find((name) =>
    [`'${name}'`, `"${name}"`, `'${name}/`, `"${name}/`, `/${name}/`].some((form) => message.includes(form)),
  );
}

/** Runs a generator command (its modules load lazily); when a tool is missing, one line with the install command. */
export async function loadGenerator<T>(
  load: () => Promise<T>,
  command: string,
  err: (line: string) => void,
): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    const tool = missingTool(error);
    if (tool === undefined) throw error;
    err(`fleetkit ${command}: the generator's tools are not installed (${tool} is missing); run: ${installCommand()}`);
    return undefined;
  }
}
