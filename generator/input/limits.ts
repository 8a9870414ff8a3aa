/**
 * Limits on what loading a spec may read, so a hostile or broken document is bad input (exit 2, the limit named)
 * instead of a hang or an out-of-memory crash. Each has a safe default and can be raised by the caller.
 */
export interface InputLimits {
  /** Bytes one file or URL may have; GitHub's 1,200-operation description is 13 MB. Default 32 MiB. */
  maxBytes: number;
  /** How deep objects and lists may nest; real specs stay under 40. Default 128. */
  maxDepth: number;
  /** YAML aliases a document may expand (a "billion laughs" document has millions). Default 1,000. */
  maxAliases: number;
  /** How long reading one URL may take. Default 30 s. */
  timeoutMs: number;
  /** Files and URLs that `$ref`s may bring in, the root excluded. Default 500. */
  maxFiles: number;
  /**
   * Steps (a property read, or one per key listed) one overlay action's JSONPath target may take. A filter over every
   * node of GitHub's description takes 1.3 million. Default 10 million.
   */
  maxOverlaySteps: number;
  /**
   * How long one overlay action whose target calls `match()` or `search()` may take: a regular expression can
   * backtrack for hours inside one step. Default 10 s.
   */
  overlayTimeoutMs: number;
}

export const DEFAULT_INPUT_LIMITS: Readonly<InputLimits> = Object.freeze({
  maxBytes: 32 * 1024 * 1024,
  maxDepth: 128,
  maxAliases: 1000,
  timeoutMs: 30_000,
  maxFiles: 500,
  maxOverlaySteps: 10_000_000,
  overlayTimeoutMs: 10_000,
});

export const megabytes = (bytes: number): string =>
  `${(bytes / 1024 / 1024).toFixed(bytes % 1048576 === 0 ? 0 : 1)} MiB`;
