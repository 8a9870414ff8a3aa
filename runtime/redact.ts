/**
 * The one place that keeps the token out of errors. A hostile or careless server can echo the request back anywhere:
 * an error body, a cursor, a `Location` header. Everything fleetkit puts into an error from a response or a transport
 * passes through a `Redactor` of the client's token (the retrying fetch makes one from the request's `Authorization`
 * header, so it needs no token of its own).
 */
export const REDACTED = "[redacted]";

export interface Redactor {
  /**
   * The text with every whole occurrence of the secret replaced by `[redacted]`: as is, JSON-escaped and URL-encoded.
   * What counts as whole depends on the secret's length (`REDACT_ANYWHERE_FROM`).
   */
  text(text: string): string;
  /** A parsed JSON value with every string and key redacted, at any depth: a copy where something changed, else the value itself. */
  value(value: unknown): unknown;
  /**
   * The error, safe to throw: every string of it and of its `cause` chain (message, stack, fields) redacted in place;
   * a `Request`, `Response` or `Headers` hung on it (they show the `Authorization` header when inspected) replaced by
   * a short description. Anything that is not an `Error` is returned as is (a string is redacted).
   */
  error<T>(error: T): T;
}

/**
 * A secret this long or longer is redacted wherever it appears, even run together with other letters and digits
 * (`x<token>y`): no ordinary text holds a random string of 16 characters, so nothing else is touched. A shorter one
 * (tests and mocks use them; the API's tokens are far longer) is redacted where it stands alone, not where it is part
 * of a longer word: with the token `t`, `Bearer t`, `?token=t` and `"t"` read `[redacted]`, and
 * `v1GetAddressesByAddressId` stays as it is.
 */
export const REDACT_ANYWHERE_FROM = 16;

/** The characters of a word: a short secret next to one of them is part of that word, not the secret. */
const WORD_CHAR = /[A-Za-z0-9_]/;
const NOT_AFTER_WORD = "(?<![A-Za-z0-9_])";
const NOT_BEFORE_WORD = "(?![A-Za-z0-9_])";

/**
 * A redactor for the secrets given (empty and absent ones are ignored: a client that sends no credential has none). A
 * parsed JSON value is redacted after parsing, not as raw text: a JSON escape such as `\u0066k_…` would hide the token
 * from a text search until `JSON.parse` decoded it.
 */
export function createRedactor(secrets: readonly string[]): Redactor {
  // Each form of each secret, and whether it is redacted anywhere (a long secret) or where it stands alone.
  const anywhere = new Map<string, boolean>();
  for (const secret of secrets) {
    if (!secret) continue;
    const long = secret.length >= REDACT_ANYWHERE_FROM;
    for (const form of [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])
      anywhere.set(form, long || anywhere.get(form) === true);
  }
  if (anywhere.size === 0) return NO_SECRETS;
  // Longest first, in one pass: a form that contains another is replaced whole, and `[redacted]` is never searched.
  const forms = [...anywhere.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(forms.map((form) => formPattern(form, anywhere.get(form)!)).join("|"), "g");
  const text = (value: string) =>
    forms.some((form) => value.includes(form)) ? value.replace(pattern, REDACTED) : value;
  // The same value back when nothing in it changed: no copy of a large body that holds no secret.
  const value = (input: unknown): unknown => {
    if (typeof input === "string") return text(input);
    if (Array.isArray(input)) {
      const items = input.map(value);
      return items.some((item, i) => item !== input[i]) ? items : input;
    }
    if (typeof input === "object" && input !== null) {
      const entries = Object.entries(input);
      const redacted = entries.map(([k, v]) => [text(k), value(v)] as const);
      return redacted.some(([k, v], i) => k !== entries[i]![0] || v !== entries[i]![1])
        ? Object.fromEntries(redacted)
        : input;
    }
    return input;
  };
  return { text, value, error: (error) => redactError(error, text, value, 0) };
}

/** One form as a regular expression: the literal, and for a short secret no word character run into either end. */
function formPattern(form: string, anywhere: boolean): string {
  const literal = form.replace(/[\\^$.*+?()[\]{}|/-]/g, "\\$&");
  if (anywhere) return literal;
  const before = WORD_CHAR.test(form[0]!) ? NOT_AFTER_WORD : "";
  const after = WORD_CHAR.test(form[form.length - 1]!) ? NOT_BEFORE_WORD : "";
  return `${before}${literal}${after}`;
}

const NO_SECRETS: Redactor = { text: (t) => t, value: (v) => v, error: (e) => e };

/**
 * The credential of a request's `Authorization` header (`Bearer <token>` → the token), as a redactor. Made when first
 * used: most requests never need one.
 */
export function redactorForRequest(request: Request): Redactor {
  return new RequestRedactor(request);
}

/** A class rather than closures: every request makes one, and few ever use it. */
class RequestRedactor implements Redactor {
  // (Declared only: the request set by the constructor, the redactor made on first use, which most calls never reach.)
  declare private redactor: Redactor | undefined;
  declare private readonly request: Request;
  constructor(request: Request) {
    this.request = request;
  }
  private get(): Redactor {
    if (this.redactor === undefined) {
      const header = this.request.headers.get("authorization");
      // The credential only: `Bearer [redacted]` still says what was there.
      this.redactor = header === null ? NO_SECRETS : createRedactor([header.replace(/^\S+\s+/, "")]);
    }
    return this.redactor;
  }
  text(text: string): string {
    return this.get().text(text);
  }
  value(value: unknown): unknown {
    return this.get().value(value);
  }
  error<T>(error: T): T {
    return this.get().error(error);
  }
}

/** The redactor of each client, for what reports a client's responses outside a call (`paginate`, `followFeed`). */
const redactorOfClient = new WeakMap<object, Redactor>();

export function bindRedactor(client: object, redactor: Redactor): void {
  redactorOfClient.set(client, redactor);
}

/** The client's redactor; one that changes nothing for an object no client registered. */
export function redactorOf(client: object): Redactor {
  return redactorOfClient.get(client) ?? NO_SECRETS;
}

const MAX_DEPTH = 8;

function redactError<T>(error: T, text: (t: string) => string, value: (v: unknown) => unknown, depth: number): T {
  if (typeof error === "string") return text(error) as T;
  if (!(error instanceof Error) || depth > MAX_DEPTH) return error;
  for (const key of Reflect.ownKeys(error)) {
    const descriptor = Object.getOwnPropertyDescriptor(error, key);
    if (!descriptor || !("value" in descriptor)) continue;
    const current: unknown = descriptor.value;
    let replacement = current;
    if (typeof current === "string") replacement = text(current);
    else if (current instanceof Error) replacement = redactError(current, text, value, depth + 1);
    else if (key === "errors" && Array.isArray(current)) {
      const errors = current.map((e) => redactError(e, text, value, depth + 1));
      if (errors.some((e, i) => e !== current[i])) replacement = errors;
    } else if (current instanceof Request) replacement = `[Request ${current.method} ${text(current.url)}]`;
    else if (current instanceof Response) replacement = `[Response ${current.status}]`;
    else if (current instanceof Headers) replacement = "[Headers]";
    else if (typeof current === "object" && current !== null && isPlain(current)) replacement = value(current);
    if (replacement !== current && !replace(error, key, descriptor, replacement)) {
      // A property that cannot be changed (frozen, non-configurable) and shows the secret: the error cannot be shown.
      return new Error(`${error.name}: ${REDACTED} (an error that held the token and could not be cleaned)`) as T;
    }
  }
  return error;
}

function isPlain(object: object): boolean {
  const prototype = Object.getPrototypeOf(object);
  return Array.isArray(object) || prototype === Object.prototype || prototype === null;
}

function replace(target: object, key: string | symbol, descriptor: PropertyDescriptor, value: unknown): boolean {
  try {
    if (descriptor.writable) (target as Record<string | symbol, unknown>)[key] = value;
    else Object.defineProperty(target, key, { ...descriptor, value });
    return (target as Record<string | symbol, unknown>)[key] === value;
  } catch {
    return false;
  }
}
