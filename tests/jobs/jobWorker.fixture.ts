/**
 * A rate worker for the pool and job-runner tests: the real serve loop (serveRateRequests) with
 * raters whose behaviour a test can choose per puzzle, so crashes and runaway puzzles are real:
 *
 * - `clues`: the puzzle's clue count (a cheap real value).
 * - `spin`: loops forever on a puzzle whose text ends with 'SPIN' (a runaway rater).
 * - `crash`: ends its worker thread on a puzzle whose text ends with 'CRASH'.
 * - `crashOnce`: on 'CRASHONCE:<file>' ends its worker the first time (creating <file>), rates after.
 * - `throw`: throws on a puzzle whose text ends with 'THROW'.
 * - `burn`: spends about `runs` ms of CPU (for throughput checks).
 * - `hog`: on a puzzle whose text ends with 'HOG', allocates memory until the heap limit ends it.
 *
 * Library puzzles are exactly 81 characters, so a test can also name puzzles in the environment
 * (read when the worker starts): PATTI_TEST_SPIN, PATTI_TEST_CRASH (comma-separated puzzles).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { connectToParent } from '../../src/main/workers/parentChannel';
import { serveRateRequests } from '../../src/main/workers/serveRate';

const TEST_RATER_IDS = ['clues', 'spin', 'crash', 'crashOnce', 'throw', 'burn', 'hog'];

const listed = (name: string): Set<string> => new Set((process.env[name] ?? '').split(',').filter(Boolean));
const SPIN = listed('PATTI_TEST_SPIN');
const CRASH = listed('PATTI_TEST_CRASH');

function rate(text: string, raterIds: readonly string[], options: { runs?: number }): Record<string, unknown> {
  const row: Record<string, unknown> = { puzzle: text };
  for (const id of raterIds) {
    if (id === 'clues') row[id] = [...text.slice(0, 81)].filter((c) => c >= '1' && c <= '9').length;
    if (id === 'spin' && (text.endsWith('SPIN') || SPIN.has(text))) for (;;);
    if (id === 'crash' && (text.endsWith('CRASH') || CRASH.has(text))) process.exit(7);
    if (id === 'crashOnce') {
      const marker = /CRASHONCE:(.+)$/.exec(text)?.[1];
      if (marker !== undefined && !existsSync(marker)) {
        writeFileSync(marker, 'crashed');
        process.exit(8);
      }
      row[id] = 'survived';
    }
    if (id === 'hog' && text.endsWith('HOG')) {
      const kept: number[][] = [];
      for (;;) kept.push(new Array<number>(1 << 16).fill(kept.length));
    }
    if (id === 'throw' && text.endsWith('THROW')) throw new Error('this rater refuses the puzzle');
    if (id === 'burn') {
      const until = performance.now() + (options.runs ?? 1);
      let spins = 0;
      while (performance.now() < until) spins++;
      row[id] = spins > 0 ? 1 : 0;
    }
    if (!(id in row) && !['spin', 'crash', 'throw', 'hog'].includes(id)) throw new Error(`unknown test rater ${id}`);
    if (!(id in row)) row[id] = 0;
  }
  return row;
}

serveRateRequests(connectToParent(), rate, (ids) => {
  const unknown = ids.filter((id) => !TEST_RATER_IDS.includes(id));
  return unknown.length ? `unknown rater: ${unknown.join(', ')}` : undefined;
});
