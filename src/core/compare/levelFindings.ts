/**
 * The ladder and the findings of a table on one metric, with what they are computed from: every
 * present level's values (sorted once, oriented so higher is harder) and categories, and each
 * source's adjacent-level tests. computeComparison takes its adjacent tests from here, so the
 * boxes' tests and the findings' sentences are one computation.
 */
import { categorize } from '../rate/universal';
import { compareAdjacentLevels, type AdjacentLevels } from './adjacentLevels';
import { computeFindings, type Finding } from './findings';
import { ladderOf, type LadderRow, type LevelSample } from './ladder';
import { levelRows, presentLevels } from './levelRows';
import type { CompareMetric } from './metrics';
import type { CompareScale, CompareTable } from './table';

export interface LevelFindings {
  readonly samples: readonly LevelSample[];
  /** Per source (by index): the tests between consecutive levels that have values. */
  readonly adjacent: readonly (readonly AdjacentLevels[])[];
  readonly ladder: readonly LadderRow[];
  readonly findings: readonly Finding[];
}

const count = (column: readonly (number | null)[] | undefined): number => {
  let n = 0;
  if (column) for (const value of column) if (value !== null) n++;
  return n;
};

export function levelFindings(table: CompareTable, metric: CompareMetric, scale: CompareScale, scaleMetric: CompareMetric): LevelFindings {
  const values = table.values[metric.id];
  const scaleValues = table.values[scale.metric];
  const sign = metric.harderWhen === 'higher' ? 1 : -1;
  const bySource = levelRows(table);
  const samples: LevelSample[] = [];
  const adjacent = table.sources.map((source, s) => {
    const present = presentLevels(source.levels, bySource[s]!);
    const ofSource = present.map((level, index): LevelSample => {
      const oriented: number[] = [];
      const categoryCounts = { easy: 0, medium: 0, hard: 0 };
      for (const row of level.rows) {
        const value = values?.[row];
        if (value !== null && value !== undefined) oriented.push(sign * value);
        const scaleValue = scaleValues?.[row];
        if (scaleValue !== null && scaleValue !== undefined) categoryCounts[categorize(scaleValue, scale)]++;
      }
      return {
        source: source.name,
        sourceIndex: s,
        level: level.name,
        rank: level.rank,
        position: present.length > 1 ? index / (present.length - 1) : 0.5,
        oriented: Float64Array.from(oriented).sort(),
        categoryCounts,
      };
    });
    samples.push(...ofSource);
    // Oriented values are harder when higher whatever the metric, so the tests keep "harder" as is.
    const rated = ofSource
      .filter((sample) => sample.oriented.length > 0)
      .map((sample) => ({ level: sample.level, values: Array.from(sample.oriented) }));
    return compareAdjacentLevels(rated, 'higher');
  });
  const rows = table.ids.length;
  return {
    samples,
    adjacent,
    ladder: ladderOf(samples, metric.harderWhen),
    findings: computeFindings({
      metric,
      scaleMetric,
      samples,
      adjacent,
      rows,
      missingMetric: rows - count(values),
      missingScale: rows - count(scaleValues),
    }),
  };
}
