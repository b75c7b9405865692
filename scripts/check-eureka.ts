/**
 * Checks the Eureka notation of every chain step of some solves: it reads back to the step's
 * links, and each link it states is true on the board the step was found on
 * (`src/core/notation/eurekaCheck.ts`). Prints the chain steps per kind, the problems, and how
 * many forcing-net links were struck by a pattern or inner chain (not judged from the board).
 *
 *   npx tsx scripts/check-eureka.ts [--set se|sotd|grader|hodoku] <puzzle> …
 *
 * The tests run Easter Monster (SE and HoDoKu orders) and Golden Nugget (HoDoKu); Golden
 * Nugget in SE's order takes minutes, so it is checked here.
 */
import { parseArgs } from 'node:util';
import { Grid } from '../src/core/grid/grid';
import { asPuzzle } from '../src/core/grid/puzzle';
import { checkNotation } from '../src/core/notation/eurekaCheck';
import { eurekaOfStep } from '../src/core/notation/eurekaOfStep';
import { solveLogically } from '../src/core/simulate/logical';
import { findTechniqueSet } from '../src/core/simulate/logicalPresets';
import { applyStep } from '../src/core/step';

const { values, positionals } = parseArgs({ options: { set: { type: 'string', default: 'se' } }, allowPositionals: true });
const set = findTechniqueSet(values.set);
if (!set) throw new Error(`unknown technique set ${values.set}`);

let failures = 0;
for (const puzzle of positionals) {
  const parsed = asPuzzle(puzzle);
  const trace = solveLogically(parsed, set);
  const grid = Grid.fromPuzzle(parsed);
  const kinds = new Map<string, number>();
  let links = 0;
  let unjudged = 0;
  for (const [index, { step }] of trace.steps.entries()) {
    const notation = eurekaOfStep(step);
    if (notation) {
      kinds.set(step.kind, (kinds.get(step.kind) ?? 0) + 1);
      links +=
        notation.kind === 'chain'
          ? notation.chain.signs.length
          : notation.branches.reduce((sum, branch) => sum + branch.paths.reduce((n, path) => n + path.signs.length, 0), 0);
      const check = checkNotation(step, grid);
      unjudged += check.unjudged;
      for (const problem of check.problems) {
        failures++;
        console.log(`  step ${index + 1} (${step.kind}): ${problem}`);
      }
    }
    applyStep(grid, step);
  }
  console.log(
    `${puzzle} ${set.id}: ${trace.outcome}; chain steps ${JSON.stringify(Object.fromEntries(kinds))}; ` +
      `${links} links, ${unjudged} struck by a pattern or inner chain`,
  );
}
console.log(failures === 0 ? 'every notation reads back and every judged link holds' : `${failures} problems`);
process.exitCode = failures === 0 ? 0 : 1;
