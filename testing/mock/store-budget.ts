import { MockHttpError } from "./errors.js";

/*
 * What HTTP clients may store in the mock. Every request body is at most 1 MiB (MAX_BODY_BYTES), but stored bodies
 * add up: 300 creates of 1 MB once grew the process by over 300 MB. These limits keep what the API and the control
 * API add to a few tens of MB, far above what a test suite creates (docs/mock.md, "Limits").
 */

/** The largest record (as JSON) the mock stores from the API or the control API: far above any record of the API. */
export const MAX_RECORD_BYTES = 64 * 1024;
/** How much the API and the control API may add to the mock's collections, as JSON, beyond the seeded data. */
export const MAX_CREATED_BYTES = 16 * 1024 * 1024;
/** How many records they may add to the collections. */
export const MAX_CREATED_RECORDS = 10_000;
/** How many tokens the mock holds before the control API refuses another. */
export const MAX_TOKENS = 1_000;
/** How many webhooks the mock holds. */
export const MAX_WEBHOOKS = 100;

/** The size of a value as the mock would answer it: JSON, in UTF-8 bytes. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? "");

/** Refuses a record over MAX_RECORD_BYTES: 413 `record_too_large`, naming what it is. */
export function checkRecordSize(value: unknown, what: string): number {
  const bytes = jsonBytes(value);
  if (bytes > MAX_RECORD_BYTES)
    throw new MockHttpError(
      413,
      "record_too_large",
      `${what} would be ${bytes} bytes as JSON, over ${MAX_RECORD_BYTES} bytes, the most the mock stores in one record`,
    );
  return bytes;
}

/** 409 `store_full`: what is full, and how to make room. */
export const storeFull = (what: string): MockHttpError =>
  new MockHttpError(409, "store_full", `the mock holds at most ${what}; delete some, or start a fresh mock`);

/**
 * What the collections hold beyond their seeded data, shared by all of them: records added, and the bytes added by
 * inserts and by updates that grew a record. Deleting a record gives its share back.
 */
export class StoreBudget {
  #records = 0;
  #bytes = 0;
  /** What each record added or changed since seeding counts for, by collection and ID. */
  readonly #counted = new Map<string, { bytes: number; created: boolean }>();

  /**
   * Checks and counts a new (`created`) or changed record: 413 for one too large, 409 when the store is full (nothing
   * is then counted).
   */
  charge(collection: string, id: string, value: unknown, created: boolean): void {
    const key = `${collection}\u0000${id}`;
    const bytes = checkRecordSize(value, `the ${collection} record ${JSON.stringify(id)}`);
    const before = this.#counted.get(key);
    const delta = bytes - (before?.bytes ?? 0);
    if (created && this.#records >= MAX_CREATED_RECORDS)
      throw storeFull(`${MAX_CREATED_RECORDS} records created through the API and the control API`);
    if (delta > 0 && this.#bytes + delta > MAX_CREATED_BYTES)
      throw storeFull(`${MAX_CREATED_BYTES} bytes of records created or changed through the API and the control API`);
    if (created) this.#records++;
    this.#bytes += delta;
    this.#counted.set(key, { bytes, created: created || before?.created === true });
  }

  /** A record was deleted: what it counted for is free again. */
  release(collection: string, id: string): void {
    const key = `${collection}\u0000${id}`;
    const counted = this.#counted.get(key);
    if (counted === undefined) return;
    this.#bytes -= counted.bytes;
    if (counted.created) this.#records--;
    this.#counted.delete(key);
  }
}
