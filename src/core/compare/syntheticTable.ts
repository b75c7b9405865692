import { Rng } from '../simulate/rng';
import { COMPARE_METRICS, type CompareMetricId } from './metrics';
import type { CompareTable } from './table';

/**
 * A deterministic table of `rows` puzzles over `sources` sources with `levels` levels each,
 * every metric rising with the level plus noise (lower-is-harder metrics falling): test and
 * bench input shaped like a rated library, with no library behind it.
 */
export function syntheticTable(
  rows: number,
  options: { sources?: number; levels?: number; seed?: number; missing?: Partial<Record<CompareMetricId, number>> } = {},
): CompareTable {
  const sourceCount = options.sources ?? 2;
  const levelCount = options.levels ?? 4;
  const rng = new Rng(options.seed ?? 1);
  const uniform = (): number => rng.nextUint32() / 4294967296;
  const sources = Array.from({ length: sourceCount }, (_, s) => ({
    name: `Site ${s + 1}`,
    levels: Array.from({ length: levelCount }, (_, l) => `Level ${l + 1}`),
  }));
  const ids: number[] = [];
  const source: number[] = [];
  const level: number[] = [];
  const difficulty: number[] = [];
  for (let row = 0; row < rows; row++) {
    ids.push(row + 1);
    source.push(row % sourceCount);
    const l = rng.below(levelCount);
    level.push(l);
    difficulty.push(l / Math.max(1, levelCount - 1) + (uniform() + uniform() - 1) * 0.6);
  }
  const values: Partial<Record<CompareMetricId, (number | null)[]>> = {};
  for (const metric of COMPARE_METRICS) {
    const missingShare = options.missing?.[metric.id] ?? 0;
    values[metric.id] = difficulty.map((d) => {
      if (uniform() < missingShare) return null;
      const noisy = d + (uniform() - 0.5) * 0.5;
      if (metric.id === 'colour') return Math.max(0, Math.min(3, Math.round(noisy * 3)));
      if (metric.id === 'alone') return Math.max(2, Math.min(5, 2 + Math.round(noisy * 3)));
      if (metric.id === 'grader') return Math.max(0, Math.min(10, Math.round(noisy * 8)));
      if (metric.harderWhen === 'lower') return Math.round((30 - noisy * 12) * 100) / 100;
      return Math.round(Math.exp(1 + noisy * 2) * 100) / 100;
    });
  }
  return { sources, ids, source, level, values };
}
