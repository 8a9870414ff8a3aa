// Which operations each token called on the mock, and the least token that follows from it: the same report as
// `fleetkit scopes --from-code`, from what the tests actually did (AWS IAM Access Analyzer's policy from recorded
// activity). A call is recorded once its token is known and its operation matched, before the scope check: a call a
// token was refused (403) is still a call the code makes, and its scope still belongs in the plan.

/** The part of a mock token the record keeps: never the token string. */
interface TokenLike {
  id: string;
  name: string;
  scopes: readonly string[];
}

interface OperationLike {
  operationId: string;
  method: string;
  path: string;
  /** null: the spec does not state them. */
  scopes: readonly string[] | null;
}

export interface ScopeUsageOperation {
  operationId: string;
  /** Upper case, as `fleetkit scopes` prints it. */
  method: string;
  path: string;
  scopes: readonly string[] | null;
  /** How many requests reached it. */
  calls: number;
  /** The names of the tokens that called it. */
  tokens: string[];
}

export interface ScopeUsageToken {
  name: string;
  /** The scopes the token holds (as it was at its last call). */
  holds: string[];
  /** The least set of scopes for what it called. */
  needs: string[];
  /** Held and never needed: what a least-privilege token would not tick. */
  unused: string[];
  /** Needed and not held: the calls it was refused (403). */
  lacking: string[];
  /** The operationIds it called. */
  operations: string[];
}

/**
 * `mock.scopePlan()`: what the tests called, as a least-token plan. `fleetkit scopes --from-code --with-usage FILE`
 * reads it (written by `recordScopeUsage` of fleetkit/testing) to show what the code calls that no test exercised.
 */
export interface ScopeUsagePlan {
  /** The record's format version. */
  fleetkitScopeUsage: 1;
  /** The spec the mock served: its file, or "bundled". */
  spec: string;
  /** Every scope the calls need, in catalogue order. */
  scopes: string[];
  /** Of `scopes`, those a new token does not have by default. */
  outsideDefaults: string[];
  /** The operations called whose scopes the spec does not state. */
  undocumented: string[];
  operations: ScopeUsageOperation[];
  tokens: ScopeUsageToken[];
}

export interface ScopeCatalogueLike {
  scopes: readonly string[];
  defaultRead: readonly string[];
}

export class UsageRecord {
  private readonly operations = new Map<string, { operation: OperationLike; calls: number; tokens: Set<string> }>();
  private readonly tokens = new Map<string, { name: string; holds: readonly string[]; called: Set<string> }>();

  constructor(
    private readonly catalogue: ScopeCatalogueLike,
    private readonly spec: () => string,
    /** Calls without a token (an operation the served spec makes public) are kept, under no token. */
    private readonly anonymousId = "anonymous",
  ) {}

  record(token: TokenLike, operation: OperationLike): void {
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    const entry = this.operations.get(key) ?? { operation, calls: 0, tokens: new Set<string>() };
    this.operations.set(key, entry);
    entry.calls++;
    if (token.id === this.anonymousId) return;
    entry.tokens.add(token.id);
    const byToken = this.tokens.get(token.id) ?? { name: token.name, holds: [], called: new Set<string>() };
    this.tokens.set(token.id, byToken);
    byToken.name = token.name;
    byToken.holds = [...token.scopes];
    byToken.called.add(key);
  }

  /** The scopes of `needed`, in catalogue order, then any the catalogue does not list. */
  private ordered(needed: ReadonlySet<string>): string[] {
    return [...new Set([...this.catalogue.scopes, ...needed])].filter((s) => needed.has(s));
  }

  plan(): ScopeUsagePlan {
    const entries = [...this.operations.values()];
    const needsOf = (keys: Iterable<string>) =>
      new Set([...keys].flatMap((k) => this.operations.get(k)?.operation.scopes ?? []));
    const scopes = this.ordered(needsOf(this.operations.keys()));
    const defaults = new Set(this.catalogue.defaultRead);
    return {
      fleetkitScopeUsage: 1,
      spec: this.spec(),
      scopes,
      outsideDefaults: scopes.filter((s) => !defaults.has(s)),
      undocumented: entries.filter((e) => e.operation.scopes === null).map((e) => e.operation.operationId),
      operations: entries.map(({ operation, calls, tokens }) => ({
        operationId: operation.operationId,
        method: operation.method.toUpperCase(),
        path: operation.path,
        scopes: operation.scopes === null ? null : [...operation.scopes],
        calls,
        tokens: [...tokens].map((id) => this.tokens.get(id)?.name ?? id),
      })),
      tokens: [...this.tokens.values()].map(({ name, holds, called }) => {
        const needs = this.ordered(needsOf(called));
        return {
          name,
          holds: [...holds],
          needs,
          unused: holds.filter((s) => !needs.includes(s)),
          lacking: needs.filter((s) => !holds.includes(s)),
          operations: [...called].map((k) => this.operations.get(k)!.operation.operationId),
        };
      }),
    };
  }
}
