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

// RFC 3986 section 3, spelled out: scheme ":" then "//" authority and a path, or a path alone; then query and fragment.
const P = "A-Za-z0-9\\-._~!$&'()*+,;=%"; // unreserved, sub-delims and "%" (each escape checked below)
const URI = new RegExp(
  `^[a-z][a-z0-9+.-]*:(?:/?/(?:[${P}:]*@)?(?:\\[[0-9A-Fa-f:.]+\\]|[${P}]*)(?::[0-9]*)?(?:/[${P}:@]*)*|/(?:[${P}:@]+(?:/[${P}:@]*)*)?|[${P}:@]+(?:/[${P}:@]*)*)(?:\\?[${P}:@/?]*)?(?:#[${P}:@/?]*)?$`,
  "i",
);
const BAD_PERCENT = /%(?![0-9a-f]{2})/i;

/**
 * The `uri` format: an absolute URI by RFC 3986's grammar, with valid percent-escapes. A regular expression, as
 * ajv-formats has it: `URL.canParse` cost a microsecond per call on the webhook path.
 */
export function ajvUriFormat(value: string): boolean {
  return URI.test(value) && !BAD_PERCENT.test(value);
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
