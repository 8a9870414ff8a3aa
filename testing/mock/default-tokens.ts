import type { MockApiToken } from "./tokens.js";

/**
 * The tokens a mock starts with unless it is given `tokens`: `fullAccess` (every scope), `defaultRead` (the default
 * Read scopes), and `tagLimited` (the first tag's objects only) when the data has a tag.
 */
export interface DefaultMockTokens {
  readonly fullAccess: MockApiToken;
  readonly defaultRead: MockApiToken;
  readonly tagLimited?: MockApiToken;
}

/**
 * Every token of a mock by name, as it is now. The default names are typed as there, so `mock.tokens.fullAccess.token`
 * compiles under `noUncheckedIndexedAccess` (what `tsc --init` turns on); on a mock started with its own `tokens`, or
 * after `deleteToken`, reading a default name that is not there throws a `TypeError` naming the tokens there are,
 * instead of handing `undefined` to the next line.
 */
export type MockTokens = Readonly<Record<string, MockApiToken>> & Omit<DefaultMockTokens, "tagLimited">;

const ALWAYS_THERE: ReadonlySet<PropertyKey> = new Set(["fullAccess", "defaultRead"]);

/** `byName` as `MockTokens`: the names in it read as usual; a missing `fullAccess` or `defaultRead` throws. */
export function mockTokens(byName: Record<string, MockApiToken>): MockTokens {
  return new Proxy(byName, {
    get(target, name, receiver) {
      if (ALWAYS_THERE.has(name) && !Object.hasOwn(target, name)) {
        const there = Object.keys(target);
        throw new TypeError(
          `mock.tokens.${String(name)}: this mock has no token named ${String(name)} (it was started with its own tokens, or it was deleted); its tokens are ${there.length > 0 ? there.join(", ") : "none"}. Read one of those, or create it with mock.createToken({ name: "${String(name)}" })`,
        );
      }
      return Reflect.get(target, name, receiver);
    },
  }) as unknown as MockTokens;
}
