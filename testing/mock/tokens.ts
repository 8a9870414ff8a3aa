import { DEFAULT_READ_SCOPES, SCOPES, type ScopeName } from "../../generated/scopes.js";
import { MockHttpError } from "./errors.js";
import type { Random } from "./random.js";

/** A scope of the bundled catalogue, or any scope name of the spec the mock serves. */
export type MockScope = ScopeName | (string & {});

/** The scopes tokens may hold, and what a token created without `scopes` gets. */
export interface ScopeCatalogue {
  scopes: readonly string[];
  defaultRead: readonly string[];
  /**
   * The spec declares its catalogue (`x-fleetkit-scopes` at its root), so a scope outside it is a mistake. False for a
   * spec without one: a token may hold any name (a real token holds scopes the spec's operations do not name).
   */
  complete: boolean;
}

/** The bundled spec's catalogue (reference 5.5). */
export const BUNDLED_SCOPES: ScopeCatalogue = { scopes: SCOPES, defaultRead: DEFAULT_READ_SCOPES, complete: true };

/** An API token of the mock (reference 2.1): the fields of the spec's `ApiToken`, plus an `id` and a creation time. */
export interface MockApiToken {
  /** Stable across regeneration; `tok_` and a number. */
  id: string;
  name: string;
  scopes: MockScope[];
  /** Tag access; empty means the whole organization. */
  tagIds: string[];
  /** The bearer string. Regeneration replaces it. */
  token: string;
  createdAtMs: number;
}

export interface MockTokenInput {
  /** Unique among the mock's tokens. */
  name: string;
  /** Default: DEFAULT_READ_SCOPES (reference 5.5.3), or the served spec's read scopes. Names must be the spec's. */
  scopes?: readonly MockScope[];
  /** Default: none, the whole organization. */
  tagIds?: readonly string[];
  /** A fixed token string, for tests that hard-code one; default: generated. */
  token?: string;
}

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/-]+=*$/;

/** The tokens a mock starts with when `tokens` is not given. */
export function defaultTokenInputs(
  firstTagId: string | undefined,
  catalogue: ScopeCatalogue = BUNDLED_SCOPES,
): MockTokenInput[] {
  return [
    { name: "fullAccess", scopes: [...catalogue.scopes] },
    { name: "defaultRead" },
    ...(firstTagId === undefined ? [] : [{ name: "tagLimited", tagIds: [firstTagId] }]),
  ];
}

export class TokenRegistry {
  readonly #byId = new Map<string, MockApiToken>();
  /** Tokens issued elsewhere (the OAuth server's access tokens): the token a string stands for, else undefined. */
  issued: ((token: string) => MockApiToken | undefined) | undefined;
  #nextId = 1;

  constructor(
    private readonly random: Random,
    private readonly checkTagIds: (tagIds: unknown, where: string) => string[],
    private readonly now: () => number,
    private readonly catalogue: ScopeCatalogue = BUNDLED_SCOPES,
  ) {}

  list(): MockApiToken[] {
    return [...this.#byId.values()];
  }

  create(input: MockTokenInput): MockApiToken {
    if (typeof input !== "object" || input === null)
      throw new TypeError("a token needs { name, scopes?, tagIds?, token? }");
    const { name } = input;
    if (typeof name !== "string" || name.trim() === "") throw new TypeError("a token needs a non-empty name");
    if (this.list().some((t) => t.name === name))
      throw new TypeError(`a token named ${JSON.stringify(name)} exists already; names are unique in the mock`);
    const scopes = this.#checkScopes(input.scopes ?? this.catalogue.defaultRead, name);
    const tagIds = [...new Set(this.checkTagIds(input.tagIds ?? [], `token ${JSON.stringify(name)}`))];
    if (input.token !== undefined) this.#checkTokenString(input.token);
    const token: MockApiToken = {
      id: `tok_${this.#nextId++}`,
      name,
      scopes,
      tagIds,
      token: input.token ?? this.#generate(),
      createdAtMs: this.now(),
    };
    this.#byId.set(token.id, token);
    return token;
  }

  /** Reference 5.3: the previous string stops working at once; the token keeps its name, scopes and tags. */
  regenerate(tokenOrId: string): MockApiToken {
    const token = this.find(tokenOrId);
    token.token = this.#generate();
    return token;
  }

  remove(tokenOrId: string): MockApiToken {
    const token = this.find(tokenOrId);
    this.#byId.delete(token.id);
    return token;
  }

  /** The token an `Authorization` header carries; throws 401 otherwise. */
  authenticate(header: string | undefined): MockApiToken {
    const challenge = { "WWW-Authenticate": 'Bearer realm="fleetkit-mock"' };
    if (header === undefined || header === "") {
      throw new MockHttpError(401, "missing_token", "Send the header Authorization: Bearer <ACCESS_TOKEN>", challenge);
    }
    const match = /^Bearer ([^\s]+)$/i.exec(header);
    if (!match) {
      throw new MockHttpError(
        401,
        "missing_token",
        "The Authorization header must be the word Bearer, one space and the token",
        challenge,
      );
    }
    const token = this.list().find((t) => t.token === match[1]) ?? this.issued?.(match[1]!);
    if (!token) {
      throw new MockHttpError(
        401,
        "invalid_token",
        "The token is not valid: it was never created, was deleted, or was regenerated (regeneration stops the old token at once)",
        {
          "WWW-Authenticate": 'Bearer realm="fleetkit-mock", error="invalid_token"',
        },
      );
    }
    return token;
  }

  /**
   * The token a served spec's API key carries (`where` names the header, query or cookie parameter, for messages);
   * throws 401 otherwise.
   */
  authenticateKey(value: string | null, where: string, challenge?: Record<string, string>): MockApiToken {
    if (value === null || value === "")
      throw new MockHttpError(401, "missing_token", `Send the token in ${where}`, challenge);
    const token = this.list().find((t) => t.token === value) ?? this.issued?.(value);
    if (!token)
      throw new MockHttpError(
        401,
        "invalid_token",
        `The token in ${where} is not valid: it was never created, was deleted, or was regenerated`,
        challenge,
      );
    return token;
  }

  /** By token string or ID; 404 otherwise. */
  find(tokenOrId: string): MockApiToken {
    const token = this.#byId.get(tokenOrId) ?? this.list().find((t) => t.token === tokenOrId);
    if (!token) throw new MockHttpError(404, "not_found", "no token has that ID or string");
    return token;
  }

  #checkScopes(scopes: readonly unknown[], name: string): MockScope[] {
    if (!Array.isArray(scopes))
      throw new TypeError(`token ${JSON.stringify(name)}: scopes must be an array of scope names`);
    const known = this.catalogue.scopes;
    const wrong = scopes.find((s) => typeof s !== "string" || (this.catalogue.complete && !known.includes(s)));
    if (wrong !== undefined) {
      const shape =
        this.catalogue === BUNDLED_SCOPES
          ? 'scopes are "Read <Category>" or "Write <Category>", e.g. "Read Vehicles"'
          : `the spec's scopes are ${known.length === 0 ? "none" : known.map((k) => JSON.stringify(k)).join(", ")}`;
      throw new TypeError(`token ${JSON.stringify(name)}: ${JSON.stringify(wrong)} is not a scope; ${shape}`);
    }
    return [...new Set(scopes as MockScope[])];
  }

  #checkTokenString(token: unknown): void {
    if (typeof token !== "string" || !TOKEN_SHAPE.test(token))
      throw new TypeError(
        "token must be a non-empty string of token characters (letters, digits, -._~+/), without spaces",
      );
    if (this.list().some((t) => t.token === token)) throw new TypeError("that token string is in use by another token");
  }

  #generate(): string {
    return `fkmock_${this.random.chars(TOKEN_ALPHABET, 32)}`;
  }
}

/** The scopes an operation needs that the token lacks; null scopes (undocumented) need none. */
export function missingScopes(token: MockApiToken, required: readonly string[] | null): string[] {
  return (required ?? []).filter((scope) => !token.scopes.includes(scope));
}
