/**
 * Levels of two sources that come out the other way round from their names: a level a person
 * would expect harder (its name's tier at least EXPECTED_GAP above the other's, see levelNames)
 * whose median is easier; and levels whose names promise the same (one tier) where a puzzle of
 * the one is clearly easier (harder at most LIKE_NAMES_CHANCE of the time) than one of the
 * other. Each names both medians and the probability that a puzzle of the level expected harder
 * is harder than one of the other (Mann–Whitney's common-language effect size, ties half).
 * Strongest reversal (lowest probability) first; past MAX_SURPRISES, one finding counts the rest.
 */
import { probabilityHigherSorted } from '../stats/probabilityHigher';
import type { Finding } from './finding';
import { count, percent, possessive, value } from './findingWords';
import { sampleQuartiles, type LevelSample } from './ladder';
import { EXPECTED_GAP, lexiconTier } from './levelNames';
import type { CompareMetric } from './metrics';
import { MIN_LEVEL_SIZE } from './problems';

/** Most surprises listed one by one. */
export const MAX_SURPRISES = 8;

/** Two levels of like names are worth a finding when one is harder at most this often. */
const LIKE_NAMES_CHANCE = 0.3;

interface Surprise {
  readonly expectedHarder: LevelSample;
  readonly expectedEasier: LevelSample;
  readonly medianHarder: number;
  readonly medianEasier: number;
  readonly probability: number;
  readonly gap: number;
}

export function surpriseFindings(metric: CompareMetric, samples: readonly LevelSample[]): Finding[] {
  const sign = metric.harderWhen === 'higher' ? 1 : -1;
  const levels = samples
    .filter((sample) => sample.oriented.length >= MIN_LEVEL_SIZE)
    .map((sample) => ({ sample, tier: lexiconTier(sample.level), median: sampleQuartiles(sample, sign).median }))
    .filter((level): level is typeof level & { tier: number } => level.tier !== null);
  const surprises: Surprise[] = [];
  for (const a of levels) {
    for (const b of levels) {
      if (a.sample.sourceIndex === b.sample.sourceIndex || a.tier < b.tier) continue;
      // a is expected at least as hard as b: a surprise when a's median is easier.
      if (!(sign * (a.median - b.median) < 0)) continue;
      const probability = probabilityHigherSorted(b.sample.oriented, a.sample.oriented);
      const gap = a.tier - b.tier;
      if (gap === 0 ? probability > LIKE_NAMES_CHANCE : gap < EXPECTED_GAP) continue;
      surprises.push({
        expectedHarder: a.sample,
        expectedEasier: b.sample,
        medianHarder: a.median,
        medianEasier: b.median,
        probability,
        gap,
      });
    }
  }
  surprises.sort(
    (x, y) =>
      x.probability - y.probability ||
      y.gap - x.gap ||
      x.expectedHarder.sourceIndex - y.expectedHarder.sourceIndex ||
      x.expectedHarder.rank - y.expectedHarder.rank ||
      x.expectedEasier.sourceIndex - y.expectedEasier.sourceIndex ||
      x.expectedEasier.rank - y.expectedEasier.rank,
  );
  const findings = surprises.slice(0, MAX_SURPRISES).map((surprise): Finding => {
    const { expectedHarder: a, expectedEasier: b } = surprise;
    const [first, second] = a.level === b.level ? ['the first', 'the second'] : [a.level, b.level];
    return {
      text:
        `${possessive(a.source)} ${a.level} (median ${metric.short} ${value(metric, surprise.medianHarder)}) is easier ` +
        `than ${possessive(b.source)} ${b.level} (${value(metric, surprise.medianEasier)})` +
        `${surprise.gap === 0 ? ', though their names promise the same' : ''}: ` +
        `a puzzle of ${first} is harder than one of ${second} only ${percent(surprise.probability)} of the time.`,
      chart: 'ladder',
      kind: 'surprise',
      source: a.source,
      level: a.level,
      other: { source: b.source, level: b.level },
      numbers: { median: surprise.medianHarder, otherMedian: surprise.medianEasier, probabilityHarder: surprise.probability },
    };
  });
  const rest = surprises.length - MAX_SURPRISES;
  if (rest > 0) {
    findings.push({
      text:
        `And ${count(rest)} more pair${rest === 1 ? '' : 's'} of levels come${rest === 1 ? 's' : ''} ` +
        'out the other way round from their names, each less clearly.',
      chart: 'ladder',
      kind: 'surprise',
      numbers: { more: rest },
    });
  }
  return findings;
}
