import { describe, expect, it } from "vitest";
import { COLLECTION_NAMES } from "../../testing/index.js";
import { startMock } from "./helpers.js";

describe("seeded data", () => {
  it("is identical for the same seed and clock: data, token strings and webhook secrets", async () => {
    const [a, b] = await Promise.all([startMock({ seed: 7 }), startMock({ seed: 7 })]);
    try {
      for (const name of COLLECTION_NAMES)
        expect(a.list(name, { includeInactive: true }), name).toEqual(b.list(name, { includeInactive: true }));
      expect(a.tokens).toEqual(b.tokens);
      const url = "https://hooks.example.com/";
      expect(a.registerWebhook({ name: "w", url }).secretKey).toBe(b.registerWebhook({ name: "w", url }).secretKey);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("differs for another seed", async () => {
    const [a, b] = await Promise.all([startMock({ seed: 1 }), startMock({ seed: 2 })]);
    try {
      expect(a.list("vehicles").map((v) => v.vin)).not.toEqual(b.list("vehicles").map((v) => v.vin));
      expect(a.tokens.fullAccess!.token).not.toBe(b.tokens.fullAccess!.token);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("has the default sizes, some inactive vehicles and drivers, and static assignments", async () => {
    const mock = await startMock();
    try {
      expect(mock.list("vehicles", { includeInactive: true })).toHaveLength(600);
      expect(mock.list("drivers", { includeInactive: true })).toHaveLength(240);
      expect(mock.list("tags")).toHaveLength(6);
      expect(mock.list("vehicles").length).toBeLessThan(600);
      expect(mock.list("assignments").length).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });

  it("fits every vehicle ID in a safe integer, since alerts carry it as device.id", async () => {
    const mock = await startMock();
    try {
      expect(mock.list("vehicles").every((v) => Number.isSafeInteger(Number(v.id)))).toBe(true);
    } finally {
      await mock.close();
    }
  });
});

describe("the data option", () => {
  it("takes counts", async () => {
    const mock = await startMock({ data: { tags: 2, vehicles: 5, drivers: 3, inactiveShare: 0 } });
    try {
      expect([mock.list("tags").length, mock.list("vehicles").length, mock.list("drivers").length]).toEqual([2, 5, 3]);
    } finally {
      await mock.close();
    }
  });

  it("takes records and generates their missing fields", async () => {
    const mock = await startMock({
      data: {
        tags: [{ id: "t1", name: "Yard" }],
        vehicles: [{ id: "10", name: "Mine", tagIds: ["t1"] }, { active: false }],
      },
    });
    try {
      const [mine, generated] = mock.list("vehicles", { includeInactive: true });
      expect(mine).toMatchObject({ id: "10", name: "Mine", tagIds: ["t1"] });
      expect(mine!.vin).toMatch(/^[A-Z0-9]{17}$/);
      expect(mock.list("vehicles").map((v) => v.id)).toEqual(["10"]);
      expect(generated!.id).not.toBe("10");
    } finally {
      await mock.close();
    }
  });

  it.each([
    [{ data: { vehicles: [{ tagIds: ["nope"] }] } }, /tag "nope" does not exist/],
    [{ data: { vehicles: [{ id: "1" }, { id: "1" }] } }, /used twice/],
    [{ data: { vehicles: -1 } }, /integer from 0/],
    [{ data: { inactiveShare: 2 } }, /inactiveShare/],
    [{ pageSize: 0 }, /pageSize/],
    [{ pageSize: 513 }, /pageSize/],
    [{ seed: 1.5 }, /seed/],
  ])("refuses %j", async (options, message) => {
    await expect(startMock(options)).rejects.toThrow(message);
  });

  it("starts with no default tagLimited token when there are no tags", async () => {
    const mock = await startMock({ data: { tags: 0 } });
    try {
      expect(Object.keys(mock.tokens)).toEqual(["fullAccess", "defaultRead"]);
    } finally {
      await mock.close();
    }
  });
});

describe("listen options", () => {
  it("listens on 127.0.0.1 and a free port by default", async () => {
    const mock = await startMock();
    try {
      expect(mock.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(mock.port).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });

  it("rejects when the port is taken", async () => {
    const first = await startMock();
    try {
      await expect(startMock({ port: first.port })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  it("closes idempotently and stops answering", async () => {
    const mock = await startMock();
    await mock.close();
    await mock.close();
    await expect(fetch(`${mock.baseUrl}/__mock`)).rejects.toThrow();
  });
});
