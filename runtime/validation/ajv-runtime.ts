/**
 * The helpers that ajv's standalone validator code calls at run time, so generated validators import them from
 * `fleetkit/runtime` instead of needing ajv (and `require`) in the user's project. Each has the contract of the ajv
 * helper of the same role; the generator maps ajv's `require(...)` calls onto these names and refuses any other.
 */

/** JSON Schema `maxLength`/`minLength` count code points: a surrogate pair is one character. */
export function ajvUcs2length(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++, count++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return count;
}

/** Deep equality of JSON values, for `uniqueItems`, `const` and `enum` of objects. */
export function ajvEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => ajvEqual(item, other[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) && ajvEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

// The `uri` format of ajv-formats (its `fullFormats.uri`) for every input, checked in one pass over the characters:
// its regular expression cost a fifth of the webhook notification's schema check. Without a "[" (an IP literal), the
// expression accepts exactly the strings made of a scheme, ":", a non-empty hierarchical part of path characters
// and "/" (its authority and path forms use no other characters), an optional "?" query and "#" fragment of path
// characters, "/" and "?", every "%" starting an escape of two hex digits. A "[" is left to ajv-formats' expression
// itself, copied below (MIT licence, https://github.com/ajv-validator/ajv-formats): the runtime loads no ajv.
// test/runtime/ajv-runtime.test.ts compares the two on generated URIs and random strings.
const AJV_FORMATS_URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;

const SCHEME = 1; // letters, digits, "+", "-", "."
const PATH = 2; // unreserved, sub-delims, ":", "@" and "/": a path character (RFC 3986 pchar) or "/"
const QUERY = 4; // PATH and "?": a query or fragment character
const HEX = 8;
const URI_CLASS = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  const mark = (chars: string, bits: number) => {
    for (const c of chars) table[c.charCodeAt(0)]! |= bits;
  };
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const digits = "0123456789";
  mark(`${letters + digits}+-.`, SCHEME);
  mark(`${letters + digits}-._~!$&'()*+,;=:@/`, PATH | QUERY);
  mark("?", QUERY);
  mark(`${digits}abcdefABCDEF`, HEX);
  return table;
})();

const isHex = (c: number) => c < 128 && (URI_CLASS[c]! & HEX) !== 0;
const isScheme = (c: number) => c < 128 && (URI_CLASS[c]! & SCHEME) !== 0;

/** The `uri` format: an absolute URI by RFC 3986's grammar, exactly as ajv-formats' `uri` decides it. */
export function ajvUriFormat(value: string): boolean {
  const length = value.length;
  const first = value.charCodeAt(0);
  // A letter: the scheme's first character.
  if (!((first >= 65 && first <= 90) || (first >= 97 && first <= 122))) return false;
  let i = 1;
  while (i < length && isScheme(value.charCodeAt(i))) i++;
  if (value.charCodeAt(i) !== 58 /* : */) return false;
  i++;
  const hierStart = i;
  let allowed = PATH; // the hierarchical part, then QUERY after "?" or "#"
  let fragment = false;
  for (; i < length; i++) {
    const c = value.charCodeAt(i);
    if (c < 128 && (URI_CLASS[c]! & allowed) !== 0) continue;
    if (c === 37 /* % */) {
      if (!isHex(value.charCodeAt(i + 1)) || !isHex(value.charCodeAt(i + 2))) return false;
      i += 2;
    } else if (c === 63 /* ? */ || c === 35 /* # */) {
      if (allowed === PATH && i === hierStart) return false; // the hierarchical part is never empty
      if (c === 35) {
        if (fragment) return false;
        fragment = true;
      }
      allowed = QUERY;
    } else return c === 91 /* [ */ && allowed === PATH && AJV_FORMATS_URI.test(value);
  }
  return i > hierStart;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** The `date-time` format (RFC 3339): a real calendar date and time of day with a zone, leap second allowed. */
export const ajvDateTimeFormat = {
  validate(value: string): boolean {
    const m = DATE_TIME.exec(value);
    if (!m) return false;
    const [year, month, day, hour, minute, second, zoneHour = 0, zoneMinute = 0] = m
      .slice(1)
      .map((part) => (part === undefined ? undefined : Number(part)));
    const leap = year! % 4 === 0 && (year! % 100 !== 0 || year! % 400 === 0);
    const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month! - 1];
    return (
      days !== undefined &&
      day! >= 1 &&
      day! <= days &&
      hour! < 24 &&
      minute! < 60 &&
      second! <= 60 &&
      zoneHour < 24 &&
      zoneMinute < 60
    );
  },
};
