// The fact table of scopes that `fleetkit scopes --overlay-for` uses beside the bundled spec: each row one method of
// the vendor's SDK, with the scopes its doc comment names and where that sentence is (spec/facts/vendor-sdk-scopes.json,
// written by scripts/extract-sdk-scopes.ts from the installed package; never edited by hand).
import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { bundledSpecPath } from "../../../generator/package-files.js";

/** Where one row's statement is: the package, its version, the file inside the package and the line. */
export interface FactSource {
  package: string;
  version: string;
  file: string;
  line: number;
}

/** One SDK method and the scopes its documentation states (null: the method states none). */
export interface ScopeFact {
  /** The method as a user calls it: `addresses.list` is `client.addresses.list(…)`. */
  sdkMethod: string;
  /** Upper case, as the SDK sends it. */
  method: string;
  /** The path template the SDK requests, relative to the API host. */
  path: string;
  scopes: string[] | null;
  /** The sentence the scopes were read from, verbatim (null when the method states none). */
  statement: string | null;
  /** Other sentences of the comment that name a permission, verbatim; never read as scopes (see the script). */
  otherStatements?: string[];
  source: FactSource;
}

export interface ScopeFactTable {
  /** What the table is and how to regenerate it. */
  description: string;
  package: string;
  version: string;
  facts: ScopeFact[];
  /** The reference's limits on where a scope applies: a fact outside one is not used (the reference wins). */
  limits?: ScopeLimit[];
}

/** The table that ships with fleetkit, beside the bundled spec. */
export const vendorFactsPath = (): string => join(dirname(bundledSpecPath()), "facts", "vendor-sdk-scopes.json");

/** A fact table that does not have the shape of one, named by its file. */
export class ScopeFactsError extends Error {
  override name = "ScopeFactsError";
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

/** Checks one row, so a hand-edited or truncated table fails here with its row number rather than later. */
function checkFact(value: unknown, where: string): ScopeFact {
  const row = value as Partial<ScopeFact> | null;
  const problem =
    typeof row !== "object" || row === null
      ? "is not an object"
      : typeof row.sdkMethod !== "string"
        ? "has no sdkMethod string"
        : typeof row.method !== "string" || !/^[A-Z]+$/.test(row.method)
          ? "has no upper-case method"
          : typeof row.path !== "string" || !row.path.startsWith("/")
            ? "has no path starting with /"
            : !(row.scopes === null || isStrings(row.scopes))
              ? "has scopes that are neither null nor a list of strings"
              : typeof row.source !== "object" ||
                  row.source === null ||
                  typeof row.source.file !== "string" ||
                  typeof row.source.version !== "string" ||
                  typeof row.source.line !== "number"
                ? "cites no source (source.package, version, file, line)"
                : undefined;
  if (problem !== undefined) throw new ScopeFactsError(`${where} ${problem}`);
  return row as ScopeFact;
}

/** Reads and checks a fact table; the bundled one when no file is given. */
export async function readScopeFacts(file: string = vendorFactsPath()): Promise<ScopeFactTable> {
  let table: Partial<ScopeFactTable>;
  try {
    table = JSON.parse(await readFile(file, "utf8")) as Partial<ScopeFactTable>;
  } catch (error) {
    throw new ScopeFactsError(
      `cannot read the scope fact table ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Array.isArray(table?.facts) || typeof table.package !== "string" || typeof table.version !== "string")
    throw new ScopeFactsError(`${file} is not a scope fact table: expected { package, version, facts: [...] }`);
  return {
    description: typeof table.description === "string" ? table.description : "",
    package: table.package,
    version: table.version,
    facts: table.facts.map((row, i) => checkFact(row, `${file}: facts[${i}]`)),
  };
}

/** A reference statement that a scope covers only the operations it names (reference 4.2 for Read Assignments). */
export interface ScopeLimit {
  scope: string;
  /** The operations the scope covers: upper-case method and path template. */
  only: { method: string; path: string }[];
  /** The reference's section and its words. */
  section: string;
  statement: string;
}

/** The reference's limits that ship with fleetkit, beside the fact table. */
export const referenceLimitsPath = (): string =>
  join(dirname(bundledSpecPath()), "facts", "reference-scope-limits.json");

/** Reads and checks the reference's scope limits; the bundled file when no file is given. */
export async function readScopeLimits(file: string = referenceLimitsPath()): Promise<ScopeLimit[]> {
  let parsed: { limits?: unknown };
  try {
    parsed = JSON.parse(await readFile(file, "utf8")) as { limits?: unknown };
  } catch (error) {
    throw new ScopeFactsError(
      `cannot read the reference's scope limits ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Array.isArray(parsed?.limits))
    throw new ScopeFactsError(`${file} has no limits list: expected { limits: [...] }`);
  return parsed.limits.map((value, i) => {
    const limit = value as Partial<ScopeLimit> | null;
    const fits =
      typeof limit === "object" &&
      limit !== null &&
      typeof limit.scope === "string" &&
      typeof limit.section === "string" &&
      typeof limit.statement === "string" &&
      Array.isArray(limit.only) &&
      limit.only.every((o) => typeof o?.method === "string" && typeof o?.path === "string" && o.path.startsWith("/"));
    if (!fits)
      throw new ScopeFactsError(
        `${file}: limits[${i}] must be { scope, only: [{ method, path }], section, statement }`,
      );
    return limit as ScopeLimit;
  });
}

/** How a row is cited in an overlay's description and the report: `sdkMethod in pkg@version file:line`. */
export const citation = (fact: ScopeFact): string =>
  `${fact.sdkMethod} in ${fact.source.package}@${fact.source.version} ${fact.source.file}:${fact.source.line}`;
