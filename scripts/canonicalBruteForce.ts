// Checks canonicalForm against its definition (referenceCanonicalForm: all 3,359,232
// transforms) on puzzles spread over a data file, or on one puzzle given on the command line.
// Usage: npx tsx scripts/canonicalBruteForce.ts [count | puzzle] [shared data file]
import { canonicalForm } from '../src/core/canonical/index';
import { referenceCanonicalForm } from '../src/core/canonical/reference';
import { asPuzzle } from '../src/core/grid/puzzle';
import { readSharedLines } from '../tests/support/data';

const argument = process.argv[2] ?? '3';
const literal = /^[0-9.]{81}$/.test(argument) ? argument : undefined;
const count = literal ? 1 : Number(argument);
const file = process.argv[3] ?? 'royle17-49158.txt';
// Lines that start with 81 cells (plain lists, and CSV files whose first column is the puzzle).
const lines = (literal ? [literal] : readSharedLines(file))
  .map((line) => line.trim())
  .filter((line) => /^[0-9.]{81}/.test(line))
  .map((line) => line.slice(0, 81).replace(/0/g, '.'));
let failures = 0;
for (let i = 0; i < count; i++) {
  const puzzle = lines[Math.floor((i * lines.length) / count)] as string;
  const expected = referenceCanonicalForm(puzzle);
  const result = canonicalForm(asPuzzle(puzzle));
  const got = result.ok ? result.value : result.error.message;
  if (got !== expected) failures++;
  console.log(`${got === expected ? 'ok  ' : 'DIFF'} ${puzzle}\n     reference ${expected}\n     fast      ${got}`);
}
console.log(`${count - failures}/${count} agree`);
process.exitCode = failures === 0 ? 0 : 1;
