/**
 * The oracle over whole files: every puzzle of each file is solved with a technique set (the
 * SE order by default, which ends with a guess), every step is checked against the unique
 * solution, and the share of puzzles that needed the trial-and-error step is reported.
 *
 *   npx tsx scripts/oracle.ts [--set se|sotd|grader|hodoku] [--every N] [file …]
 *
 * Files are names in the data suite's folder (docs/development.md; default: royle17-49158.txt, magictour-top1465.txt,
 * sudoku-exchange-diabolical.txt). `--every N` takes every N-th puzzle only.
 */
import { parseArgs } from 'node:util';
import { asPuzzle, asSolution } from '../src/core/grid/puzzle';
import { solveLogically } from '../src/core/simulate/logical';
import { findUnsoundStep } from '../src/core/simulate/logicalOracle';
import { findTechniqueSet } from '../src/core/simulate/logicalPresets';
import { examinePuzzle } from '../src/core/solve/index';
import { readSharedLines, sampleEvery } from '../tests/support/data';

const { values, positionals } = parseArgs({
  options: { set: { type: 'string', default: 'se' }, every: { type: 'string', default: '1' } },
  allowPositionals: true,
});
const set = findTechniqueSet(values.set);
if (!set) throw new Error(`unknown technique set ${values.set}`);
const every = Number(values.every);
const files = positionals.length > 0 ? positionals : ['royle17-49158.txt', 'magictour-top1465.txt', 'sudoku-exchange-diabolical.txt'];

let failures = 0;
for (const file of files) {
  const lines = sampleEvery(readSharedLines(file), every);
  const started = performance.now();
  const counts = { puzzles: 0, solved: 0, stuck: 0, contradiction: 0, invalid: 0, unsound: 0, trial: 0, steps: 0 };
  const problems: string[] = [];
  for (const [index, line] of lines.entries()) {
    const text =
      line
        .trim()
        .split(/\s+/)
        .find((word) => word.length === 81) ?? line;
    counts.puzzles++;
    const status = examinePuzzle(text);
    if (status.status !== 'unique') {
      counts.invalid++;
      problems.push(`${text}: ${status.status}`);
      continue;
    }
    const trace = solveLogically(asPuzzle(status.puzzle!), set, { countOptions: false });
    counts[trace.outcome]++;
    counts.steps += trace.steps.length;
    if (trace.steps.some(({ technique }) => technique === 'guess')) counts.trial++;
    const unsound = findUnsoundStep(trace, asSolution(status.solution!));
    if (unsound) {
      counts.unsound++;
      problems.push(`${text}: ${unsound}`);
    }
    if ((index + 1) % 500 === 0) process.stderr.write(`${file}: ${index + 1}/${lines.length}\n`);
  }
  const seconds = (performance.now() - started) / 1000;
  const share = (100 * counts.trial) / Math.max(1, counts.puzzles - counts.invalid);
  console.log(
    `${file}${every > 1 ? ` (every ${every}th)` : ''} [${set.id}]: ${counts.puzzles} puzzles, ${counts.solved} solved, ` +
      `${counts.stuck} stuck, ${counts.contradiction} contradiction, ${counts.invalid} not unique, ${counts.unsound} unsound; ` +
      `trial and error ${counts.trial} (${share.toFixed(2)}%); ${(counts.puzzles / seconds).toFixed(1)} puzzles/s`,
  );
  for (const problem of problems.slice(0, 5)) console.log(`  ${problem}`);
  failures += counts.unsound + counts.contradiction + counts.invalid;
}
process.exitCode = failures === 0 ? 0 : 1;
