/**
 * Reads the scope each method of the vendor's SDK (`@samsarahq/samsara`, installed in node_modules) states in its doc
 * comment ("To use this endpoint, select **Read Addresses** under the Addresses category when creating or editing an
 * API token.") and writes them as a fact table: spec/facts/vendor-sdk-scopes.json, one row per method with its HTTP
 * method, path, scopes and the file and line of the sentence. Run `npx tsx scripts/extract-sdk-scopes.ts`; the output
 * depends only on the installed package, and test/cli/scope-facts.test.ts fails when the table is not what this writes.
 *
 * The SDK's compiled CommonJS clients (`dist/cjs/api/resources/<area>/client/Client.js`) are read, not its `.d.ts`:
 * they hold both the comment and the request it documents (the method and path template are the last two arguments
 * of each method's `handleNonStatusCodeError` call). A comment that speaks of a token's scopes in a way this script
 * does not know stops it, naming the file and line, so a new wording is never read as "no scope".
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import type { ScopeFact, ScopeFactTable } from "../cli/commands/scopes/scope-facts.js";

const PACKAGE = "@samsarahq/samsara";
export const FACTS_FILE = "spec/facts/vendor-sdk-scopes.json";

/**
 * The statement every stating method of 11.x has: "To use this endpoint, select **Read X** under the X category when
 * creating or editing an API token." (several bold names would be several scopes; 11.11.1 has one per method).
 */
const STATEMENT =
  /To use this endpoint, select (.+?) under the ([^.]+?) categor(?:y|ies) when creating or editing an API token\./g;
/**
 * Other sentences that name a permission, kept verbatim beside the statement but not read as scopes: two methods' prose
 * also says "To get core endpoint data, select View Safety Detection Log under …" (a name no statement uses) and "Read
 * Camera Media permissions required to get Safety Event video media via this endpoint." (only for part of the answer).
 */
const OTHER_STATEMENT =
  /[^.\n]*(?:To get core endpoint data, select [^.]+ when creating or editing an API token|\bpermissions? required\b[^.]*)\./g;
/** Words that mean a comment speaks of scopes: such a comment without a statement stops the script. */
const SPEAKS_OF_SCOPES = /API token|scopes? for|\bselect\b.+\bcategory\b/;

/** The scope names of a statement's `select …` part, each in bold: "**Read X**", "**Read X** and **Read Y**". */
const scopeNames = (selected: string): string[] => [...selected.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]!.trim());

/** The text of a `/** … *\/` comment without its frame and leading asterisks, lines joined by newlines. */
const commentText = (raw: string): string =>
  raw
    .replace(/^\/\*\*|\*\/$/g, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, "").trimEnd())
    .join("\n");

/** `api/resources/fleet/resources/attributes/client/Client.js` → `fleet.attributes` (the getters' names on the client). */
function accessorOf(file: string): string {
  const parts = file.split("/");
  const start = parts.indexOf("resources");
  return parts
    .slice(start, parts.indexOf("client", start))
    .filter((part) => part !== "resources")
    .join(".");
}

function clientFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(sep).join("/"))
    .filter((file) => /(^|\/)client\/Client\.js$/.test(file))
    .sort();
}

const REQUEST = /handleNonStatusCodeError\)\(_response\.error, _response\.rawResponse, "([A-Z]+)", "([^"]+)"\)/g;

/** The rows of one client file, in the file's order. */
function factsOfFile(packageDir: string, file: string, version: string): ScopeFact[] {
  const text = readFileSync(join(packageDir, file), "utf8");
  const where = (pos: number) => `${PACKAGE}@${version} dist/cjs/${file}:${text.slice(0, pos).split("\n").length}`;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const facts: ScopeFact[] = [];
  for (const node of source.statements) {
    if (!ts.isClassDeclaration(node)) continue;
    const methods = new Map(
      node.members.filter(ts.isMethodDeclaration).map((m) => [m.name.getText(source), m] as const),
    );
    for (const [name, member] of methods) {
      if (name.startsWith("_")) continue;
      // Most methods delegate to `__name`, where the request is; paginated ones make it inline.
      const bodies = [member, methods.get(`__${name}`)].map((m) => m?.getText(source) ?? "").join("\n");
      const requests = new Set([...bodies.matchAll(REQUEST)].map((m) => `${m[1]} ${m[2]}`));
      if (requests.size !== 1)
        throw new Error(`${where(member.getStart(source))}: ${name} makes ${requests.size} requests, expected one`);
      const [method = "", path = ""] = [...requests][0]!.split(" ");
      const ranges = ts.getLeadingCommentRanges(text, member.getFullStart()) ?? [];
      const doc = ranges.filter((r) => text.startsWith("/**", r.pos)).at(-1);
      const comment = doc === undefined ? "" : commentText(text.slice(doc.pos, doc.end));
      const statements = [...comment.matchAll(STATEMENT)];
      const at = where(doc?.pos ?? member.getStart(source));
      if (statements.length > 1)
        throw new Error(`${at}: ${name} has ${statements.length} scope statements, expected one`);
      const found = statements[0];
      if (found === undefined && SPEAKS_OF_SCOPES.test(comment))
        throw new Error(`${at}: ${name} speaks of scopes in an unknown wording`);
      const scopes = found === undefined ? null : scopeNames(found[1]!);
      if (scopes?.length === 0) throw new Error(`${at}: ${name}'s statement names no scope in bold`);
      const otherStatements = [...comment.matchAll(OTHER_STATEMENT)].map((m) => m[0].trim());
      const statementAt = found === undefined || doc === undefined ? undefined : text.indexOf(found[0], doc.pos);
      facts.push({
        sdkMethod: `${accessorOf(file)}.${name}`,
        method,
        path,
        scopes,
        statement: found?.[0] ?? null,
        ...(otherStatements.length > 0 ? { otherStatements } : {}),
        source: {
          package: PACKAGE,
          version,
          file: `dist/cjs/${file}`,
          line: text.slice(0, statementAt ?? member.getStart(source)).split("\n").length,
        },
      });
    }
  }
  return facts;
}

/** The fact table of the SDK installed at `packageDir`, rows ordered by path, method and SDK method. */
export function extractSdkScopes(packageDir = join("node_modules", ...PACKAGE.split("/"))): ScopeFactTable {
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const cjs = join(packageDir, "dist", "cjs");
  const facts = clientFiles(join(cjs, "api")).flatMap((file) => factsOfFile(cjs, `api/${file}`, version));
  const key = (f: ScopeFact) => [f.path, f.method, f.sdkMethod];
  facts.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const i = x.findIndex((part, n) => part !== y[n]);
    return i === -1 ? 0 : x[i]! < y[i]! ? -1 : 1;
  });
  return {
    description: `The scopes each method of ${PACKAGE} ${version} states in its doc comment, with the file and line of the sentence inside the package. Written by \`npx tsx scripts/extract-sdk-scopes.ts\` from node_modules; do not edit by hand.`,
    package: PACKAGE,
    version,
    facts,
  };
}

/** The table as the file holds it: two-space JSON with a final newline. */
export const renderFacts = (table: ScopeFactTable): string => `${JSON.stringify(table, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const table = extractSdkScopes();
  writeFileSync(FACTS_FILE, renderFacts(table));
  const stated = table.facts.filter((f) => f.scopes !== null).length;
  console.log(`${FACTS_FILE}: ${table.facts.length} methods of ${PACKAGE} ${table.version}, ${stated} stating scopes`);
}
