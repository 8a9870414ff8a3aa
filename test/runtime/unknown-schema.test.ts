// An unknown schema name's error names at most ten schemas after its did-you-mean (issue 38, item 8): for GitHub's
// module it listed every one of its schemas, about 30 KB on one line.
import { describe, expect, test } from "vitest";
import { someOf } from "../../runtime/did-you-mean.js";
import { createValidators } from "../../runtime/validation/validators.js";

const accept = Object.assign(() => true, { errors: null });
/** A table of `count` validators named like a large spec's schemas (`schema-0001`…), plus `repository`. */
function validatorsOf(count: number) {
  const names = [...Array.from({ length: count }, (_, i) => `schema-${String(i + 1).padStart(4, "0")}`), "repository"];
  return createValidators(Object.fromEntries(names.map((name) => [name, accept])));
}
const messageOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("did not throw");
};

describe("an unknown schema name among 1,224", () => {
  const { validate } = validatorsOf(1223);

  test("the did-you-mean, then ten names and how many more, and where to find them all", () => {
    expect(messageOf(() => validate("repositroy" as never, {}))).toBe(
      'unknown schema "repositroy"; did you mean "repository"? expected one of: schema-0001, schema-0002, schema-0003, schema-0004, schema-0005, schema-0006, schema-0007, schema-0008, schema-0009, schema-0010 and 1,214 more (the module\'s SchemaName type lists every one)',
    );
  });

  test("without a near name: the same ten, a line of a few hundred characters", () => {
    const message = messageOf(() => validate("Spaceship" as never, {}));
    expect(message).toMatch(/^unknown schema "Spaceship"; expected one of: schema-0001, .* and 1,214 more \(/);
    expect(message.length).toBeLessThan(400);
  });
});

test("ten schemas or fewer are all listed, with nothing more", () => {
  const { validate } = validatorsOf(9);
  expect(messageOf(() => validate("Nope" as never, {}))).toMatch(/expected one of: schema-0001, .*, repository$/);
});

test.each([
  [[], 10, ""],
  [["a", "b"], 10, "a, b"],
  [["a", "b", "c"], 2, "a, b and 1 more"],
  [Array.from({ length: 2000 }, (_, i) => `n${i}`), 1, "n0 and 1,999 more"],
])("someOf(%j, %d) is %j", (names, limit, want) => {
  expect(someOf(names, limit)).toBe(want);
});
