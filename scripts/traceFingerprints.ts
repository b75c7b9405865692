/**
 * A fingerprint of every solve of a file: one line per puzzle with the SHA-1 of its whole trace
 * (every step, its values and the words that explain it) and the trace's length. Two runs of
 * the same file and set agree line for line exactly when no step, value or word changed, so a
 * change meant to keep the ratings (a faster search, a moved module) is checked by running this
 * before and after and comparing the outputs with `cmp`.
 *
 * The puzzles are the file's first `--count`, or `--spread N` of them taken evenly across the
 * whole file. The data files are read from the data suite's folder (docs/development.md);
 * `--path` reads any other file instead (a generated set, a single puzzle).
 *
 *   npx tsx scripts/traceFingerprints.ts --file royle17-49158.txt --set se --spread 3000 > se-17.txt
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { explainText } from '../src/core/describeStep';
import { asPuzzle } from '../src/core/grid/puzzle';
import { solveLogically } from '../src/core/simulate/logical';
import { findTechniqueSet } from '../src/core/simulate/logicalPresets';
import { SearchContext } from '../src/core/strategies/searchContext';
import { readSharedLines } from '../tests/support/data';

const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    path: { type: 'string' },
    set: { type: 'string', default: 'se' },
    count: { type: 'string' },
    spread: { type: 'string' },
  },
});
if (!values.file && !values.path)
  throw new Error(
    'usage: npx tsx scripts/traceFingerprints.ts --file <data file> | --path <file> [--set se|hodoku|…] [--count N | --spread N]',
  );
const set = findTechniqueSet(values.set);
if (!set) throw new Error(`no technique set "${values.set}"`);

const lines = values.path ? readFileSync(values.path, 'utf8').split(/\r?\n/) : readSharedLines(values.file ?? '');
const puzzles = lines
  .map((line) =>
    line
      .trim()
      .split(/\s+/)
      .find((word) => /^[0-9.]{81}$/.test(word)),
  )
  .filter((puzzle): puzzle is string => puzzle !== undefined);
const spread = Number(values.spread ?? 0);
const chosen =
  spread > 0
    ? Array.from(
        { length: Math.min(spread, puzzles.length) },
        (_, i) => puzzles[Math.floor((i * puzzles.length) / Math.min(spread, puzzles.length))]!,
      )
    : puzzles.slice(0, Number(values.count ?? puzzles.length));

// One context for the whole run, started afresh for each puzzle, as the raters use it.
const context = new SearchContext();
chosen.forEach((puzzle, index) => {
  context.nextPuzzle();
  const trace = solveLogically(asPuzzle(puzzle.replace(/0/g, '.')), set, { context });
  const json = JSON.stringify({ ...trace, steps: trace.steps.map((traced) => ({ ...traced, text: explainText(traced.step) })) });
  process.stdout.write(`${index + 1} ${createHash('sha1').update(json).digest('hex')} ${json.length}\n`);
});
