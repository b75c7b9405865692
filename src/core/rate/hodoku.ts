/**
 * `hodoku`: HoDoKu 2.2's default rating. The score is the sum of the base scores of the steps
 * of the solve in HoDoKu's order; the level is the hardest step's level, raised while the
 * score exceeds that level's cap (Easy 800, Medium 1000, Hard 1600, Unfair 1800).
 * A solve that gets stuck (no guess registered) is Extreme.
 */
import type { LogicalTrace } from '../simulate/logical';
import { memoizedTrace } from '../simulate/logicalMemo';
import { HODOKU_SET } from '../simulate/logicalPresets';
import { HODOKU_LEVELS, techniqueOfId, type HodokuLevel } from '../techniques';
import type { Rater } from '../rater';

export interface HodokuRating {
  readonly score: number;
  readonly level: HodokuLevel;
}

const LEVEL_CAPS: Readonly<Record<HodokuLevel, number>> = {
  easy: 800,
  medium: 1000,
  hard: 1600,
  unfair: 1800,
  extreme: Number.POSITIVE_INFINITY,
};

export function hodokuOfTrace(trace: LogicalTrace): HodokuRating {
  let score = 0;
  let level = 0;
  for (const { technique } of trace.steps) {
    const hodoku = techniqueOfId(technique).hodoku;
    if (!hodoku) throw new Error(`technique ${technique} has no HoDoKu score`);
    score += hodoku.score;
    level = Math.max(level, HODOKU_LEVELS.indexOf(hodoku.level));
  }
  if (trace.outcome !== 'solved') level = HODOKU_LEVELS.length - 1;
  while (score > LEVEL_CAPS[HODOKU_LEVELS[level]!]) level++;
  return { score, level: HODOKU_LEVELS[level]! };
}

export const hodokuRater: Rater<HodokuRating> = {
  id: 'hodoku',
  title: 'HoDoKu 2.2 default score and level',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 16,
  usesOptions: [],
  rate: (input, _options, memo) => hodokuOfTrace(memoizedTrace(memo, input.puzzle, HODOKU_SET)),
};
