import { printStructures, type SourceFileStructure } from "./structures.js";
import { commentLine } from "./source-text.js";

/** Prepended to every generated file, so nobody edits one by hand: the spec and the command that regenerates it. */
export function generatedHeader(specFile: string, command: string): string {
  return `// Generated from ${commentLine(specFile)} by fleetkit's generator, do not edit. Regenerate with \`${commentLine(command)}\`.\n`;
}

/** Prints one file from its structures in a single pass (build structures, print once). */
export function printSource(structure: SourceFileStructure, header: string): string {
  return `${header}\n${printStructures(structure)}\n`;
}

export { literal } from "./source-text.js";
