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

const LEVEL_CAPS: Readonly<Record<HodokuLevel, number>> = { easy: 800, medium: 1000, hard: 1600, unfair: 1800, extreme: Number.POSITIVE_INFINITY };

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
  // 2: forcing chains are the first the search meets (every chain costs the same), not SE's first.
  // 3: the same chain whichever raters ran before it on the puzzle (SE's search no longer lends its first).
  // 4: multi-colouring after simple colouring, ALS-XZ and ALS-XY-wing after the nice loops, as HoDoKu 2.2 tries them.
  // 5: unique rectangles 5 and 6 and hidden rectangles after type 4.
  // 6: Sue de Coq before simple colouring.
  // 7: ALS-XY-chains after the ALS-XY-wing, avoidable rectangles 1 and 2 after hidden rectangles.
  // 8: Franken X-wing and swordfish after the ALS-XY-chain.
  // 9: locked pairs and triples only when they clear the box and the line outside it, box by box, as HoDoKu 2.2 tells them from naked ones;
  //    locked candidates in HoDoKu's scan order, chains and loops removing the most candidates first, as HoDoKu 2.2 picks among instances.
  // 10: naked subsets in any house, boxes, rows, then columns, as HoDoKu 2.2 finds them; a chain proving a digit removes the cell's other candidates; no lassos among chains and loops.
  // 11: grouped nice loops and grouped AICs after the nice loops, as HoDoKu 2.2 tries them.
  // 12: finned Franken X-wing and swordfish after the Franken swordfish, as HoDoKu 2.2 finds them.
  // 13: unique rectangles whose cells beside the bare ones may lack a digit of the pair no placed digit rules out, as HoDoKu 2.2 allows by default.
  // 14: nice loops and AICs as HoDoKu 2.2's tables yield them (one chain per premise and consequence), sorted as HoDoKu sorts them;
  //     full houses, naked and hidden singles taken from HoDoKu 2.2's queues in the order they appeared; BUG+1 removes the cell's other candidates, the naked single after it counting.
  // 15: among several instances, the one HoDoKu 2.2 takes: its XY-chains (every chain, the most eliminations), XY-wings by cell
  //     triples, fish rows first, skyscrapers, Sue de Coq, turbot fish, remote pairs and forcing chains in its order.
  // 16: unique rectangles type 3, ALS-XY-wings and ALS-XY-chains as HoDoKu 2.2 finds and picks them (type 3: row, column, then box,
  //     a naked set of any size of cells without the pair; wings by two restricted commons of its list; chains, all, the most eliminations).
  version: 16,
  usesOptions: [],
  rate: (input, _options, memo) => hodokuOfTrace(memoizedTrace(memo, input.puzzle, HODOKU_SET)),
};
