/**
 * The fit on levels made from known costs: puzzles of the bundled sample, traced once with a
 * preset, rated with other (known) values, and cut into levels at quantiles of that rating. A
 * fit that starts from the preset's values must find the known order again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSampleDir } from '../../../main/services/library/sample';
import { Rng } from '../../simulate/rng';
import { ratePuzzle } from '../ratePuzzle';
import { presetCustomSet, type CustomSet } from '../customSet';
import { packTraces, scoresOf, spearmanOf } from './fitScore';
import { fitRating, MIN_FOLD_PUZZLES, stratifiedFolds, type FitResult } from './fitRating';
import { fitTraceOf, type FitTrace } from './fitTrace';
import { monotoneProjection } from './fitValues';

/** Every third puzzle of the sample's Sudoku of the Day levels: 500 puzzles of all six levels. */
const PUZZLES = fs
  .readFileSync(path.join(findSampleDir(), 'sotd-levels.csv'), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .filter((_, index) => index % 3 === 0)
  .map((line) => line.split(',')[0]!);

function traced(set: CustomSet): FitTrace[] {
  return PUZZLES.map((text) => fitTraceOf(set, text)).flatMap((outcome) => ('trace' in outcome ? [outcome.trace] : []));
}

const SOTD = presetCustomSet('sotd', 'sotd');
const SOTD_TRACES = traced(SOTD);

/** Levels 0..count-1 cut at equal-count quantiles of `scores`. */
function quantileLevels(scores: readonly number[], count: number): number[] {
  const order = scores.map((_, index) => index).sort((a, b) => scores[a]! - scores[b]!);
  const levels = new Array<number>(scores.length);
  order.forEach((index, position) => (levels[index] = Math.floor((position * count) / scores.length)));
  return levels;
}

/** Known values: rising in the set's order (the fit's default constraint), far from the preset's. */
function knownValues(set: CustomSet, seed: number): number[] {
  const rng = new Rng(seed);
  let value = 0;
  return set.techniques.map(() => (value += 1 + rng.below(400)));
}

function expectMonotoneAndNonNegative(set: CustomSet, result: FitResult): void {
  const values = set.techniques.map((t) => result.values[t.id]!);
  values.forEach((value, index) => {
    expect(value).toBeGreaterThanOrEqual(0);
    if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1]!);
  });
}

describe('fitRating', () => {
  const ratios = SOTD.techniques.map((t) => (t.later === undefined ? 1 : t.later / t.value));
  const packed = packTraces(SOTD_TRACES, 'sum', ratios);
  const known = knownValues(SOTD, 7);
  const knownScores = scoresOf(packed, known);
  const levels = quantileLevels(knownScores, 5);
  const names = ['One', 'Two', 'Three', 'Four', 'Five'];

  it('recovers the order of levels cut from known costs', () => {
    const fitted = fitRating({ set: SOTD, name: 'fitted', levels: names, traces: SOTD_TRACES, levelRanks: levels, folds: 5, seed: 3 });
    expect(fitted.ok).toBe(true);
    const result = (fitted as { value: FitResult }).value;
    const startAgreement = spearmanOf(
      knownScores,
      scoresOf(
        packed,
        SOTD.techniques.map((t) => t.value),
      ),
    );
    const fittedAgreement = spearmanOf(
      knownScores,
      scoresOf(
        packed,
        SOTD.techniques.map((t) => result.values[t.id]!),
      ),
    );
    expect(fittedAgreement).toBeGreaterThan(0.97);
    expect(fittedAgreement).toBeGreaterThan(startAgreement);
    expect(result.spearman).toBeGreaterThan(result.start.spearman);
    expect(result.cvSpearman).toBeGreaterThan(0.9);
    expect(result.cvSpearman).toBeGreaterThan(result.start.cvSpearman);
    expectMonotoneAndNonNegative(SOTD, result);
  });

  it('rates with the saved set exactly as the fit scored, and cuts the site levels in its shares', () => {
    const result = (
      fitRating({ set: SOTD, name: 'fitted', levels: names, traces: SOTD_TRACES, levelRanks: levels, folds: 3 }) as { value: FitResult }
    ).value;
    const id = `custom:${result.set.name}`;
    const rate = (text: string) => ratePuzzle(text, [id], { customSets: [result.set] })[id] as { score: number; level: string };
    const fittedScores = scoresOf(
      packed,
      SOTD.techniques.map((t) => result.values[t.id]!),
    );
    PUZZLES.slice(0, 60).forEach((text, index) => expect(rate(text).score).toBeCloseTo(fittedScores[index]!, 2));
    expect(result.set.levels!.map((level) => level.name)).toEqual(names);
    const levelled = PUZZLES.map((text) => rate(text).level);
    const share = (name: string) => levelled.filter((level) => level === name).length / levelled.length;
    for (const name of names) expect(share(name)).toBeGreaterThan(0.1);
  });

  it('with the order freed, recovers known values that fall in the order', () => {
    const falling = known.map((value, index) => (index % 2 === 0 ? value : value / 8));
    const fallingScores = scoresOf(packed, falling);
    const fallingLevels = quantileLevels(fallingScores, 5);
    const agreement = (freeOrder: boolean): number => {
      const result = (
        fitRating({ set: SOTD, name: 'fitted', levels: names, traces: SOTD_TRACES, levelRanks: fallingLevels, folds: 3, freeOrder }) as {
          value: FitResult;
        }
      ).value;
      if (!freeOrder) expectMonotoneAndNonNegative(SOTD, result);
      for (const value of Object.values(result.values)) expect(value).toBeGreaterThanOrEqual(0);
      return spearmanOf(
        fallingScores,
        scoresOf(
          packed,
          SOTD.techniques.map((t) => result.values[t.id]!),
        ),
      );
    };
    const free = agreement(true);
    expect(free).toBeGreaterThan(0.97);
    expect(free).toBeGreaterThan(agreement(false));
  });

  it('fits the hardest fold, with Sudoku Explainer chain bonuses', () => {
    // Under the hardest fold, values that keep the order keep the ratings' order too (but for
    // the chain bonuses): known values out of the order are what a fit has to find.
    const se = presetCustomSet('se', 'se');
    const traces = traced(se);
    const sePacked = packTraces(
      traces,
      'hardest',
      se.techniques.map(() => 1),
    );
    const seKnown = knownValues(se, 11).map((value, index) => (index % 3 === 1 ? value / 500 : value / 100));
    const seScores = scoresOf(sePacked, seKnown);
    const seLevels = quantileLevels(seScores, 4);
    const result = (
      fitRating({ set: se, name: 'fitted', levels: names.slice(0, 4), traces, levelRanks: seLevels, folds: 5, freeOrder: true }) as {
        value: FitResult;
      }
    ).value;
    expect(result.spearman).toBeGreaterThan(result.start.spearman);
    expect(result.cvSpearman).toBeGreaterThan(result.start.cvSpearman);
    expect(
      spearmanOf(
        seScores,
        scoresOf(
          sePacked,
          se.techniques.map((t) => result.values[t.id]!),
        ),
      ),
    ).toBeGreaterThan(
      spearmanOf(
        seScores,
        scoresOf(
          sePacked,
          se.techniques.map((t) => t.value),
        ),
      ),
    );
    for (const value of Object.values(result.values)) expect(value).toBeGreaterThanOrEqual(0);
  });

  it('keeps the starting values where they already give the levels', () => {
    const own = quantileLevels(
      scoresOf(
        packed,
        SOTD.techniques.map((t) => t.value),
      ),
      5,
    );
    const result = (
      fitRating({ set: SOTD, name: 'fitted', levels: names, traces: SOTD_TRACES, levelRanks: own, folds: 5 }) as { value: FitResult }
    ).value;
    expect(result.cvSpearman).toBeGreaterThanOrEqual(result.start.cvSpearman - 0.002);
  });

  it('says what is wrong with its input', () => {
    const fit = (levelRanks: readonly number[], folds = 5, traces = SOTD_TRACES) =>
      fitRating({ set: SOTD, name: 'x', levels: names, traces, levelRanks, folds });
    const message = (outcome: ReturnType<typeof fit>) => (outcome.ok ? 'ok' : outcome.error.message);
    expect(message(fit(SOTD_TRACES.map(() => 2)))).toBe(
      'the puzzles have one level only (Three): a fit needs puzzles of at least 2 levels',
    );
    expect(message(fit(levels, 1))).toBe('--folds must be a whole number of 2 or more, not 1');
    const spread = Array.from({ length: 40 }, (_, index) => index * 12);
    expect(
      message(
        fit(
          spread.map((index) => levels[index]!),
          5,
          spread.map((index) => SOTD_TRACES[index]!),
        ),
      ),
    ).toBe(
      `too few puzzles for 5 folds: 40 puzzles give 8 in the smallest fold, and each fold needs ${MIN_FOLD_PUZZLES}; use fewer --folds or more puzzles`,
    );
  });
});

describe('stratifiedFolds', () => {
  it('deals every puzzle once, each level evenly, the same for the same seed', () => {
    const ranks = Array.from({ length: 103 }, (_, index) => index % 4);
    const folds = stratifiedFolds(ranks, 5, 9);
    expect(folds.flat().sort((a, b) => a - b)).toEqual(ranks.map((_, index) => index));
    for (let level = 0; level < 4; level++) {
      const counts = folds.map((fold) => fold.filter((index) => ranks[index] === level).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    expect(stratifiedFolds(ranks, 5, 9)).toEqual(folds);
    expect(stratifiedFolds(ranks, 5, 10)).not.toEqual(folds);
  });
});

describe('monotoneProjection', () => {
  it('pools violators to their mean and clips at 0', () => {
    expect(monotoneProjection([1, 3, 2, 4])).toEqual([1, 2.5, 2.5, 4]);
    expect(monotoneProjection([5, 1, 0])).toEqual([2, 2, 2]);
    expect(monotoneProjection([-3, 1, -1, 6])).toEqual([0, 0, 0, 6]);
    expect(monotoneProjection([1, 2, 3])).toEqual([1, 2, 3]);
  });
});
