// The mock's default tokens are typed as there, so docs/mock.md's first snippet compiles under
// noUncheckedIndexedAccess (this repository's tsconfig turns it on, as `tsc --init` does); a default name that is not
// there (the mock was given its own tokens, or it was deleted) throws, naming the tokens there are (issue 38, item 8).
import { describe, expect, test } from "vitest";
import { createFleetClient, paginate } from "../../generated/index.js";
import { createMock, startMockServer } from "../../testing/index.js";

/** docs/mock.md's first snippet, as written there: checked by tsc (npm run typecheck), not run here. */
async function firstSnippet() {
  const mock = await startMockServer({ seed: 1 });
  const fleet = createFleetClient({
    baseUrl: mock.baseUrl,
    token: mock.tokens.fullAccess.token,
    allowInsecureLoopback: true,
  });
  const vehicles = await paginate(fleet, "/fleet/vehicles", { params: { query: { limit: 100 } } }).toArray();
  await mock.close();
  return vehicles;
}

describe("mock.tokens", () => {
  test("docs/mock.md's first snippet compiles (tsc) under noUncheckedIndexedAccess", () => {
    expect(typeof firstSnippet).toBe("function");
  });

  test("the default tokens read as tokens, and the tokens list as before", async () => {
    const mock = await createMock({ now: Date.UTC(2026, 0, 1) });
    expect(mock.tokens.fullAccess.token).toMatch(/\S{16,}/);
    expect(mock.tokens.defaultRead.scopes.length).toBeGreaterThan(0);
    expect(Object.keys(mock.tokens)).toEqual(["fullAccess", "defaultRead", "tagLimited"]);
  });

  test("a default name that is not there throws a TypeError naming the tokens there are", async () => {
    const mock = await createMock({ now: Date.UTC(2026, 0, 1), tokens: [{ name: "ci" }] });
    expect(() => mock.tokens.fullAccess).toThrow(TypeError);
    expect(() => mock.tokens.fullAccess).toThrow(
      'mock.tokens.fullAccess: this mock has no token named fullAccess (it was started with its own tokens, or it was deleted); its tokens are ci. Read one of those, or create it with mock.createToken({ name: "fullAccess" })',
    );
    expect(mock.tokens.ci?.name).toBe("ci");
    expect(mock.tokens.other).toBe(undefined);
    expect({ ...mock.tokens }).toEqual({ ci: mock.tokens.ci });
  });

  test("after deleteToken, the default name throws too", async () => {
    const mock = await createMock({ now: Date.UTC(2026, 0, 1) });
    mock.deleteToken(mock.tokens.defaultRead.id);
    expect(() => mock.tokens.defaultRead).toThrow(/no token named defaultRead/);
  });
});
