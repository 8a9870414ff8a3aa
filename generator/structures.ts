/**
 * The declarations the emitters build, one object per statement, and the printer that turns a file of them into
 * TypeScript in a single pass. It covers exactly what the generator emits (imports, exports, constants, type aliases,
 * interfaces, functions); Biome then formats the text (format-output.ts), so printing only has to be correct.
 * This replaced ts-morph: its own copy of TypeScript took about half a second of every `generate` to load.
 */

import { commentText } from "./source-text.js";

export const StructureKind = {
  ImportDeclaration: "import",
  ExportDeclaration: "export",
  VariableStatement: "variable",
  TypeAlias: "type",
  Interface: "interface",
  Function: "function",
} as const;

interface Documented {
  /** JSDoc paragraphs; a `\n` in one starts a new line of the comment. */
  docs?: readonly string[];
  isExported?: boolean;
}

export interface ImportStructure {
  kind: typeof StructureKind.ImportDeclaration;
  moduleSpecifier: string;
  isTypeOnly?: boolean;
  /** Names, each as written in the braces (`"type X"`, `"a as b"`). */
  namedImports?: readonly string[];
  namespaceImport?: string;
}

export interface ExportStructure {
  kind: typeof StructureKind.ExportDeclaration;
  moduleSpecifier?: string;
  isTypeOnly?: boolean;
  /** Omitted: `export * from`. */
  namedExports?: readonly string[];
}

export interface VariableStructure extends Documented {
  kind: typeof StructureKind.VariableStatement;
  declarations: readonly { name: string; type?: string; initializer: string }[];
}

export interface TypeAliasStructure extends Documented {
  kind: typeof StructureKind.TypeAlias;
  name: string;
  typeParameters?: readonly string[];
  type: string;
}

export interface InterfaceStructure extends Documented {
  kind: typeof StructureKind.Interface;
  name: string;
  properties: readonly {
    name: string;
    type: string;
    isReadonly?: boolean;
    hasQuestionToken?: boolean;
    docs?: readonly string[];
  }[];
}

export interface FunctionStructure extends Documented {
  kind: typeof StructureKind.Function;
  name: string;
  typeParameters?: readonly string[];
  parameters: readonly { name: string; type: string; isRestParameter?: boolean; hasQuestionToken?: boolean }[];
  returnType?: string;
  statements: readonly string[];
}

export type Structure =
  | ImportStructure
  | ExportStructure
  | VariableStructure
  | TypeAliasStructure
  | InterfaceStructure
  | FunctionStructure;

/** A whole file: its statements, each a structure or text printed as it is. */
export interface SourceFileStructure {
  statements: readonly (Structure | string)[];
}

function jsDoc(docs: readonly string[] | undefined, indent = ""): string {
  if (!docs || docs.length === 0) return "";
  const lines = commentText(docs.join("\n\n")).split("\n");
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} *${line === "" ? "" : ` ${line}`}`).join("\n")}\n${indent} */\n`;
}

const exported = (s: Documented) => (s.isExported ? "export " : "");
const typeParameters = (list: readonly string[] | undefined) => (list && list.length > 0 ? `<${list.join(", ")}>` : "");

function printStructure(s: Structure): string {
  switch (s.kind) {
    case StructureKind.ImportDeclaration: {
      const what =
        s.namespaceImport !== undefined ? `* as ${s.namespaceImport}` : `{ ${(s.namedImports ?? []).join(", ")} }`;
      return `import ${s.isTypeOnly ? "type " : ""}${what} from ${JSON.stringify(s.moduleSpecifier)};`;
    }
    case StructureKind.ExportDeclaration: {
      const what = s.namedExports === undefined ? "*" : `{ ${s.namedExports.join(", ")} }`;
      const from = s.moduleSpecifier === undefined ? "" : ` from ${JSON.stringify(s.moduleSpecifier)}`;
      return `export ${s.isTypeOnly ? "type " : ""}${what}${from};`;
    }
    case StructureKind.VariableStatement:
      return `${jsDoc(s.docs)}${exported(s)}const ${s.declarations.map((d) => `${d.name}${d.type ? `: ${d.type}` : ""} = ${d.initializer}`).join(", ")};`;
    case StructureKind.TypeAlias:
      return `${jsDoc(s.docs)}${exported(s)}type ${s.name}${typeParameters(s.typeParameters)} = ${s.type};`;
    case StructureKind.Interface: {
      const members = s.properties.map(
        (p) =>
          `${jsDoc(p.docs, "  ")}  ${p.isReadonly ? "readonly " : ""}${p.name}${p.hasQuestionToken ? "?" : ""}: ${p.type};`,
      );
      return `${jsDoc(s.docs)}${exported(s)}interface ${s.name} {\n${members.join("\n")}\n}`;
    }
    case StructureKind.Function: {
      const parameters = s.parameters
        .map((p) => `${p.isRestParameter ? "..." : ""}${p.name}${p.hasQuestionToken ? "?" : ""}: ${p.type}`)
        .join(", ");
      const body = s.statements.map((line) => `  ${line}`).join("\n");
      return `${jsDoc(s.docs)}${exported(s)}function ${s.name}${typeParameters(s.typeParameters)}(${parameters})${s.returnType ? `: ${s.returnType}` : ""} {\n${body}\n}`;
    }
  }
}

const isModuleLine = (s: Structure | string) =>
  typeof s !== "string" && (s.kind === StructureKind.ImportDeclaration || s.kind === StructureKind.ExportDeclaration);

/** The file's text: each statement printed once; a run of imports or exports stays together, declarations stand apart. */
export function printStructures(file: SourceFileStructure): string {
  return file.statements
    .map((s, i) => {
      const text = typeof s === "string" ? s.trim() : printStructure(s);
      if (i === 0) return text;
      return (isModuleLine(s) && isModuleLine(file.statements[i - 1]!) ? "\n" : "\n\n") + text;
    })
    .join("");
}
