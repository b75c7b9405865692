import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { loadDataLines } from '../data';
import { spreadOrder, timed } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'se-nested';
/** Puzzles per file at most, spread over it, and the CPU seconds after which a file's sample stops. */
const SAMPLE = 10;
const BUDGET = 300;
const FILES = ['forum-hardest-11plus-5000.txt', 'magictour-top1465.txt'];

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * The `se` rater (Sudoku Explainer 1.2.1.3's order, nested forcing chains included) puzzle by
 * puzzle on a sample of the hardest sets, one thread: seconds per puzzle, median and p90, and
 * how many puzzles needed the nested levels (ER 9.5 and up).
 */
export const seNestedSuite: BenchSuite = {
  name: SUITE,
  run(context) {
    const rows: BenchRow[] = [];
    for (const file of FILES) {
      const lines = loadDataLines(file);
      const order = spreadOrder(lines.length).slice(0, SAMPLE);
      const seconds: number[] = [];
      let nested = 0;
      let spent = 0;
      let wall = 0;
      for (const index of order) {
        const run = timed(() => ratePuzzle(lines[index]!.slice(0, 81), ['se']));
        const er = (run.result.se as { er: number } | undefined)?.er ?? 0;
        context.log(`se-nested: ${file} #${index + 1}: ER ${er.toFixed(1)} in ${run.cpuSeconds.toFixed(1)} s`);
        seconds.push(run.cpuSeconds);
        if (er >= 9.5) nested++;
        spent += run.cpuSeconds;
        wall += run.wallSeconds;
        if (spent >= BUDGET) break;
      }
      const sorted = [...seconds].sort((a, b) => a - b);
      const median = quantile(sorted, 0.5);
      const p90 = quantile(sorted, 0.9);
      rows.push({
        suite: SUITE,
        case: 'se rater, seconds per puzzle',
        file,
        puzzles: seconds.length,
        cpuSeconds: spent,
        wallSeconds: wall,
        perSecond: seconds.length / spent,
        note: `median ${median.toFixed(1)} s, p90 ${p90.toFixed(1)} s; ${nested} of ${seconds.length} rated 9.5 or more`,
        extra: { medianSeconds: median, p90Seconds: p90, nested },
      });
    }
    return rows;
  },
};
