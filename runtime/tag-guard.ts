import type { OperationRef } from "./errors.js";
import { TagAccessError } from "./errors.js";

/**
 * Reference 5.4: a token limited to tags reaches only objects carrying those tags, and data it creates must name one
 * of them. So a driver-creation body (`DriverCreateRequest`) must have `tagIds`, and every ID in it must be one the
 * token holds. `body` is the parsed JSON body (the text when it was not JSON, undefined when empty).
 */
export function checkTagAccess(operation: OperationRef, body: unknown, tokenTagIds: readonly string[]): void {
  const fail = (problem: string, foreign: readonly string[] = []) =>
    new TagAccessError(operation, tokenTagIds, foreign, problem);
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw fail("the body must be a JSON object with tagIds");
  const tagIds = (body as { tagIds?: unknown }).tagIds;
  if (tagIds === undefined)
    throw fail(
      "the body has no tagIds; data created with a tag-limited token must name one of its tags (reference 5.4)",
    );
  if (!Array.isArray(tagIds) || tagIds.length === 0 || !tagIds.every((t) => typeof t === "string")) {
    throw fail("tagIds must be a non-empty array of tag ID strings");
  }
  const held = new Set(tokenTagIds);
  const foreign = (tagIds as string[]).filter((t) => !held.has(t));
  if (foreign.length > 0)
    throw fail(
      `tagIds has ${foreign.map((t) => JSON.stringify(t)).join(", ")}, which the token does not hold`,
      foreign,
    );
}

/** Checks `tokenTagIds` once, at client creation. An empty list means no tag limit (the whole organization). */
export function checkTokenTagIds(tokenTagIds: readonly string[]): readonly string[] {
  if (!Array.isArray(tokenTagIds) || !tokenTagIds.every((t) => typeof t === "string" && t !== "")) {
    throw new TypeError("tokenTagIds must be an array of tag ID strings (the tags the token is limited to)");
  }
  return [...tokenTagIds];
}
