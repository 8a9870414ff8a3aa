import type { OperationMeta } from "../../../runtime/api.js";
import { didYouMean } from "../../../runtime/did-you-mean.js";
import { printable } from "../../../runtime/printable.js";
import { scopesFor } from "../../../runtime/scopes.js";
import { EXIT, UsageError, type Io } from "../../io.js";
import { BUNDLED, type ScopeSource } from "./source.js";

const HTTP_METHODS = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE"];
/** Where to see every operation of the spec being read. */
const listThem = (source: ScopeSource) =>
  `list them with \`fleetkit scopes${source.label === BUNDLED ? "" : ` --spec ${source.label}`} --json\``;

export const isMethod = (word: string) => HTTP_METHODS.includes(word.toUpperCase());
const looksLikePath = (word: string) => word.includes("/");
const isOperationId = (source: ScopeSource, word: string) => source.api.index.byId(word) !== undefined;
const normalPath = (path: string) =>
  path
    .replace(/[?#].*$/, "")
    .replace(/^\/?/, "/")
    .replace(/(.)\/+$/, "$1");
/** "GET /v1/tags", escaped for the terminal: paths come from a spec that may not be the user's own. */
const shown = (operation: OperationMeta) => printable(`${operation.method.toUpperCase()} ${operation.path}`);

/** A template with the caller's own values in its parameters, so a near miss reads as what they meant to type. */
function filledIn(template: string, path: string): string {
  const given = path.split("/");
  const parts = template.split("/");
  return parts.length === given.length
    ? parts.map((part, i) => (/^\{.+\}$/.test(part) ? given[i] : part)).join("/")
    : template;
}

/** Why METHOD PATH is no operation of the spec, with the methods that path has or the paths near it. */
function unknownOperation(source: ScopeSource, method: string, rawPath: string): UsageError {
  const upper = method.toUpperCase();
  const path = normalPath(rawPath);
  const methods = HTTP_METHODS.filter((m) => m !== upper && source.api.index.match(m, path) !== undefined);
  if (methods.length > 0)
    return new UsageError(
      printable(`${upper} ${path} is not an operation; the spec has ${methods.join(" and ")} at that path`),
    );
  const candidates = new Map(
    source.operations.filter((o) => o.method === method.toLowerCase()).map((o) => [filledIn(o.path, path), o.path]),
  );
  const hint = didYouMean(path, candidates.keys(), (p) => `${upper} ${p}`);
  return new UsageError(
    printable(
      `${upper} ${path} is not an operation of the spec; ${hint ? `${hint} (${listThem(source)})` : listThem(source)}`,
    ),
  );
}

/** The operation at METHOD PATH, or a UsageError that says what is near. */
function operationAt(source: ScopeSource, method: string, path: string): OperationMeta {
  if (!isMethod(method))
    throw new UsageError(
      printable(`"${method}" is not an HTTP method; expected METHOD PATH, e.g. \`fleetkit scopes GET /v1/tags\``),
    );
  const found = source.api.index.match(method, path);
  if (!found) throw unknownOperation(source, method, path);
  return found.operation;
}

/**
 * `fleetkit scopes METHOD PATH`: one scope a line; "none: …" where the operation needs none and "unknown: …" where the
 * spec does not state them (the two are never confused: an unknown scope is not "none").
 */
export function oneOperation(source: ScopeSource, positionals: string[], io: Io): number {
  const [first = "", second = ""] = positionals;
  if (positionals.length === 1 && isOperationId(source, first))
    throw new UsageError(
      printable(`"${first}" is an operationId; look it up with --for: \`fleetkit scopes --for ${first}\``),
    );
  if (positionals.length === 1 && /^[A-Za-z]+\s+\S+$/.test(first.trim())) {
    throw new UsageError(
      printable(
        `METHOD and PATH are two arguments here: \`fleetkit scopes ${first.trim().split(/\s+/).join(" ")}\` (only --for takes them quoted as one)`,
      ),
    );
  }
  if (positionals.length === 2 && looksLikePath(first) && isMethod(second))
    throw new UsageError(printable(`METHOD comes first: \`fleetkit scopes ${second} ${first}\``));
  if (positionals.length !== 2)
    throw new UsageError("expected METHOD PATH, e.g. `fleetkit scopes GET /v1/fleet/vehicles/123/locations`");
  const operation = operationAt(source, first, second);
  if (operation.scopes === null)
    io.out(`unknown: the spec does not state the scopes of ${shown(operation)} (${printable(operation.operationId)})`);
  else if (operation.scopes.length === 0) io.out(`none: ${shown(operation)} needs no scope`);
  else for (const scope of operation.scopes) io.out(printable(scope));
  return EXIT.ok;
}

/** `fleetkit scopes --json`: every operation, scopes as the spec states them (null: unknown; []: none needed). */
export function everyOperation(source: ScopeSource, io: Io): number {
  const rows = source.operations.map((o) => ({
    operationId: o.operationId,
    method: o.method.toUpperCase(),
    path: o.path,
    scopes: o.scopes,
  }));
  io.out(printable(JSON.stringify(rows, null, 2), { keepLineBreaks: true }));
  return EXIT.ok;
}

/** One `--for` argument: an operationId, or "METHOD PATH" quoted as one; `next` is the argument after it, for hints. */
function selector(source: ScopeSource, word: string, next: string | undefined): string | readonly [string, string] {
  const pair = /^([A-Za-z]+)\s+(\/?\S+)$/.exec(word.trim());
  if (pair) return [pair[1]!, operationAt(source, pair[1]!, pair[2]!).path];
  if (isOperationId(source, word)) return word;
  if (isMethod(word) && next !== undefined && looksLikePath(next)) {
    throw new UsageError(
      printable(
        `"${word}" and "${next}" are two arguments; quote a METHOD PATH pair as one: \`fleetkit scopes --for "${word} ${next}"\``,
      ),
    );
  }
  if (isMethod(word))
    throw new UsageError(
      `"${word}" is a method without a path; give "METHOD PATH" as one quoted argument, e.g. --for "${word} /v1/tags"`,
    );
  if (looksLikePath(word))
    throw new UsageError(
      printable(`"${word}" needs its method; give "METHOD PATH" as one quoted argument, e.g. --for "GET ${word}"`),
    );
  const hint = didYouMean(
    word,
    source.operations.map((o) => o.operationId),
  );
  throw new UsageError(
    printable(`"${word}" is not an operationId; ${hint ? `${hint} (${listThem(source)})` : listThem(source)}`),
  );
}

/**
 * `fleetkit scopes --for …`: the least token, as `scopesFor` plans it. Operations whose scopes are unknown are listed
 * apart (`undocumented` in JSON, the name `scopesFor` gives them); `outsideDefaults` is null where the spec does not
 * say which scopes a new token has.
 */
export function planToken(source: ScopeSource, selectors: string[], json: boolean, io: Io): number {
  if (selectors.length === 0) throw new UsageError('--for needs at least one operationId (or "METHOD PATH")');
  const plan = scopesFor(
    source.api,
    selectors.map((word, i) => selector(source, word, selectors[i + 1])),
  );
  const outsideDefaults = source.knowsDefaults ? plan.outsideDefaults : null;
  if (json) {
    io.out(printable(JSON.stringify({ ...plan, outsideDefaults }, null, 2), { keepLineBreaks: true }));
    return EXIT.ok;
  }
  for (const scope of plan.scopes) io.out(printable(scope));
  if (outsideDefaults !== null && outsideDefaults.length > 0)
    io.err(
      printable(
        `not in a new token's default scopes (tick them when creating the token): ${outsideDefaults.join(", ")}`,
      ),
    );
  if (plan.undocumented.length > 0)
    io.err(
      printable(
        `scopes unknown (the spec does not state them; check with the real token): ${plan.undocumented.join(", ")}`,
      ),
    );
  return EXIT.ok;
}
