/**
 * The OpenAPI formats whose check is code rather than a regular expression, in the shape ajv-formats gives them (ajv's
 * standalone code calls `.validate` on an object, or the function itself). Formats that are regular expressions
 * (uuid, email, ipv4, …) are inlined into the generated validators by ajv and need nothing here.
 */

const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;

/** `int32`: an integer from −2³¹ to 2³¹−1. */
export const ajvInt32Format = {
  validate: (value: number): boolean => Number.isInteger(value) && value >= MIN_INT32 && value <= MAX_INT32,
};

/** `int64`: any integer (JSON numbers past 2⁵³ lose precision before any check can see them). */
export const ajvInt64Format = { validate: (value: number): boolean => Number.isInteger(value) };

/** `float` and `double`: any number (the type check does the work). */
export const ajvNumberFormat = { validate: (): boolean => true };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** `byte`: base64-encoded data (RFC 4648). */
export function ajvByteFormat(value: string): boolean {
  return BASE64.test(value);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function realDate(year: number, month: number, day: number): boolean {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** `date` (RFC 3339 full-date): a real calendar date. */
export const ajvDateFormat = {
  validate(value: string): boolean {
    const m = DATE.exec(value);
    return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
};

const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** `time` (RFC 3339 full-time): a time of day with a zone, leap second allowed. */
export const ajvTimeFormat = {
  validate(value: string): boolean {
    const m = TIME.exec(value);
    if (!m) return false;
    const [hour, minute, second, zoneHour = 0, zoneMinute = 0] = m
      .slice(1)
      .map((p) => (p === undefined ? undefined : Number(p)));
    return hour! < 24 && minute! < 60 && second! <= 60 && zoneHour < 24 && zoneMinute < 60;
  },
};

/** `regex`: a pattern JavaScript can compile (compiled only, never run). */
export function ajvRegexFormat(value: string): boolean {
  try {
    new RegExp(value, "u");
    return true;
  } catch {
    return false;
  }
}
