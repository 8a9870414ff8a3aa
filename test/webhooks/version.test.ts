import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FLEETKIT_VERSION } from "../../runtime/version.js";
import { DELIVERY_USER_AGENT } from "../../entries/webhooks.js";

describe("FLEETKIT_VERSION", () => {
  it("equals package.json's version, so a release bump cannot forget it", () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(FLEETKIT_VERSION).toBe(version);
  });

  it("is what the delivery User-Agent names (reference 6.3: Service-Webhook/ and an opaque string)", () => {
    expect(DELIVERY_USER_AGENT).toBe(`Service-Webhook/fleetkit-${FLEETKIT_VERSION}`);
  });
});
