/**
 * Rewrites of ajv's standalone code (after `keywordErrorCalls`) that keep what it checks and reports, in fewer syntax
 * nodes: the user's `tsc` parses and binds every node of `validators-standalone.ts` (`@ts-nocheck` skips only the
 * check), and on GitHub's description that file was most of its time. Each rewrite matches one exact shape of ajv's
 * output and leaves anything else as ajv wrote it; the comparison with ajv in the tests holds them to the same
 * verdicts and errors.
 */

/** A property read as ajv writes it: `.name` or `["a-b"]`. */
const PROP = String.raw`(?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\\n]|\\.)*"\])`;
/** A JSON string literal on one line. */
const STR = String.raw`"(?:[^"\\\n]|\\.)*"`;

/**
 * ajv passes every validator `{instancePath, parentData, parentDataProperty, rootData}`, and its code reads the last
 * three only for features fleetkit does not turn on (`$data` references, coercion, defaults). Where nothing but the
 * signatures and the calls names them, they are left out of both.
 */
export function dropUnreadCallOptions(code: string): string {
  const rewritten = code.replace(
    new RegExp(
      `,parentData:[\\w$]+,parentDataProperty:(?:${STR}|[\\w$]+),rootData\\}|(\\{instancePath)(?:,parentData,parentDataProperty,rootData\\}|(="", )parentData, parentDataProperty, rootData=data\\}=\\{\\})`,
      "g",
    ),
    (_, start?: string, defaulted?: string) =>
      start === undefined ? "}" : defaulted === undefined ? `${start}}` : `${start}=""}={}`,
  );
  return /\b(?:parentData|parentDataProperty|rootData)\b/.test(rewritten) ? code : rewritten;
}

/**
 * With every error (`allErrors`), ajv keeps a count beside the list, and the two always agree: each push counts one,
 * a sub-validator's errors set the count to the list's length, a reset sets both. So the count is read from the list
 * (`$n(vErrors)`), and the 36,000 `errors++` of a large spec go. Any use of the count this does not know leaves the
 * code as it was.
 */
export function countErrorsByList(code: string): { code: string; helpers: string[] } {
  const rewritten = code
    .replace(/^(?:errors\+\+;|errors = vErrors\.length;|errors = _errs\d+;|let errors = 0;)\n/gm, "")
    .replace(
      /^return errors === 0;$|^const (_errs\d+) = errors;$|(_errs\d+) === errors\b|\berrors === (_errs\d+)/gm,
      (_, snapshot?: string, before?: string, after?: string) =>
        snapshot
          ? `const ${snapshot} = $n(vErrors);`
          : before
            ? `${before} === $n(vErrors)`
            : after
              ? `$n(vErrors) === ${after}`
              : "return vErrors === null;",
    );
  for (const use of rewritten.matchAll(/(?<![\w$.])errors(?![\w$])/g))
    if (!insideString(rewritten, use.index)) return { code, helpers: [] };
  return { code: rewritten, helpers: ["function $n(v) {\nreturn v === null ? 0 : v.length;\n}"] };
}

/** Whether `at` is inside a string literal of its line (ajv writes each string on one line). */
function insideString(code: string, at: number): boolean {
  let quote: string | null = null;
  for (let i = code.lastIndexOf("\n", at) + 1; i < at; i++) {
    const c = code[i]!;
    if (quote !== null && c === "\\") i++;
    else if (quote !== null && c === quote) quote = null;
    else if (quote === null && (c === '"' || c === "'")) quote = c;
  }
  return quote !== null;
}

const HELPERS = {
  int: 'function $int(x) {\nreturn typeof x == "number" && !(x % 1) && !isNaN(x) && isFinite(x);\n}',
  concat: "function $concat(v, e) {\nreturn v === null ? e : v.concat(e);\n}",
  typed:
    "function $typed(v, x, path, at, type) {\nreturn x === undefined || typeof x === type ? v : $type(v, path + at, type);\n}",
  formatted:
    'function $formatted(v, x, path, at, check, format) {\nif (x === undefined) return v;\nif (typeof x !== "string") return $type(v, path + at, "string");\nreturn check(x) ? v : $format(v, path + at, format);\n}',
  valid:
    "function $valid(v, validate, x, path, at) {\nreturn x === undefined || validate(x, {instancePath: path + at}) ? v : $concat(v, validate.errors);\n}",
  present:
    "function $present(v, x, path, names) {\nfor (const name of names) if (x[name] === undefined) v = $required(v, path, name);\nreturn v;\n}",
  typedNull:
    "function $typedNull(v, x, path, at, type, types) {\nreturn x === undefined || x === null || typeof x === type ? v : $type(v, path + at, types);\n}",
  typedInt:
    "function $typedInt(v, x, path, at, type) {\nreturn x === undefined || $int(x) ? v : $type(v, path + at, type);\n}",
  done: "function $done(validate, v) {\nvalidate.errors = v;\nreturn v === null;\n}",
  obj: 'function $obj(x) {\nreturn x && typeof x == "object" && !Array.isArray(x);\n}',
};

/**
 * The shapes that make up most of a large spec's validators, each as one helper call (run after `countErrorsByList`):
 * a property of one `typeof` type; a string property with a format; runs of required properties; ajv's integer test;
 * and joining a sub-validator's errors. The helpers build the same errors in the same order; an instance path is
 * joined only when an error is reported.
 */
export function propertyCheckCalls(
  code: string,
  constants: ReadonlyMap<string, unknown> = new Map(),
): { code: string; helpers: string[] } {
  const used = new Set<keyof typeof HELPERS>();
  // One pass for ajv's integer test and the join of a sub-validator's errors.
  let out = code.replace(
    /\(\(\(typeof (data\d*) == "number"\) && \(!\(\1 % 1\) && !isNaN\(\1\)\)\) && \(isFinite\(\1\)\)\)|^vErrors = vErrors === null \? (validate\d+)\.errors : vErrors\.concat\(\2\.errors\);$/gm,
    (_, x: string | undefined, validate: string | undefined) => {
      if (x !== undefined) {
        used.add("int");
        return `$int(${x})`;
      }
      used.add("concat");
      return `vErrors = $concat(vErrors, ${validate}.errors);`;
    },
  );
  // An integer property (`$int` above): one call.
  out = out.replace(
    new RegExp(
      `^if\\((data\\d*${PROP}) !== undefined\\)\\{\\n(?:let (data\\d+) = \\1;\\n)?` +
        `if\\(!\\$int\\((data\\d*(?:${PROP})?)\\)\\)\\{\\n` +
        `vErrors = \\$type\\(vErrors, instancePath\\+(${STR}), (${STR})\\);\\n\\}\\n\\}$`,
      "gm",
    ),
    (site, x: string, local: string | undefined, tested: string, at: string, type: string) => {
      if (tested !== (local ?? x)) return site;
      used.add("typedInt");
      return `vErrors = $typedInt(vErrors, ${x}, instancePath, ${at}, ${type});`;
    },
  );
  // An enum of two or more strings compared one by one, whose error passes them as a constant of `inlineSchemaValues`:
  // the constant's `includes` (the same answer for strings, where `===` and SameValueZero agree).
  out = out.replace(
    /^if\(!\(([^\n]*)\)\)\{\n(vErrors = \$enum\(vErrors, [^\n]*, (\$schemaValue\d+)\);)$/gm,
    (site, chain: string, report: string, constant: string) => {
      const values = constants.get(constant);
      const comparison = new RegExp(`\\((data\\d*(?:${PROP})?) === (${STR})\\)`, "g");
      const compared = [...chain.matchAll(comparison)];
      const x = compared[0]?.[1];
      if (
        !Array.isArray(values) ||
        values.length < 2 ||
        compared.length !== values.length ||
        chain.replace(comparison, "").replace(/[() |]/g, "") !== "" ||
        compared.some(([, y, text], i) => y !== x || JSON.parse(text!) !== values[i])
      )
        return site;
      return `if(!${constant}.includes(${x})){\n${report}`;
    },
  );
  // Each validator's end: its errors kept on it, its verdict returned.
  out = out.replace(/^(validate\d+)\.errors = vErrors;\nreturn vErrors === null;$/gm, (_, validate: string) => {
    used.add("done");
    return `return $done(${validate}, vErrors);`;
  });
  // One pass for the three shapes of a property's check: a `typeof` type, another schema's validator, a format.
  const checks = new Map<string, string>(); // a format's check bound once: a function, `.validate` or a RegExp's `.test`
  out = out.replace(
    new RegExp(
      `^if\\((data\\d*${PROP}) !== undefined\\)\\{\\n(?:` +
        `if\\(typeof \\1 !== (${STR})\\)\\{\\nvErrors = \\$type\\(vErrors, instancePath\\+(${STR}), \\2\\);\\n\\}\\n\\}` +
        `|if\\(!\\((validate\\d+)\\(\\1, \\{instancePath:instancePath\\+(${STR})\\}\\)\\)\\)\\{\\nvErrors = \\$concat\\(vErrors, \\4\\.errors\\);\\n\\}\\n\\}` +
        `|let (data\\d+) = \\1;\\nif\\(typeof \\6 === "string"\\)\\{\\nif\\(!\\((formats\\d+)(\\.validate|\\.test)?\\(\\6\\)\\)\\)\\{\\nvErrors = \\$format\\(vErrors, instancePath\\+(${STR}), (${STR})\\);\\n\\}\\n\\}\\nelse \\{\\nvErrors = \\$type\\(vErrors, instancePath\\+\\9, "string"\\);\\n\\}\\n\\}` +
        ")$",
      "gm",
    ),
    (...m: (string | undefined)[]) => {
      const [, x, type, typeAt, validate, validateAt, , format, method, formatAt, name] = m;
      if (type !== undefined) {
        used.add("typed");
        return `vErrors = $typed(vErrors, ${x}, instancePath, ${typeAt}, ${type});`;
      }
      if (validate !== undefined) {
        used.add("valid").add("concat");
        return `vErrors = $valid(vErrors, ${validate}, ${x}, instancePath, ${validateAt});`;
      }
      used.add("formatted");
      const check = method ? `$${format}` : format!;
      if (method) checks.set(check, `const ${check} = (s) => ${format}${method}(s);`);
      return `vErrors = $formatted(vErrors, ${x}, instancePath, ${formatAt}, ${check}, ${name});`;
    },
  );
  // A property of a type or null (`type: ["string", "null"]`), whose error names the union (a constant of
  // `inlineSchemaValues`, passed on as it is): the same test, `typeof` then null, in one call.
  out = out.replace(
    new RegExp(
      `^if\\((data\\d*${PROP}) !== undefined\\)\\{\\n(?:let (data\\d+) = \\1;\\n)?` +
        `if\\(\\(typeof (data\\d*(?:${PROP})?) !== (${STR})\\) && \\(\\3 !== null\\)\\)\\{\\n` +
        `vErrors = \\$type\\(vErrors, instancePath\\+(${STR}), (\\$schemaValue\\d+)\\);\\n\\}\\n\\}$`,
      "gm",
    ),
    (site, x: string, local: string | undefined, tested: string, type: string, at: string, types: string) => {
      if (tested !== (local ?? x)) return site;
      used.add("typedNull");
      return `vErrors = $typedNull(vErrors, ${x}, instancePath, ${at}, ${type}, ${types});`;
    },
  );
  // ajv's test for an object (not null, not an array), in the conditions it writes it in.
  out = out.replace(
    /(?<=^if\((?:!\(|\(!\()?)(data\d*) && typeof \1 == "object" && !Array\.isArray\(\1\)(?=\))/gm,
    (_, x: string) => {
      used.add("obj");
      return `$obj(${x})`;
    },
  );
  // Runs of two or more required properties of one object, checked in order over a list declared once.
  const lists: string[] = [];
  const one = `if\\((data\\d*)(${PROP}) === undefined\\)\\{\\nvErrors = \\$required\\(vErrors, (instancePath[^\\n]*), (${STR})\\);\\n\\}\\n`;
  const item = new RegExp(one, "g");
  out = out.replace(new RegExp(`^(?:${one}){2,}`, "gm"), (run) => {
    const sites = [...run.matchAll(item)];
    const [, data, , path] = sites[0]!;
    const same = sites.every(
      ([, d, prop, p, name]) => d === data && p === path && propertyOf(prop!) === JSON.parse(name!),
    );
    if (!same) return run;
    used.add("present");
    const list = `$props${lists.length}`;
    lists.push(`const ${list} = [${sites.map((s) => s[4]).join(",")}];`);
    return `vErrors = $present(vErrors, ${data}, ${path}, ${list});\n`;
  });
  const helpers = (Object.keys(HELPERS) as (keyof typeof HELPERS)[]).filter((k) => used.has(k)).map((k) => HELPERS[k]);
  return { code: out, helpers: [...helpers, ...checks.values(), ...lists] };
}

/** The property name of `.name` or `["name"]`. */
function propertyOf(access: string): string {
  return access.startsWith(".") ? access.slice(1) : (JSON.parse(access.slice(1, -1)) as string);
}

/** ajv's declaration of a compiled schema: one line, its JSON (`stringify`, which only adds escapes JSON allows). */
const SCHEMA_CONSTANT = /^const (schema\d+) = (.*);$/gm;

/** A read of a schema constant, as ajv writes it: `schema12.properties.name.type`, `schema3.enum`, `schema7.oneOf[0]`. */
const SCHEMA_READ = new RegExp(`\\bschema\\d+(?:${PROP}|\\[\\d+\\])+`, "g");

/**
 * ajv declares the whole schema (`const schema33 = {...}`, GitHub's largest 13 KB) where its code reads one value of it,
 * mostly a union's `type` or an `enum` for an error's params (`schema33.properties.name.type`). Each such read of an
 * array or a scalar becomes a constant of that value alone (one per distinct value, declared once), so the schema's own
 * constant is read no more and `dropUnusedSchemaConstants` drops it: on GitHub's description 680 KB of JSON the user's
 * `tsc` parsed and bound (each property of an object literal is a symbol). The values are the same: ajv never writes
 * into them. Run before `dropUnusedSchemaConstants`; returns the code and the values' declarations.
 */
export function inlineSchemaValues(code: string): {
  code: string;
  values: string[];
  /** Each declared constant's value, by its name. */
  constants: Map<string, unknown>;
} {
  const schemas = new Map<string, unknown>();
  for (const [, name, json] of code.matchAll(SCHEMA_CONSTANT)) {
    try {
      schemas.set(name!, JSON.parse(json!));
    } catch {
      // not JSON as expected: its reads stay as ajv wrote them
    }
  }
  if (schemas.size === 0) return { code, values: [], constants: new Map() };
  const declared = new Map<string, string>(); // a value's JSON → its constant's name
  const rewritten = code.replace(SCHEMA_READ, (read, ...rest: unknown[]) => {
    const at = rest[rest.length - 2] as number;
    const name = /^schema\d+/.exec(read)![0];
    if (!schemas.has(name) || insideString(code, at)) return read;
    let value: unknown = schemas.get(name);
    for (const [, key, quoted, index] of read
      .slice(name.length)
      .matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\\n]|\\.)*")\]|\[(\d+)\]/g)) {
      const step = key ?? (quoted !== undefined ? (JSON.parse(quoted) as string) : Number(index));
      if (value === null || typeof value !== "object" || !Object.hasOwn(value, step)) return read;
      value = (value as Record<string | number, unknown>)[step];
    }
    if (value !== null && typeof value === "object" && !Array.isArray(value)) return read; // an object: kept whole
    const json = JSON.stringify(value);
    if (!declared.has(json)) declared.set(json, `$schemaValue${declared.size}`);
    return declared.get(json)!;
  });
  return {
    code: rewritten,
    values: [...declared].map(([json, constant]) => `const ${constant} = ${json};`),
    constants: new Map([...declared].map(([json, constant]) => [constant, JSON.parse(json)])),
  };
}

/** A validator call's options as ajv writes them once `dropUnreadCallOptions` ran: `{instancePath}` or `{instancePath:…}`. */
const CALL_OPTIONS = new RegExp(
  `(\\bvalidate\\d*\\((?:data\\d*(?:${PROP}|\\[(?:i|key)\\d+\\])*|x), )\\{instancePath(?:: ?((?:${STR}|[^"{}\\n])+?))?\\}\\)`,
  "g",
);

/** An error object's start (`{instancePath,keyword:` or `{instancePath:…,keyword:`): not a call's options. */
const ERROR_OBJECT = new RegExp(`\\{instancePath(?::(?:${STR}|[^"{}\\n])+?)?, ?keyword:`, "g");

/**
 * Each validator takes its instance path as a second argument (`validate3(data, instancePath="")`) instead of in an
 * options object: no object for `tsc` to parse at each definition and call (and none to allocate per call of a nested
 * validator). Rewrites the helpers' calls too; where any call passes options of another shape (dynamic anchors, or a
 * form this does not know), code and helpers stay as they were.
 */
export function positionalInstancePath(code: string, helpers: string[]): { code: string; helpers: string[] } {
  const rewrite = (text: string) =>
    text
      .replace(/^(function validate\d+\(data), \{instancePath=""\}=\{\}\)\{$/gm, '$1, instancePath=""){')
      .replace(CALL_OPTIONS, (_, call: string, path?: string) => `${call}${path ?? "instancePath"})`);
  const [out, outHelpers] = [rewrite(code), helpers.map(rewrite)];
  const left = (text: string) => text.replace(ERROR_OBJECT, "").includes("{instancePath");
  if (left(out) || outHelpers.some(left)) return { code, helpers };
  return { code: out, helpers: outHelpers };
}

/** The helpers that take the error list first and return it (`keywordErrorCalls`'s and `propertyCheckCalls`'s). */
const LIST_HELPERS = new Set([
  "type",
  "required",
  "format",
  "enum",
  "concat",
  "typed",
  "formatted",
  "valid",
  "present",
  "typedNull",
  "typedInt",
]);

/** How many calls one statement nests at most. */
const CHAIN_LIMIT = 40;

/**
 * A run of helper calls that each take the list and return it (`vErrors = $typed(vErrors, …);` line after line)
 * becomes one statement of nested calls, `vErrors = $valid($typed(vErrors, …), …);`: the calls run in the same order
 * (an argument is evaluated before the call it is passed to) with the same arguments, and each statement's
 * assignment and list argument go (five syntax nodes of a check's thirteen). A call whose other arguments read the
 * list is not nested.
 */
export function chainListCalls(code: string): string {
  const site = /^vErrors = \$(\w+)\(vErrors, (.*)\);$/;
  const lines = code.split("\n");
  const out: string[] = [];
  let chain: string | undefined;
  let length = 0;
  const flush = () => {
    if (chain !== undefined) out.push(`vErrors = ${chain};`);
    chain = undefined;
    length = 0;
  };
  for (const line of lines) {
    const m = line.startsWith("vErrors = $") ? site.exec(line) : null;
    if (m === null || !LIST_HELPERS.has(m[1]!) || /(?<![\w$.])vErrors(?![\w$])/.test(m[2]!)) {
      flush();
      out.push(line);
      continue;
    }
    if (length === CHAIN_LIMIT) flush();
    chain = `$${m[1]}(${chain ?? "vErrors"}, ${m[2]})`;
    length++;
  }
  flush();
  return out.join("\n");
}

/**
 * Validators whose code is the same but for their own name (GitHub's description: 327 of 2,004, schemas that compile
 * alike) are declared once: each copy goes and its uses call the one kept, which keeps its errors on itself as each
 * copy did. `pinned` are exports whose function carries more than its code (a schema's request and response forms hang
 * on it): those are neither dropped nor kept for another. Only validators in the shape `compactValidatorCode` leaves
 * (one `return $done(…)` at the end); any other code stays as it is.
 */
export function dedupeValidators(code: string, pinned: ReadonlySet<string> = new Set()): string {
  const functions = [
    ...code.matchAll(
      /^function (validate\d+)\(data, instancePath=""\)\{\n([\s\S]*?)\nreturn \$done\(\1, vErrors\);\n\}\n/gm,
    ),
  ];
  if (functions.length !== (code.match(/^function validate\d+\(/gm)?.length ?? 0)) return code;
  const held = new Set(
    [...code.matchAll(/^(?:export )?const ([\w$]+) = (validate\d+);$/gm)]
      .filter(([, a]) => pinned.has(a!))
      .map((m) => m[2]),
  );
  const kept = new Map<string, string>(); // a copy's name → the name kept
  const canonical = (name: string) => kept.get(name) ?? name;
  for (let changed = true; changed; ) {
    changed = false;
    const seen = new Map<string, string>();
    for (const [, name, body] of functions) {
      if (kept.has(name!) || held.has(name!)) continue;
      const key = body!.replace(/\bvalidate\d+\b/g, (other) => (other === name ? "$self" : canonical(other)));
      const first = seen.get(key);
      if (first === undefined) seen.set(key, name!);
      else {
        kept.set(name!, first);
        changed = true;
      }
    }
  }
  if (kept.size === 0) return code;
  const dropped = code.replace(
    /^function (validate\d+)\(data, instancePath=""\)\{\n[\s\S]*?\nreturn \$done\(\1, vErrors\);\n\}\n/gm,
    (fn, name: string) => (kept.has(name) ? "" : fn),
  );
  return dropped.replace(/\bvalidate\d+\b/g, (name, at: number) =>
    kept.has(name) && !insideString(dropped, at) ? canonical(name) : name,
  );
}

/** All of the above, in order. */
export function compactValidatorCode(
  code: string,
  constants: ReadonlyMap<string, unknown> = new Map(),
): { code: string; helpers: string[] } {
  const counted = countErrorsByList(dropUnreadCallOptions(code));
  const calls = propertyCheckCalls(counted.code, constants);
  const positional = positionalInstancePath(calls.code, [...counted.helpers, ...calls.helpers]);
  return { code: chainListCalls(positional.code), helpers: positional.helpers };
}
