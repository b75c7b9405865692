/**
 * The Compare view's findings, in words: computed from the same level samples as the ladder and
 * the same adjacent-level tests as the boxes, so each sentence names numbers a chart shows. The
 * CLI prints exactly these sentences. Rules per kind live beside: placementFindings (where a
 * source's levels fall on the universal scale), orderFindings (levels in order, adjacent levels
 * that overlap) and surpriseFindings (levels of two sources the other way round from their names).
 */
import type { AdjacentLevels } from './adjacentLevels';
import { raterName } from '../rate/names';
import { count } from './findingWords';
import type { LevelSample } from './ladder';
import type { CompareMetric } from './metrics';
import { orderFindings } from './orderFindings';
import { placementFindings } from './placementFindings';
import { surpriseFindings } from './surpriseFindings';
import type { Finding } from './finding';

export type { Finding } from './finding';

export interface FindingsInput {
  readonly metric: CompareMetric;
  /** The metric of the scale whose categories the placements use. */
  readonly scaleMetric: CompareMetric;
  /** Every present level of every source, by source then rank. */
  readonly samples: readonly LevelSample[];
  /** Per source (by index), the adjacent-level tests on the metric. */
  readonly adjacent: readonly (readonly AdjacentLevels[])[];
  /** Rows of the selection, and those without a value of the metric and of the scale's metric. */
  readonly rows: number;
  readonly missingMetric: number;
  readonly missingScale: number;
}

/** Missing ratings first (they qualify everything else), then each source's placement and order, then the surprises across sources. */
export function computeFindings(input: FindingsInput): Finding[] {
  const findings: Finding[] = [];
  if (input.missingMetric > 0) findings.push(missingFinding(input.metric, input.missingMetric, input.rows));
  if (input.scaleMetric.id !== input.metric.id && input.missingScale > 0)
    findings.push(missingFinding(input.scaleMetric, input.missingScale, input.rows, true));
  const bySource = new Map<number, LevelSample[]>();
  for (const sample of input.samples) {
    const list = bySource.get(sample.sourceIndex) ?? [];
    list.push(sample);
    bySource.set(sample.sourceIndex, list);
  }
  for (const [sourceIndex, samples] of bySource) {
    findings.push(...placementFindings(samples));
    findings.push(...orderFindings(input.metric, samples, input.adjacent[sourceIndex] ?? []));
  }
  findings.push(...surpriseFindings(input.metric, input.samples));
  return findings;
}

/** What a rated count lacks, and what to do about it: one sentence instead of a warning per level. */
export function missingSentence(metric: CompareMetric, missing: number, rows: number, forScale = false): string {
  const what = forScale ? `${metric.short}, the scale's metric,` : metric.short;
  const which = missing === rows ? `any of the ${count(rows)}` : `${count(missing)} of ${count(rows)}`;
  if (metric.published) {
    const covered = rows - missing;
    const scaleNote = forScale ? " (it is the scale's metric)" : '';
    return (
      `The published ${metric.published.column} covers ${count(covered)} of ${count(rows)} puzzles${scaleNote}: ` +
      `the others' sources gave no ${metric.published.column} column, so the charts leave them out.`
    );
  }
  const goal = forScale ? "every level's share of Easy, Medium and Hard" : 'where every level falls';
  return `${what} is not rated for ${which} puzzles: rate them with the ${raterName(metric.rater).short} rater to see ${goal}.`;
}

function missingFinding(metric: CompareMetric, missing: number, rows: number, forScale = false): Finding {
  return { text: missingSentence(metric, missing, rows, forScale), chart: 'ladder', kind: 'missing', numbers: { missing, rows } };
}
