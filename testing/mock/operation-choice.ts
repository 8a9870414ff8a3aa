// Types only from served-spec.ts: the bundled mock imports this module, and served-spec.ts loads the generator.
import { isObject, pathShape, toPointer } from "../../generator/json-pointer.js";
import type { OperationMeta } from "../../runtime/api.js";
import { createOperationIndex, type OperationIndex, type OperationMatch } from "../../runtime/operation-lookup.js";
import type { ServedOperation, ServedSpec } from "./served-spec.js";

/** A request's header by its name (any case), as the caller has it. */
export type HeaderOf = (name: string) => string | undefined;

/** The served spec's check of a request's path and query parameters (`checkParameters`): throws what is wrong. */
export type ParameterCheck = (
  operation: ServedOperation,
  params: Record<string, string>,
  query: URLSearchParams,
) => void;

/** An operation of a group that share a method and shape, with an index of its own. */
interface SameShape {
  operation: ServedOperation;
  index: OperationIndex;
  /** What a request must carry to be this operation rather than another of its group (see `discriminatorsOf`). */
  discriminators: Discriminator[];
}

/**
 * A value a request of the operation carries: one written in its template (`/#X-Amz-Target=Service.GetRoom`, as
 * APIs.guru writes AWS's operations; `/acl?op=GRANTACE`, as Azure's), in the query or the header of that name; or a
 * header parameter the operation requires, with the values its schema allows (`enum`, `const`; any value otherwise).
 */
interface Discriminator {
  name: string;
  values: readonly string[] | null;
  inTemplate: boolean;
}

/** What a path template and a concrete path share: `{…}` for each parameter, nothing after a `?` or `#`. */
const routeShape = (path: string) => pathShape(path.replace(/[?#].*$/s, ""));

/** The values a template writes after its `?` or `#` (`/acl?op=GRANTACE`, `/#Action=ListDashboards`), by name. */
export function templateValues(path: string): [name: string, value: string][] {
  const written = /[?#](.*)$/s.exec(path)?.[1] ?? "";
  return written.split(/[&#]/).flatMap((pair): [string, string][] => {
    const at = pair.indexOf("=");
    return at > 0 ? [[pair.slice(0, at), pair.slice(at + 1)]] : [];
  });
}

function discriminatorsOf(spec: ServedSpec, operation: ServedOperation): Discriminator[] {
  const found: Discriminator[] = templateValues(operation.path).map(([name, value]) => ({
    name,
    values: [value],
    inTemplate: true,
  }));
  const pathItem = toPointer(["paths", operation.path]);
  for (const at of [`${pathItem}/parameters`, `${operation.pointer}/parameters`]) {
    const [list] = spec.follow(at);
    if (!Array.isArray(list)) continue;
    list.forEach((_, i) => {
      const [p, pointer] = spec.follow(`${at}/${i}`);
      if (!isObject(p) || p.in !== "header" || p.required !== true || typeof p.name !== "string") return;
      const [schema] = spec.follow(`${pointer}/schema`);
      const allowed = !isObject(schema)
        ? null
        : Array.isArray(schema.enum)
          ? schema.enum
          : "const" in schema
            ? [schema.const]
            : null;
      found.push({ name: p.name, values: allowed?.map(String) ?? null, inTemplate: false });
    });
  }
  return found;
}

/**
 * Per served spec, each operation that shares its method and shape with others: all of them, in the spec's order,
 * each with an index of its own (to read a URL's parameters by its template).
 */
const shapesBySpec = new WeakMap<ServedSpec, Map<OperationMeta, SameShape[]>>();
function sameShapes(spec: ServedSpec): Map<OperationMeta, SameShape[]> {
  let shared = shapesBySpec.get(spec);
  if (shared === undefined) {
    const groups = new Map<string, ServedOperation[]>();
    for (const operation of spec.operations) {
      const key = `${operation.method} ${routeShape(operation.path)}`;
      const group = groups.get(key) ?? [];
      group.push(operation);
      groups.set(key, group);
    }
    shared = new Map();
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const indexed = group.map((operation) => ({
        operation,
        index: createOperationIndex([operation]),
        discriminators: discriminatorsOf(spec, operation),
      }));
      for (const operation of group) shared.set(operation, indexed);
    }
    shapesBySpec.set(spec, shared);
  }
  return shared;
}

function carries(discriminator: Discriminator, query: URLSearchParams, headerOf: HeaderOf): boolean {
  const given = [headerOf(discriminator.name), ...(discriminator.inTemplate ? query.getAll(discriminator.name) : [])];
  return given.some((value) => value !== undefined && (discriminator.values?.includes(value) ?? true));
}

/**
 * The operation a request is, of those the operation index `found` shares its method and shape with. A spec may
 * have templates that differ only in parameter names (Google's `/v1/{parent}` and `/v1/{name}`, both GET), or only
 * after a `?` or `#` (AWS's 93 `POST /#X-Amz-Target=…` of one service; Azure's `/acl?op=GRANTACE`): the operation
 * index takes the first declared. Of those, this is the first whose template values and required headers the
 * request carries and whose parameters it satisfies (a path parameter's pattern or format, a required query
 * parameter); else the first whose template values and headers it carries (`Action=PutWarmPool`), else the first
 * declared, whose checks then say what is wrong.
 */
export function chooseOperation(
  spec: ServedSpec,
  checkParameters: ParameterCheck,
  found: OperationMatch,
  url: URL,
  headerOf: HeaderOf,
): OperationMatch {
  const group = sameShapes(spec).get(found.operation);
  if (group === undefined) return found;
  let carried: OperationMatch | undefined;
  for (const { operation, index, discriminators } of group) {
    if (!discriminators.every((d) => carries(d, url.searchParams, headerOf))) continue;
    const match = operation === found.operation ? found : index.match(operation.method, url.pathname);
    if (match === undefined) continue;
    // Of those the request's template values point at, the first: its checks say what is wrong when none passes.
    if (carried === undefined && discriminators.length > 0) carried = match;
    try {
      checkParameters(operation, match.params, url.searchParams);
      return match;
    } catch {
      // Not this one: the next of the group.
    }
  }
  return carried ?? found;
}
