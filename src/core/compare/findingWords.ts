/** The small pieces every finding's sentence is built from, so all of them write numbers alike. */
import type { UniversalCategory } from '../rate/universal';
import { formatMetricValue, type CompareMetric } from './metrics';

/** A share (0–1) as a whole percent: "51%"; a share that is not quite 0 or 1 does not round to it. */
export function percent(share: number): string {
  if (share > 0 && share < 0.005) return 'under 1%';
  if (share < 1 && share > 0.995) return 'over 99%';
  return `${Math.round(share * 100)}%`;
}

/** A count with thousands separators: "2,100". */
export const count = (n: number): string => n.toLocaleString('en-US');

/** A p value as a person reads it: "p = 0.04", "p < 0.001". */
export function pValue(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/** "Sudoku of the Day's", "HoDoKu's"; a name ending in s takes the apostrophe alone. */
export const possessive = (source: string): string => (/s$/i.test(source) ? `${source}'` : `${source}'s`);

export const CATEGORY_WORDS: Readonly<Record<UniversalCategory, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** A median of the metric in its usual decimals. */
export const value = (metric: CompareMetric, median: number): string => formatMetricValue(metric, median);
