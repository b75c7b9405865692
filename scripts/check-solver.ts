/**
 * `npx tsx scripts/check-solver.ts`: runs the solver over every puzzle of every shared data
 * set and checks each answer without trusting the solver: a unique solution must be a
 * completed grid keeping the givens; Kaggle's published solutions must match; the serg set
 * must come out as multiple, with two different valid grids. Exits 1 on any disagreement.
 * (CI runs the 17-clue file through the CLI; this covers everything else too.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePuzzle } from '../src/core/format/puzzleText';
import { solve } from '../src/core/solve/solve';
import { solutionProblem } from '../src/core/solve/verify';

const DATA = path.resolve(import.meta.dirname, '..', '..', 'shared', 'data');

const UNIQUE_SETS = [
  'royle17-49158.txt',
  'magictour-top1465.txt',
  'forum-hardest-1106.txt',
  'forum-hardest-11plus-5000.txt',
  'norvig-top95.txt',
  'norvig-hardest.txt',
  'sudoku-exchange-diabolical.txt',
];

let failures = 0;
function report(file: string, line: number, message: string): void {
  failures++;
  if (failures <= 50) process.stderr.write(`${file} line ${line}: ${message}\n`);
}

function linesOf(file: string): string[] {
  return readFileSync(path.join(DATA, file), 'utf8').split(/\r?\n/);
}

function check(file: string, expect: 'unique' | 'multiple', known?: (line: string) => string | undefined): void {
  const started = performance.now();
  let count = 0;
  linesOf(file).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#') || line.startsWith('puzzle,')) return;
    count++;
    const text = known ? line.split(',')[0]! : line;
    const parsed = parsePuzzle(text);
    if (!parsed.ok) return report(file, index + 1, parsed.error.message);
    const outcome = solve(parsed.value);
    if (outcome.status !== expect) return report(file, index + 1, `expected ${expect}, got ${outcome.status}`);
    const grids = outcome.status === 'unique' ? [outcome.solution] : outcome.solutions;
    for (const grid of grids) {
      const problem = solutionProblem(parsed.value, grid);
      if (problem) report(file, index + 1, problem);
    }
    if (outcome.status === 'multiple' && outcome.solutions[0] === outcome.solutions[1])
      report(file, index + 1, 'the two solutions are the same');
    const published = known?.(line);
    if (published !== undefined && outcome.status === 'unique' && outcome.solution !== published)
      report(file, index + 1, 'differs from the published solution');
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${file}: ${count} puzzles checked (${expect}) in ${seconds.toFixed(1)} s\n`);
}

for (const file of UNIQUE_SETS) check(file, 'unique');
check('serg-multisolution-2000.txt', 'multiple');
check('kaggle-radcliffe-5000.csv', 'unique', (line) => line.split(',')[1]);
process.stdout.write(failures === 0 ? 'all answers check out\n' : `${failures} problem(s)\n`);
process.exitCode = failures === 0 ? 0 : 1;
