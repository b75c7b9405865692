/**
 * Agreement of an SE-style order with real Sudoku Explainer ratings: the exchange file's third
 * column was computed by Sukaku Explainer, so the `sukaku` order is the default. Prints Spearman's rank correlation between our ER
 * and theirs, the share of exact matches among puzzles they rate below 7.0 (and overall), and
 * the commonest mismatches.
 *
 * With `--ratings path`, the ratings come instead from a file of `puzzle rating` lines (Sudoku
 * Explainer's own output for any set, kept outside the repository); lines whose rating is not a
 * number (a timeout) are skipped. `--show N` prints up to N mismatching puzzles of each kind.
 *
 *   npx tsx scripts/se-agreement.ts [--every N] [--file name | --ratings path] [--set sukaku|se] [--show N]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { asPuzzle } from '../src/core/grid/puzzle';
import { seOfTrace } from '../src/core/rate/se';
import { solveLogically } from '../src/core/simulate/logical';
import { findTechniqueSet } from '../src/core/simulate/logicalPresets';
import { spearman } from '../src/core/stats/spearman';
import { readSharedLines, sampleEvery } from '../tests/support/data';

const { values } = parseArgs({
  options: {
    every: { type: 'string', default: '1' },
    file: { type: 'string', default: 'sudoku-exchange-diabolical.txt' },
    ratings: { type: 'string' },
    set: { type: 'string', default: 'sukaku' },
    show: { type: 'string', default: '0' },
  },
});

/** Puzzle and rating of each line: the exchange file has an id first, a ratings file does not. */
function ratedPuzzles(): [string, string][] {
  const lines = values.ratings ? readFileSync(values.ratings, 'utf8').split('\n') : readSharedLines(values.file);
  const pairs = lines.map(
    (line) =>
      line
        .trim()
        .split(/\s+/)
        .slice(values.ratings ? 0 : 1, values.ratings ? 2 : 3) as [string, string],
  );
  return sampleEvery(
    pairs.filter(([puzzle, rating]) => puzzle && Number.isFinite(Number(rating))),
    Number(values.every),
  );
}

const rated = ratedPuzzles();
const showCount = Number(values.show);
const examples = new Map<string, string[]>();
const set = findTechniqueSet(values.set);
if (!set) throw new Error(`no technique set '${values.set}'`);

const ours: number[] = [];
const theirs: number[] = [];
const mismatches = new Map<string, number>();
let below = 0;
let belowExact = 0;
let exact = 0;
const started = performance.now();
for (const [index, [puzzleText, rating]] of rated.entries()) {
  const trace = solveLogically(asPuzzle(puzzleText.replace(/0/g, '.')), set, { countOptions: false });
  const er = seOfTrace(trace).er;
  const real = Number(rating);
  ours.push(er);
  theirs.push(real);
  if (er === real) exact++;
  else {
    const pair = `${real.toFixed(1)} → ${er.toFixed(1)}`;
    mismatches.set(pair, (mismatches.get(pair) ?? 0) + 1);
    const shown = examples.get(pair) ?? [];
    if (shown.length < showCount) examples.set(pair, [...shown, puzzleText]);
  }
  if (real < 7) {
    below++;
    if (er === real) belowExact++;
  }
  if ((index + 1) % 1000 === 0) process.stderr.write(`${index + 1}/${rated.length}\n`);
}
const seconds = (performance.now() - started) / 1000;
const pct = (part: number, whole: number): string => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
console.log(
  `${values.ratings ?? values.file}${Number(values.every) > 1 ? ` (every ${values.every}th)` : ''}: ` +
    `${ours.length} puzzles, ${(ours.length / seconds).toFixed(1)} puzzles/s`,
);
console.log(`Spearman(our ER, SE rating) = ${spearman(ours, theirs).toFixed(4)}`);
console.log(
  `exact ER: ${exact}/${ours.length} (${pct(exact, ours.length)}); below 7.0: ${belowExact}/${below} (${pct(belowExact, below)})`,
);
console.log('commonest mismatches (theirs → ours):');
for (const [pair, count] of [...mismatches].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${pair}: ${count}`);
  for (const puzzle of examples.get(pair) ?? []) console.log(`    ${puzzle}`);
}
