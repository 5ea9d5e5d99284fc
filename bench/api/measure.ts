/** Timing helpers: run a call many times, keep the durations, report median and p99. */
export interface Timing {
  median: number;
  p99: number;
}

/** Times `run`; when it resolves to a number, that number (ms) is the sample instead of the wall time. */
export async function time(run: () => Promise<unknown>, iterations: number, warmup: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    const reported = await run();
    samples.push(typeof reported === 'number' ? reported : performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  return { median: at(0.5), p99: at(0.99) };
}

export const ms = (value: number) => value.toFixed(2).padStart(8);

/**
 * Times several calls side by side: each round runs every call once, in turn, so a burst of load from
 * other jobs on a shared machine falls on all of them alike and their ratios stay meaningful.
 */
export async function timeSideBySide(
  runs: ReadonlyArray<() => Promise<unknown>>,
  iterations: number,
  warmup: number,
): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) for (const run of runs) await run();
  const samples = runs.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (let r = 0; r < runs.length; r++) {
      const started = performance.now();
      await runs[r]!();
      samples[r]!.push(performance.now() - started);
    }
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b);
    const at = (q: number) => list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!;
    return { median: at(0.5), p99: at(0.99) };
  });
}
