/** The middle value of the samples (the upper of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

/** One contender's samples, one per round: CPU time (user + system, every thread) and wall time per unit, in µs. */
export interface Samples {
  cpu: number[];
  wall: number[];
}

export interface SlicedOptions {
  /** Rounds, each giving every contender one sample. */
  rounds: number;
  /** Slices per contender per round: the contenders take turns slice by slice. */
  slices: number;
  /** Units (requests, calls, runs) one slice does: the samples are per unit. */
  unitsPerSlice: number;
  /** Slices of each contender run before measuring (JIT, connections, caches). */
  warmUpSlices: number;
  /** Run before each round, outside the timings (e.g. a full GC, so no round inherits another's garbage). */
  beforeRound?: () => void;
  /** Run before each slice, outside the timings (a full GC before a slice that is a whole pass of a large list). */
  beforeSlice?: () => void;
}

/** What one slice of a contender took, in µs: CPU time (user + system) and wall time. */
export interface SliceTime {
  cpu: number;
  wall: number;
}

/**
 * Contenders measured in turns of one slice each (a slice: `unitsPerSlice` units of work), round-robin in an order
 * that rotates every turn, so that each is measured in the same moments as the others. On a shared machine the load
 * from other processes moves CPU time by tens of percent from one second to the next; contenders run a few
 * milliseconds apart see the same load, where contenders run a second apart (one whole batch after another) did
 * not. A round sums each contender's slices into one sample; a ratio of two contenders is the median of their
 * per-round ratios (`ratioOf`). Each contender runs a slice and reports its time: in this process (`sliced`) or in a
 * process of its own (`ContenderProcess`).
 */
export async function slicedTimes(
  contenders: Record<string, () => Promise<SliceTime>>,
  { rounds, slices, unitsPerSlice, warmUpSlices, beforeRound }: Omit<SlicedOptions, "beforeSlice">,
): Promise<Record<string, Samples>> {
  const names = Object.keys(contenders);
  for (let i = 0; i < warmUpSlices; i++) for (const name of names) await contenders[name]!();
  const samples: Record<string, Samples> = Object.fromEntries(names.map((name) => [name, { cpu: [], wall: [] }]));
  let turn = 0;
  for (let round = 0; round < rounds; round++) {
    beforeRound?.();
    const cpu = new Map(names.map((name) => [name, 0]));
    const wall = new Map(names.map((name) => [name, 0]));
    for (let slice = 0; slice < slices; slice++) {
      // Rotated every turn: each contender takes every place in the order alike, and none runs twice in a row (a
      // contender that ran last and then first again, as a reversing order has it, measured cheaper than the rest).
      const shift = turn++ % names.length;
      for (const name of [...names.slice(shift), ...names.slice(0, shift)]) {
        const time = await contenders[name]!();
        cpu.set(name, cpu.get(name)! + time.cpu);
        wall.set(name, wall.get(name)! + time.wall);
      }
    }
    const units = slices * unitsPerSlice;
    for (const name of names) {
      samples[name]!.cpu.push(cpu.get(name)! / units);
      samples[name]!.wall.push(wall.get(name)! / units);
    }
  }
  return samples;
}

/** Runs `run` once and measures it (after `before`, outside the timing). */
export async function timeSlice(run: () => unknown, before?: () => void): Promise<SliceTime> {
  before?.();
  const startedCpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  if (result instanceof Promise) await result;
  const used = process.cpuUsage(startedCpu);
  return { cpu: used.user + used.system, wall: (performance.now() - started) * 1000 };
}

/** `slicedTimes` of contenders that run in this process. */
export function sliced(
  contenders: Record<string, () => unknown>,
  options: SlicedOptions,
): Promise<Record<string, Samples>> {
  const timed = Object.fromEntries(
    Object.entries(contenders).map(([name, run]) => [name, () => timeSlice(run, options.beforeSlice)]),
  );
  return slicedTimes(timed, options);
}

/** The median of per-round ratios `a / b` of one measure. */
export function ratioOf(a: Samples, b: Samples, measure: keyof Samples = "cpu"): number {
  return median(a[measure].map((value, round) => value / b[measure][round]!));
}
