/** The middle value of the samples (the upper of the two middle ones for an even count). */
export function median(samples: readonly number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}
