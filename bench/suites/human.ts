import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { GRADER_SET, SE_SET } from '../../src/core/simulate/logicalPresets';
import { SearchContext } from '../../src/core/strategies/searchContext';
import { loadDataLines, loadDataPuzzles } from '../data';
import { budgetedRateRow } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'human';
const FILES = ['royle17-49158.txt', 'magictour-top1465.txt', 'forum-hardest-11plus-5000.txt'];
/** CPU seconds per case and file; a case that runs out rates a sample spread over the file. */
const BUDGET = 20;

/**
 * The human solver and the technique-based raters: the logical solve alone (basic techniques,
 * then the whole SE order) and all four raters through ratePuzzle (validity check included),
 * one thread.
 */
export const humanSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const rows: BenchRow[] = [];
    for (const file of FILES) {
      const puzzles = loadDataPuzzles(file);
      const lines = loadDataLines(file);
      context.log(`human: ${file}`);
      // One search context for the file, as `patti rate` and the workers keep one for their loop.
      const search = new SearchContext();
      rows.push(
        budgetedRateRow(
          { suite: SUITE, case: 'logical solve, 0–10 scale set (basic techniques)', file },
          puzzles,
          (p) => solveLogically(p, GRADER_SET, { countOptions: false, context: search.nextPuzzle() }),
          BUDGET,
        ),
      );
      rows.push(
        budgetedRateRow(
          { suite: SUITE, case: 'logical solve, SE order (with chains)', file },
          puzzles,
          (p) => solveLogically(p, SE_SET, { countOptions: false, context: search.nextPuzzle() }),
          BUDGET,
        ),
      );
      rows.push(
        budgetedRateRow(
          { suite: SUITE, case: 'ratePuzzle: cost, grader, se, hodoku', file, baseline: true },
          lines,
          (l) => ratePuzzle(l, ['cost', 'grader', 'se', 'hodoku'], {}, search),
          BUDGET,
        ),
      );
    }
    return rows;
  },
};
