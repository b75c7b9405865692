/**
 * Whether a source's levels are in order on the metric, by median: one sentence when they all
 * are, else one per adjacent pair the wrong way round (with the Mann–Whitney p of the pair); and
 * one per adjacent pair in order that cannot be told apart (p ≥ OVERLAP_P), with the probability
 * that a puzzle of the harder level is harder. Pairs with a level of fewer than MIN_LEVEL_SIZE
 * rated puzzles are left out: their tests say little.
 */
import type { AdjacentLevels } from './adjacentLevels';
import type { Finding } from './finding';
import { count, percent, possessive, pValue, value } from './findingWords';
import { sampleQuartiles, type LevelSample } from './ladder';
import type { CompareMetric } from './metrics';
import { MIN_LEVEL_SIZE } from './problems';

/** Adjacent levels whose two-sided Mann–Whitney p is at least this overlap: the test cannot tell them apart. */
const OVERLAP_P = 0.05;

export function orderFindings(metric: CompareMetric, samples: readonly LevelSample[], adjacent: readonly AdjacentLevels[]): Finding[] {
  const source = samples[0]?.source;
  if (source === undefined) return [];
  const sign = metric.harderWhen === 'higher' ? 1 : -1;
  const medianOf = new Map(
    samples.filter((sample) => sample.oriented.length > 0).map((sample) => [sample.level, sampleQuartiles(sample, sign).median]),
  );
  const tested = adjacent.filter((pair) => pair.nEasier >= MIN_LEVEL_SIZE && pair.nHarder >= MIN_LEVEL_SIZE);
  if (tested.length === 0) return [];
  const findings: Finding[] = [];
  const reversed = tested.filter((pair) => !pair.medianInOrder);
  if (reversed.length === 0) {
    const levels = new Set(tested.flatMap((pair) => [pair.easier, pair.harder])).size;
    findings.push({
      text: `${possessive(source)} ${count(levels)} levels are in order of median ${metric.short}.`,
      chart: 'boxes',
      kind: 'order',
      source,
      numbers: { levels },
    });
  }
  for (const pair of tested) {
    const easier = medianOf.get(pair.easier)!;
    const harder = medianOf.get(pair.harder)!;
    const numbers = {
      [`median ${pair.easier}`]: easier,
      [`median ${pair.harder}`]: harder,
      p: pair.p,
      probabilityHarder: pair.probabilityHarder,
    };
    const common = { source, level: pair.harder, other: { source, level: pair.easier }, numbers } as const;
    if (!pair.medianInOrder) {
      findings.push({
        ...common,
        text:
          `${possessive(source)} ${pair.harder} (median ${metric.short} ${value(metric, harder)}) is easier than ${pair.easier}, ` +
          `the level before it (${value(metric, easier)}; Mann–Whitney ${pValue(pair.p)}).`,
        chart: 'adjacent',
        kind: 'order',
      });
    } else if (pair.p >= OVERLAP_P) {
      findings.push({
        ...common,
        text:
          `${possessive(source)} ${pair.easier} and ${pair.harder} overlap on ${metric.short} ` +
          `(medians ${value(metric, easier)} and ${value(metric, harder)}; Mann–Whitney ${pValue(pair.p)}): ` +
          `a puzzle of ${pair.harder} is harder than one of ${pair.easier} ${percent(pair.probabilityHarder)} of the time.`,
        chart: 'adjacent',
        kind: 'overlap',
      });
    }
  }
  return findings;
}
