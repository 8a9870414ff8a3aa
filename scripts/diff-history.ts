/**
 * `fleetkit diff` over a published spec's whole history (issue 35): every pair of consecutive versions of one file in
 * a local git copy of the vendor's repository (samsarahq/api-docs, `swagger.json`), compared as `fleetkit diff OLD NEW`
 * compares them (`diffSpecFiles`, in this process). For each pair it records crashes, the time, the counts by level
 * and rule, and whether the operations added and removed agree with a plain listing of the two documents (their
 * operationIds, read without fleetkit). A sample of breaking verdicts is written out for checking by hand.
 *
 *   npx tsx scripts/diff-history.ts --git /work/.mirror/samsarahq+api-docs/repo [--file swagger.json]
 *     [--until COMMIT] [--last N] [--sample N] [--seed N] [--out diff-history.json] [--resume]
 *
 * Not part of `npm test`: the history is public data this project reads but does not commit; point --git at a local
 * copy (a bare or mirror clone) and pin it with --until.
 */
import { execFileSync } from "node:child_process";
import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DiffInputError, type DiffReport, SpecReadError, diffSpecFiles } from "../generator/diff/index.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

interface PairResult {
  old: string;
  new: string;
  date: string;
  ms: number;
  /** `ok`, `unreadable` (a version fleetkit refuses to read, with the reason) or `crash` (anything else). */
  outcome: "ok" | "unreadable" | "crash";
  error?: string;
  levels?: Record<string, number>;
  rules?: Record<string, number>;
  /** The operations added and removed agree with the plain listing. */
  agrees?: boolean;
  listing?: { added: string[]; removed: string[] };
  reported?: { added: string[]; removed: string[]; moved: number };
  breaking?: { rule: string; location: string; message: string }[];
}

/** The operationIds of a document, read as plain JSON (null when it does not parse). */
function operationIds(text: string): Set<string> | null {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  const ids = new Set<string>();
  const paths = (doc as { paths?: Record<string, Record<string, { operationId?: unknown }>> })?.paths ?? {};
  for (const item of Object.values(paths))
    for (const method of METHODS) {
      const id = item?.[method]?.operationId;
      if (typeof id === "string" && id !== "") ids.add(id);
    }
  return ids;
}

const count = (values: string[]) =>
  values.reduce<Record<string, number>>((acc, v) => {
    acc[v] = (acc[v] ?? 0) + 1;
    return acc;
  }, {});

/** A seeded shuffle (mulberry32), so a sample can be drawn again. */
function shuffled<T>(items: T[], seed: number): T[] {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      git: { type: "string" },
      file: { type: "string", default: "swagger.json" },
      until: { type: "string", default: "HEAD" },
      last: { type: "string" },
      sample: { type: "string", default: "40" },
      seed: { type: "string", default: "35" },
      out: { type: "string", default: "diff-history.json" },
      resume: { type: "boolean" },
    },
  });
  if (values.git === undefined) throw new Error("--git DIR: a local git copy of samsarahq/api-docs is needed");
  const git = (...args: string[]) =>
    execFileSync("git", ["--git-dir", values.git!, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
  const pinned = git("rev-parse", values.until).trim();
  // Versions of the file (a commit that deleted it is not one).
  const commits = git(
    "log",
    "--reverse",
    "--diff-filter=AMR",
    "--format=%H %ad",
    "--date=short",
    pinned,
    "--",
    values.file,
  )
    .trim()
    .split("\n")
    .map((line) => {
      const [hash, date] = line.split(" ");
      return { hash: hash!, date: date! };
    });
  // A version whose blob the local copy lacks (a mirror may leave its largest files out) is skipped: the pair spans it.
  const present = commits.filter(({ hash }) => {
    try {
      execFileSync("git", ["--git-dir", values.git!, "cat-file", "-e", `${hash}:${values.file}`], { stdio: "ignore" });
      return true;
    } catch {
      return false;
    }
  });
  const missing = commits.length - present.length;
  const pairs = present.slice(1).map((c, i) => [present[i]!, c] as const);
  const chosen = values.last === undefined ? pairs : pairs.slice(-Number(values.last));
  const dir = await mkdtemp(join(tmpdir(), "fleetkit-diff-history-"));
  const results: PairResult[] = [];
  // --resume: the pairs a stopped run already measured (its .partial file) are kept, not run again.
  const partial = `${values.out}.partial`;
  const done = new Map<string, PairResult>();
  if (values.resume)
    for (const line of (await readFile(partial, "utf8").catch(() => "")).split("\n").filter(Boolean)) {
      const r = JSON.parse(line) as PairResult;
      done.set(`${r.old}..${r.new}`, r);
    }
  else await rm(partial, { force: true });
  try {
    for (const [before, after] of chosen) {
      const kept = done.get(`${before.hash.slice(0, 7)}..${after.hash.slice(0, 7)}`);
      if (kept) {
        results.push(kept);
        continue;
      }
      const texts = [before, after].map((c) => git("show", `${c.hash}:${values.file}`));
      const files = [join(dir, "old.json"), join(dir, "new.json")];
      await Promise.all(files.map((f, i) => writeFile(f, texts[i]!)));
      const base = { old: before.hash.slice(0, 7), new: after.hash.slice(0, 7), date: after.date };
      const started = performance.now();
      let report: DiffReport;
      try {
        report = (await diffSpecFiles(files[0]!, files[1]!)).report;
      } catch (error) {
        const known = error instanceof SpecReadError || error instanceof DiffInputError;
        results.push({
          ...base,
          ms: Math.round(performance.now() - started),
          outcome: known ? "unreadable" : "crash",
          error: String((error as Error)?.message ?? error)
            .split("\n")[0]!
            .slice(0, 300),
        });
        continue;
      }
      const ms = Math.round(performance.now() - started);
      const [was, now] = texts.map(operationIds);
      const listing =
        was && now
          ? {
              added: [...now].filter((id) => !was.has(id)).sort(),
              removed: [...was].filter((id) => !now.has(id)).sort(),
            }
          : undefined;
      const reported = {
        added: report.operations.added.filter((id) => now?.has(id)).sort(),
        removed: report.operations.removed.filter((id) => was?.has(id)).sort(),
        moved: report.operations.moved.length,
      };
      results.push({
        ...base,
        ms,
        outcome: "ok",
        levels: count(report.changes.map((c) => c.level)),
        rules: count(report.changes.map((c) => c.rule)),
        agrees:
          listing !== undefined &&
          JSON.stringify(listing) === JSON.stringify({ added: reported.added, removed: reported.removed }),
        ...(listing ? { listing } : {}),
        reported,
        breaking: report.changes
          .filter((c) => c.level === "breaking")
          .map(({ rule, location, message }) => ({ rule, location, message })),
      });
      process.stderr.write(`${results.length}/${chosen.length} ${base.old}..${base.new} ${ms} ms\r`);
      // Each pair's result as it comes (a run of hundreds of pairs is long): one JSON line per pair.
      await appendFile(partial, `${JSON.stringify(results.at(-1))}\n`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const ok = results.filter((r) => r.outcome === "ok");
  const times = ok.map((r) => r.ms).sort((a, b) => a - b);
  const breaking = ok.flatMap((r) =>
    (r.breaking ?? []).map((b) => ({ pair: `${r.old}..${r.new}`, date: r.date, ...b })),
  );
  const rules: Record<string, number> = {};
  for (const r of ok) for (const [rule, n] of Object.entries(r.rules ?? {})) rules[rule] = (rules[rule] ?? 0) + n;
  const summary = {
    repository: "samsarahq/api-docs",
    file: values.file,
    pinned,
    versions: present.length,
    versionsMissingLocally: missing,
    pairs: results.length,
    ok: ok.length,
    unreadable: results.filter((r) => r.outcome === "unreadable").length,
    crashes: results.filter((r) => r.outcome === "crash").length,
    medianMs: quantile(times, 0.5),
    p90Ms: quantile(times, 0.9),
    operationsAgree: `${ok.filter((r) => r.agrees).length} of ${ok.filter((r) => r.listing).length}`,
    moved: ok.reduce((n, r) => n + (r.reported?.moved ?? 0), 0),
    breakingLines: breaking.length,
    pairsWithBreaking: ok.filter((r) => (r.breaking ?? []).length > 0).length,
    rules: Object.fromEntries(Object.entries(rules).sort(([, a], [, b]) => b - a)),
  };
  const sample = shuffled(breaking, Number(values.seed)).slice(0, Number(values.sample));
  await writeFile(values.out, `${JSON.stringify({ summary, sample, results }, null, 2)}\n`);
  process.stderr.write("\n");
  console.log(JSON.stringify(summary, null, 2));
}

await main();
