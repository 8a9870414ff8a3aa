import { describe, expect, it } from "vitest";
import { SCOPES } from "../../generated/index.js";
import { editDistance, meant, nearest } from "../../runtime/did-you-mean.js";
import { withScopeHint } from "../../runtime/scopes.js";

describe("did-you-mean", () => {
  it.each([
    ["", "", 0],
    ["kitten", "sitting", 3],
    ["listVehicle", "listVehicles", 1],
    ["abc", "", 3],
  ])("editDistance(%j, %j) is %i", (a, b, distance) => {
    expect([editDistance(a, b), editDistance(b, a)]).toEqual([distance, distance]);
  });

  it.each([
    ["a typo", "genrate", ["init", "generate", "scopes"], ["generate"]],
    ["another case", "LISTVEHICLES", ["listVehicles", "listFleetVehicles"], ["listVehicles"]],
    ["a part of a long name", "HosLogs", ["v1GetHosLogs", "v1GetTags"], ["v1GetHosLogs"]],
    ["nothing near", "frobnicate", ["init", "generate", "scopes"], []],
    ["too short to guess from a part", "os", ["v1GetHosLogs"], []],
  ])("nearest: %s", (_name, word, candidates, want) => {
    expect(nearest(word, candidates)).toEqual(want);
  });
});

describe("withScopeHint: a name that is not a scope, with what it may have meant", () => {
  it.each([
    ["a near miss", "Read Vehicle", '"Read Vehicle" (did you mean "Read Vehicles"?)'],
    ["another case", "read tags", '"read tags" (did you mean "Read Tags"?)'],
    ["a bare category", "Tags", '"Tags" (did you mean "Read Tags" or "Write Tags"?)'],
    ["a bare category in another case", "vehicles", '"vehicles" (did you mean "Read Vehicles" or "Write Vehicles"?)'],
    ["nothing near", "Bogus Scope", '"Bogus Scope"'],
  ])("%s", (_name, scope, want) => {
    expect(withScopeHint(scope, SCOPES)).toBe(want);
  });

  it("meant() lists names as `a`, `a or b`, `a, b or c`", () => {
    expect([meant([]), meant(["a"]), meant(["a", "b"]), meant(["a", "b", "c"], (n) => n)]).toEqual([
      undefined,
      'did you mean "a"?',
      'did you mean "a" or "b"?',
      "did you mean a, b or c?",
    ]);
  });
});
