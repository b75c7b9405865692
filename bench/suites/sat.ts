/**
 * The SAT view's speed (issue 5), one thread, on the 17-clue set and the SE 11+ set:
 * - CLD (clause statistics from candidate masks): target ≥ 20,000 puzzles/s;
 * - colour (green/blue/red/black with every indicator): target ≥ 300 puzzles/s on 17-clue;
 * - DPLL figures, and MiniSat solve + uniqueness check (logic-solver) on the minimum encoding.
 * Slow cases run on a budget of CPU seconds over a sample spread across the file.
 */
import { clauseStatistics } from '../../src/core/sat/clauseLengths';
import { analyseColour } from '../../src/core/sat/colour';
import { dpllFigures } from '../../src/core/sat/dpll';
import { satSolve } from '../../src/core/sat/satSolve';
import { loadDataPuzzles } from '../data';
import { budgetedRateRow, rateRow } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'sat';
const FILES = ['royle17-49158.txt', 'forum-hardest-11plus-5000.txt'];
const BUDGET_SECONDS = 15;

export const satSuite: BenchSuite = {
  name: SUITE,
  run(context) {
    const rows: BenchRow[] = [];
    for (const file of FILES) {
      const puzzles = loadDataPuzzles(file);
      context.log(`sat: CLD on ${file}`);
      rows.push(rateRow({ suite: SUITE, case: 'cld (clause statistics)', file }, puzzles, (p) => clauseStatistics(p)));
      context.log(`sat: colour on ${file}`);
      rows.push(budgetedRateRow({ suite: SUITE, case: 'colour (all indicators)', file }, puzzles, (p) => analyseColour(p), BUDGET_SECONDS));
      context.log(`sat: dpll on ${file}`);
      rows.push(budgetedRateRow({ suite: SUITE, case: 'dpll figures', file }, puzzles, (p) => dpllFigures(p), BUDGET_SECONDS));
      context.log(`sat: MiniSat on ${file}`);
      rows.push(budgetedRateRow({ suite: SUITE, case: 'MiniSat solve + uniqueness', file }, puzzles, (p) => satSolve(p), BUDGET_SECONDS));
    }
    return rows;
  },
};
