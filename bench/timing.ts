import type { BenchRow } from './types';

export interface Timed<T> {
  readonly result: T;
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
}

/** Runs `work` once and measures its CPU time (process.cpuUsage: user + system) and wall time. */
export function timed<T>(work: () => T): Timed<T> {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const result = work();
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return { result, cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds };
}

/** Async variant of timed, for work that waits on streams or child processes. */
export async function timedAsync<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const result = await work();
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  return { result, cpuSeconds: (cpu.user + cpu.system) / 1e6, wallSeconds };
}

/**
 * Times a per-item function over a list and makes the table row. A short warm-up pass over
 * the first items lets the JIT compile the hot code first, as a long-running app would.
 */
export function rateRow<T>(
  fields: { suite: string; case: string; file: string; baseline?: boolean },
  items: readonly T[],
  each: (item: T) => void,
  warmup = 200,
): BenchRow {
  for (let i = 0; i < Math.min(warmup, items.length); i++) each(items[i]!);
  const run = timed(() => {
    for (const item of items) each(item);
  });
  return {
    ...fields,
    puzzles: items.length,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: items.length / run.cpuSeconds,
  };
}

/**
 * Like rateRow, but stops after `budgetSeconds` of CPU time, for slow reference
 * implementations; the items are taken spread over the list so the sample covers all of it.
 */
export function budgetedRateRow<T>(
  fields: { suite: string; case: string; file: string; baseline?: boolean },
  items: readonly T[],
  each: (item: T) => void,
  budgetSeconds: number,
): BenchRow {
  const order = spreadOrder(items.length);
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  const spent = (): number => {
    const cpu = process.cpuUsage(cpuStart);
    return (cpu.user + cpu.system) / 1e6;
  };
  let done = 0;
  for (const index of order) {
    each(items[index]!);
    done++;
    if ((done & 7) === 0 && spent() >= budgetSeconds) break;
  }
  const cpuSeconds = spent();
  const wallSeconds = (performance.now() - wallStart) / 1000;
  const note = done < items.length ? `sample of ${done}` : undefined;
  return { ...fields, puzzles: done, cpuSeconds, wallSeconds, perSecond: done / cpuSeconds, ...(note ? { note } : {}) };
}

/** 0, n/2, n/4, 3n/4, … : every prefix of this order is spread over the whole list. */
export function spreadOrder(length: number): number[] {
  const order: number[] = [];
  const seen = new Uint8Array(length);
  for (let step = 1; step <= length * 2 && order.length < length; step *= 2) {
    for (let k = 0; k < step; k++) {
      const index = Math.floor((k * length) / step);
      if (index < length && !seen[index]) {
        seen[index] = 1;
        order.push(index);
      }
    }
  }
  for (let index = 0; index < length; index++) if (!seen[index]) order.push(index);
  return order;
}
