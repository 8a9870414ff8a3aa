import { createHmac, timingSafeEqual } from "node:crypto";
import { MockHttpError } from "./errors.js";
import type { MockClock } from "./clock.js";

/** Reference 4.3, 8: a cursor expires after 30 days. */
export const CURSOR_LIFETIME_MS = 30 * 86_400_000;

/** What a cursor remembers: the operation it belongs to, where the page ended, and when it was issued. */
export interface CursorState {
  operationId: string;
  /** A list's last creation sequence number, or a feed's last revision. */
  position: number;
  issuedAtMs: number;
}

/**
 * Opaque cursors: Base64url JSON with an HMAC, so a client cannot edit one into a different position (it would
 * fail as `invalid_cursor`) and has no reason to parse one. The key comes from the seed, so a mock with a fixed
 * seed and clock issues the same cursors every run.
 */
export class CursorCodec {
  readonly #key: Buffer;

  constructor(
    seed: number,
    private readonly clock: MockClock,
  ) {
    this.#key = createHmac("sha256", "fleetkit-mock-cursors").update(String(seed)).digest();
  }

  encode(operationId: string, position: number): string {
    const payload = Buffer.from(JSON.stringify({ o: operationId, p: position, t: this.clock.now() })).toString(
      "base64url",
    );
    return `${payload}.${this.#mac(payload).toString("base64url")}`;
  }

  /**
   * Undefined for a first page (`after` omitted or empty); throws 400 `invalid_cursor` or `cursor_expired`. `name` is
   * the query parameter the cursor came in, for the message.
   */
  decode(after: string | null, operationId: string, name = "after"): CursorState | undefined {
    if (after === null || after === "") return undefined;
    const state = this.#read(after);
    if (!state)
      throw new MockHttpError(
        400,
        "invalid_cursor",
        `${name} is not a cursor issued by this server; pass the cursor of the previous page unchanged, or omit ${name} to start again`,
      );
    if (state.operationId !== operationId) {
      throw new MockHttpError(
        400,
        "invalid_cursor",
        `${name} is a cursor of ${state.operationId}, not of ${operationId}; keep the path and every parameter unchanged while paginating`,
      );
    }
    const ageMs = this.clock.now() - state.issuedAtMs;
    if (ageMs > CURSOR_LIFETIME_MS) {
      const days = Math.floor(ageMs / 86_400_000);
      throw new MockHttpError(
        400,
        "cursor_expired",
        `cursor expired: ${name} was issued ${days} days ago and cursors expire after 30 days; start again without ${name}`,
      );
    }
    return state;
  }

  #mac(payload: string): Buffer {
    return createHmac("sha256", this.#key).update(payload).digest().subarray(0, 16);
  }

  #read(after: string): CursorState | undefined {
    const [payload, mac, extra] = after.split(".");
    if (!payload || !mac || extra !== undefined) return undefined;
    const given = Buffer.from(mac, "base64url");
    const expected = this.#mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const { o, p, t } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
        o: unknown;
        p: unknown;
        t: unknown;
      };
      if (typeof o !== "string" || !Number.isSafeInteger(p) || !Number.isSafeInteger(t)) return undefined;
      return { operationId: o, position: p as number, issuedAtMs: t as number };
    } catch {
      return undefined;
    }
  }
}
