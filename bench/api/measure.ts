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
  const { p50: median, p99 } = percentiles(samples);
  return { median, p99 };
}

/** Nearest rank: the smallest sample with at least a share q of the samples at or below it. */
const atQuantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: atQuantile(sorted, 0.5),
    p99: atQuantile(sorted, 0.99),
    max: sorted.at(-1)!,
  };
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
    const { p50: median, p99 } = percentiles(list);
    return { median, p99 };
  });
}

/**
 * Calls `call` (it resolves to its latency, ms) again and again, `pauseMs` after each answer, until
 * `stop()`, which resolves to the latencies, sorted.
 */
export function pollUntilStopped(call: () => Promise<number>, pauseMs: number) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      times.push(await call());
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return times.sort((a, b) => a - b);
    },
  };
}

// One rank above nearest rank when q × n is whole: what bench/allpage and bench/export have always
// printed, kept so their figures compare with the earlier runs in RESULTS.md.
const polledQuantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** "n calls, p50, p99, max" of the latencies `pollUntilStopped` resolved to. */
export const latencySummary = (sorted: number[]) =>
  `${sorted.length} calls, p50 ${polledQuantile(sorted, 0.5).toFixed(1)} ms, p99 ${polledQuantile(sorted, 0.99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
