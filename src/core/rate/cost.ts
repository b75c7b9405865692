/**
 * `cost`: Sudoku of the Day's technique-cost score (its "Sudoku Difficulty Ratings" page). The
 * logical solver takes the easiest technique of the site's set each time; each technique costs
 * its first-use price once and its later-use price after that; the score is the sum, mapped to
 * the six levels.
 */
import { Grid } from '../grid/grid';
import type { Puzzle } from '../grid/puzzle';
import { memoizedTrace } from '../simulate/logicalMemo';
import { solvingSteps, type LogicalTrace } from '../simulate/logical';
import { SE_SET, SOTD_SET, SUKAKU_SET, withoutGuess, type TechniqueSet } from '../simulate/logicalPresets';
import { applyStep } from '../step';
import { SearchContext } from '../strategies/searchContext';
import { techniqueOfId, type TechniqueId } from '../techniques';
import type { PuzzleMemo, Rater } from '../rater';
import { BEYOND_DIABOLICAL } from './costScale';

export type CostLevel = 'Beginner' | 'Easy' | 'Medium' | 'Tricky' | 'Fiendish' | 'Diabolical' | typeof BEYOND_DIABOLICAL;

export interface CostRating {
  readonly score: number;
  readonly level: CostLevel;
  /** Uses of each technique, by the site's technique names. */
  readonly techniques: Readonly<Record<string, number>>;
  /**
   * Beyond Diabolical only: the technique (id) the puzzle needs first that is not in the site's
   * list — the one that moves the solve on where the site's techniques stop.
   */
  readonly needs?: TechniqueId;
}

/**
 * The site's bands overlap (Beginner 3600–4500 … Diabolical 11000–25000). A score goes to the
 * level whose average (4000, 4900, 6000, 7600, 10000, 18000) is nearest: the cut points are the
 * midpoints 4450, 5450, 6800, 8800, 14000, and each lies inside the overlap of its two bands.
 */
export const COST_LEVELS: readonly { readonly level: CostLevel; readonly average: number; readonly low: number; readonly high: number }[] =
  [
    { level: 'Beginner', average: 4000, low: 3600, high: 4500 },
    { level: 'Easy', average: 4900, low: 4300, high: 5500 },
    { level: 'Medium', average: 6000, low: 5300, high: 6900 },
    { level: 'Tricky', average: 7600, low: 6500, high: 9300 },
    { level: 'Fiendish', average: 10000, low: 8300, high: 14000 },
    { level: 'Diabolical', average: 18000, low: 11000, high: 25000 },
  ];

export function costLevelOf(score: number): CostLevel {
  for (let i = 0; i < COST_LEVELS.length - 1; i++) {
    const cut = (COST_LEVELS[i]!.average + COST_LEVELS[i + 1]!.average) / 2;
    if (score <= cut) return COST_LEVELS[i]!.level;
  }
  return 'Diabolical';
}

/** The fold: uses per site technique (grouped by site code), priced first/later. */
export function costOfTrace(trace: LogicalTrace): CostRating {
  const uses = new Map<string, { name: string; first: number; later: number; count: number }>();
  for (const { technique } of trace.steps) {
    const sotd = techniqueOfId(technique).sotd;
    if (!sotd) throw new Error(`technique ${technique} has no Sudoku of the Day cost`);
    const entry = uses.get(sotd.code) ?? { name: sotd.name, first: sotd.first, later: sotd.later, count: 0 };
    entry.count++;
    uses.set(sotd.code, entry);
  }
  let score = 0;
  const techniques: Record<string, number> = {};
  for (const entry of uses.values()) {
    score += entry.first + (entry.count - 1) * entry.later;
    techniques[entry.name] = entry.count;
  }
  return { score, level: trace.outcome === 'solved' ? costLevelOf(score) : BEYOND_DIABOLICAL, techniques };
}

/**
 * Sukaku Explainer's order (Sudoku Explainer's with the strong-link patterns and wings it adds),
 * then Sudoku Explainer's nested forcing chains, which the hardest puzzles need first; no guess.
 */
const BEYOND_SET: TechniqueSet = {
  id: 'sotd-beyond',
  title: 'Sukaku Explainer order with nested forcing chains, no guessing',
  tiers: [...withoutGuess(SUKAKU_SET).tiers, ...SE_SET.tiers.filter((tier) => typeof tier === 'string' && tier.startsWith('nested-'))],
};

/**
 * Where the site's techniques stop, the solve goes on in the order above, easiest first: the
 * first technique it takes that the site's list lacks is the one the puzzle needs. Undefined when
 * nothing but a guess goes on from there (or the position is broken).
 */
export function techniqueNeededBeyond(
  puzzle: Puzzle,
  trace: LogicalTrace,
  start: Grid,
  context = new SearchContext(),
): TechniqueId | undefined {
  if (trace.outcome !== 'stuck') return undefined;
  const grid = start.clone();
  for (const { step } of trace.steps) applyStep(grid, step);
  for (const { technique } of solvingSteps(grid, puzzle, BEYOND_SET, { countOptions: false, context })) {
    if (!techniqueOfId(technique).sotd) return technique;
  }
  return undefined;
}

/** The rating with, beyond Diabolical, the technique the puzzle needs (its solves shared through the memo). */
function rateCost(puzzle: Puzzle, memo: PuzzleMemo): CostRating {
  const trace = memoizedTrace(memo, puzzle, SOTD_SET);
  const rating = costOfTrace(trace);
  if (rating.level !== BEYOND_DIABOLICAL) return rating;
  const start = memo.get('grid:start', () => Grid.fromPuzzle(puzzle));
  const needs = techniqueNeededBeyond(puzzle, trace, start, memo.context);
  return needs === undefined ? rating : { ...rating, needs };
}

export const costRater: Rater<CostRating> = {
  id: 'cost',
  title: 'Sudoku of the Day technique costs and levels',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 5,
  usesOptions: [],
  rate: (input, _options, memo) => rateCost(input.puzzle, memo),
};
