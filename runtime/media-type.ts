/** A media type without its parameters, lower-cased: `application/json; charset=utf-8` → `application/json`. */
export const mediaType = (contentType: string): string => contentType.split(";")[0]!.trim().toLowerCase();

/**
 * A JSON media type, parameters aside: `application/json` (or another type's `/json`), or any `…+json`
 * (`application/merge-patch+json`, `application/vnd.api+json`). The one reading of the generator, the client, the mock
 * and the proxy.
 */
export const isJsonMediaType = (type: string | undefined): boolean =>
  type !== undefined && /[/+]json$/i.test(mediaType(type));
