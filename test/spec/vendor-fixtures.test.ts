import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { vendorSpecsFolder } from "../support/published-specs.js";

describe("the pinned vendor specs the published-spec tests read", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("are found beside the checkout, so those tests run on every npm test", () => {
    vi.stubEnv("FLEETKIT_VENDOR_SPECS", "");
    expect(vendorSpecsFolder()).toBe(join(process.cwd(), "..", "shared", "fixtures", "samsara-api-docs"));
  });

  it("missing, fail with the folders looked in and how to fix it, never a skip", async () => {
    const empty = await mkdtemp(join(tmpdir(), "fleetkit-no-fixtures-"));
    try {
      vi.stubEnv("FLEETKIT_VENDOR_SPECS", join(empty, "nowhere"));
      vi.spyOn(process, "cwd").mockReturnValue(join(empty, "checkout"));
      expect(() => vendorSpecsFolder()).toThrow(
        `no swagger.json in ${join(empty, "nowhere")} or ${join(empty, "shared", "fixtures", "samsara-api-docs")}`,
      );
      expect(() => vendorSpecsFolder()).toThrow(/FLEETKIT_VENDOR_SPECS/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
