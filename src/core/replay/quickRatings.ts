/**
 * What the editor shows about a unique puzzle while it is typed: quick ratings (the numbers
 * `patti rate --raters se,cost,nhc4,universal` prints) and the givens it could do without.
 */
import { asPuzzle } from '../grid/puzzle';
import type { CostRating } from '../rate/cost';
import { costLevelWords } from '../rate/costScale';
import type { NhcRating } from '../rate/nishioRaters';
import { ratePuzzle } from '../rate/ratePuzzle';
import type { SeRating } from '../rate/se';
import type { UniversalRating } from '../rate/universalRater';
import { countSolutions } from '../solve/index';
import { readPuzzle } from './puzzleInput';
import type { PuzzleProblem, QuickRatings, RedundantGivens } from './views';

/** The raters the editor shows, in one call so they share their work (NHC-4 feeds the category). */
const QUICK_RATERS = ['se', 'cost', 'nhc4', 'universal'] as const;

/** SE ER, cost score and level, NHC-4 mean and the universal category (from NHC-4) of a puzzle text. */
export function quickRatingsOf(text: string): QuickRatings | PuzzleProblem {
  const read = readPuzzle(text);
  if (read.kind === 'problem') return read;
  const row = ratePuzzle(read.puzzle, QUICK_RATERS);
  if (row.error) throw new Error(`rating failed: ${row.error.message}`);
  const cost = row.cost as CostRating;
  return {
    puzzle: read.puzzle,
    seEr: (row.se as SeRating).er,
    costScore: cost.score,
    costLevel: costLevelWords(cost),
    nhc4: (row.nhc4 as NhcRating).mean,
    universal: (row.universal as UniversalRating).nhc,
  };
}

/** Each given whose removal leaves a puzzle with exactly one solution, in cell order. */
export function redundantGivensOf(text: string): RedundantGivens | PuzzleProblem {
  const read = readPuzzle(text);
  if (read.kind === 'problem') return read;
  const cells: number[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (read.puzzle[cell] === '.') continue;
    const without = asPuzzle(read.puzzle.slice(0, cell) + '.' + read.puzzle.slice(cell + 1));
    if (countSolutions(without, 2) === 1) cells.push(cell);
  }
  return { puzzle: read.puzzle, cells };
}
