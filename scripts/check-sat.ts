// Checks the SAT route against the backtracker on every puzzle of a data file: MiniSat (through
// logic-solver) on the minimum encoding, with a blocking clause for uniqueness, must give the
// backtracker's status and solution; and every puzzle of the multi-solution set must come out
// multiple with two valid, different grids.
// Usage: npx tsx scripts/check-sat.ts [step]   (every step-th puzzle; default 1 = all)
import { parsePuzzleLine } from '../src/core/format/puzzleText';
import type { Puzzle } from '../src/core/grid/puzzle';
import { satSolve } from '../src/core/sat/satSolve';
import { countSolutions, solve } from '../src/core/solve/index';
import { readSharedLines } from '../tests/support/data';

const step = Number(process.argv[2] ?? '1');

function puzzlesOf(file: string): Puzzle[] {
  return readSharedLines(file)
    .filter((_, index) => index % step === 0)
    .map((line, index) => {
      const parsed = parsePuzzleLine(line);
      if (!parsed.ok) throw new Error(`${file} puzzle ${index + 1}: ${parsed.error.message}`);
      return parsed.value;
    });
}

let failures = 0;
const started = performance.now();
const unique = puzzlesOf('royle17-49158.txt');
for (const [index, puzzle] of unique.entries()) {
  const sat = satSolve(puzzle);
  const backtracker = solve(puzzle);
  if (JSON.stringify(sat) !== JSON.stringify(backtracker)) {
    failures++;
    console.log(`MISMATCH royle17 #${index + 1} ${puzzle}: sat ${JSON.stringify(sat)} backtracker ${JSON.stringify(backtracker)}`);
  }
  if ((index + 1) % 5000 === 0) console.log(`  ${index + 1} / ${unique.length} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}
const uniqueSeconds = (performance.now() - started) / 1000;
console.log(
  `royle17: ${unique.length} puzzles, ${failures} mismatches, ${uniqueSeconds.toFixed(1)} s (${(unique.length / uniqueSeconds).toFixed(0)} puzzles/s)`,
);

let notMultiple = 0;
const multiple = puzzlesOf('serg-multisolution-2000.txt');
for (const puzzle of multiple) {
  const sat = satSolve(puzzle);
  const agrees = sat.status === 'multiple' && sat.solutions[0] !== sat.solutions[1] && countSolutions(puzzle, 2) === 2;
  if (!agrees) {
    notMultiple++;
    console.log(`NOT MULTIPLE serg ${puzzle}: ${sat.status}`);
  }
}
console.log(`serg: ${multiple.length} puzzles, ${multiple.length - notMultiple} multiple, ${notMultiple} not`);
process.exitCode = failures + notMultiple === 0 ? 0 : 1;
