import { readFile } from "node:fs/promises";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { unknownFlagHint } from "../runtime/did-you-mean.js";

export interface Io {
  out(line: string): void;
  err(line: string): void;
  /** Standard input, read whole as bytes. */
  stdin(): Promise<Buffer>;
  /** Whether `err` writes to a terminal (progress lines are printed only there); `process.stderr.isTTY` if not told. */
  terminal?: boolean;
}

/** Exit codes, the same for every command (documented in `fleetkit --help` and the README). */
export const EXIT = { ok: 0, failed: 1, usage: 2, internal: 70 } as const;

/** Bad input on the command line: the message says what to fix; the command exits 2 after printing usage. */
export class UsageError extends Error {
  override name = "UsageError";
}

type Parsed<T extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; strict: true; allowPositionals: boolean }>
>;
type Options = NonNullable<ParseArgsConfig["options"]>;

export function parse<T extends Options>(args: string[], options: T, allowPositionals = true): Parsed<T> {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals });
  } catch (error) {
    throw new UsageError(unknownFlagHint(error, Object.keys(options)));
  }
}

/** A whole number from `min` to `max`, or undefined when the option was not given. */
export function integerOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  }
  return Number(value);
}

/** Refuses positional arguments beyond the `max` a command takes, instead of silently ignoring them. */
export function atMostPositionals(positionals: string[], max: number, what: string): void {
  if (positionals.length > max)
    throw new UsageError(
      `unexpected argument${positionals.length - max > 1 ? "s" : ""} ${positionals
        .slice(max)
        .map((p) => JSON.stringify(p))
        .join(" ")} (takes ${what})`,
    );
}

/** A body from a file path, or from standard input for `-` or no argument. Read as raw bytes, never re-encoded. */
export async function readBody(io: Io, file: string | undefined): Promise<Buffer> {
  if (file === undefined || file === "-") return io.stdin();
  try {
    return await readFile(file);
  } catch (error) {
    throw new UsageError(
      `cannot read the body file ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

export function readStdin(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    process.stdin.on("data", (c: Buffer) => chunks.push(c));
    process.stdin.on("end", () => resolve(Buffer.concat(chunks)));
    process.stdin.on("error", reject);
  });
}
