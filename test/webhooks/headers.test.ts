import { describe, expect, it } from "vitest";
import { WEBHOOK_HEADERS, getHeaderValues, type WebhookHeaders } from "../../entries/webhooks.js";

describe("getHeaderValues", () => {
  const cases: [name: string, headers: WebhookHeaders, want: string[]][] = [
    ["absent", { other: "x" }, []],
    ["lowercase key (Node IncomingHttpHeaders)", { "x-service-request": "r1" }, ["r1"]],
    ["reference casing", { "X-Service-Request": "r1" }, ["r1"]],
    ["array value", { "x-service-request": ["r1", "r2"] }, ["r1", "r2"]],
    [
      "two casings in one plain object, both kept",
      { "X-Service-Request": "r1", "x-service-request": "r2" },
      ["r1", "r2"],
    ],
    ["undefined value", { "x-service-request": undefined }, []],
    ["non-string values ignored", { "x-service-request": 5 as unknown as string }, []],
    ["fetch Headers, case-insensitive", new Headers({ "X-SERVICE-REQUEST": "r1" }), ["r1"]],
    [
      "fetch Headers joins repeats with a comma",
      new Headers([
        ["x-service-request", "r1"],
        ["x-service-request", "r2"],
      ]),
      ["r1, r2"],
    ],
    ["an empty value is a value", { "x-service-request": "" }, [""]],
  ];
  it.each(cases)("%s", (_name, headers, want) => {
    expect(getHeaderValues(headers, WEBHOOK_HEADERS.requestId)).toEqual(want);
  });

  it("names every header of reference 6.3", () => {
    expect(Object.values(WEBHOOK_HEADERS)).toEqual([
      "X-Service-Timestamp",
      "X-Service-Signature",
      "X-Service-Request",
      "X-Service-Org-Id",
      "X-Service-Event-Type",
      "User-Agent",
      "Content-Type",
    ]);
  });
});
