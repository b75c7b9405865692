/**
 * A technique's worked example: one step a technique set's easiest-first solve really took, in
 * a real puzzle, with the board just before it. The guide ships these as data (examples.json,
 * made by scripts/buildTechniqueExamples.ts) so its pages open without solving anything; the
 * same function that made them re-derives them in the tests, which check that the engine still
 * takes that step there and that the step agrees with the puzzle's unique solution.
 */
import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { cellName } from '../grid/cell';
import type { Digit } from '../grid/digit';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { explain, explainText, highlightsOf, techniqueOf } from '../describeStep';
import { noteGivens } from '../strategies/givens';
import { findStrategy } from '../strategies/registry';
import { SearchContext } from '../strategies/searchContext';
import { noteSearchOptions } from '../strategies/searchOptions';
import { firstStep } from '../strategies/strategy';
import { solvingSteps } from '../simulate/logical';
import { findTechniqueSet } from '../simulate/logicalPresets';
import { positionOfGrid } from '../replay/position';
import type { BoardPosition } from '../replay/views';
import type { ExplainToken, Highlights, Step } from '../step';
import type { TechniqueId } from '../techniques';

/** Where an example was found: the puzzle, its solution, the set and the step's place in the solve. */
export interface ExampleSpot {
  readonly technique: TechniqueId;
  /** The technique set whose solve took the step ('se', 'sukaku', 'hodoku', …). */
  readonly set: string;
  /** Where the puzzle comes from, in words ("the bundled sample, se-bands.csv"). */
  readonly source: string;
  readonly puzzle: string;
  readonly solution: string;
  /** 0-based index of the step in the set's solve of the puzzle. */
  readonly index: number;
  /**
   * Absent when the set's solve took this step. 'own-search' for a technique no solve met as
   * its step: the solve took an easier step at `index`, and the technique's own search, run on
   * the board before it with the set's search rules, finds this one there.
   */
  readonly found?: 'own-search';
}

/** One worked example as the guide draws it: its spot, the board before the step and the step. */
export interface TechniqueExample extends ExampleSpot {
  /** The board just before the step: digits and the candidates left. */
  readonly before: BoardPosition;
  readonly step: Step;
  readonly highlights: Highlights;
  readonly words: readonly ExplainToken[];
  readonly text: string;
}

/**
 * Solves the puzzle with the set, easiest first, up to the spot's step and describes that step
 * and the board before it. Undefined when the solve ends before it.
 */
export function exampleAt(spot: ExampleSpot): TechniqueExample | undefined {
  const set = findTechniqueSet(spot.set);
  if (!set) throw new Error(`no technique set '${spot.set}'`);
  const puzzle = asPuzzle(spot.puzzle);
  const grid = Grid.fromPuzzle(puzzle);
  // Options are not counted: they never change which step is taken, and counting is slow.
  const solving = solvingSteps(grid, puzzle, set, { countOptions: false });
  for (let index = 0; ; index++) {
    // The solve applies each step before handing it over, so the board before it is kept first.
    const before = positionOfGrid(grid);
    const next = solving.next();
    if (next.done) return undefined;
    if (index < spot.index) continue;
    const step = spot.found === 'own-search' ? ownSearchStep(gridOfPosition(spot.puzzle, before), spot) : next.value.step;
    if (!step) return undefined;
    return { ...spot, before, step, highlights: highlightsOf(step), words: explain(step), text: explainText(step) };
  }
}

/** The grid of a shipped position: the puzzle's givens, the other digits placed, the candidates as saved. */
function gridOfPosition(puzzle: string, position: BoardPosition): Grid {
  const grid = Grid.fromPuzzle(asPuzzle(puzzle));
  for (let cell = 0; cell < 81; cell++) {
    const digit = position.values.charCodeAt(cell) - 48;
    if (digit >= 1 && digit <= 9 && grid.isEmpty(cell)) grid.place(cell, digit as Digit);
  }
  for (let cell = 0; cell < 81; cell++) if (grid.isEmpty(cell)) grid.setCandidateBits(cell, position.candidates[cell]!);
  return grid;
}

/**
 * The step the example's technique set takes first on the example's board, found from that
 * position alone (not by replaying the solve up to it), or undefined when it finds none.
 */
export function stepFoundAt(example: Pick<TechniqueExample, 'technique' | 'set' | 'puzzle' | 'before' | 'found'>): Step | undefined {
  const set = findTechniqueSet(example.set);
  if (!set) throw new Error(`no technique set '${example.set}'`);
  if (example.found === 'own-search') return ownSearchStep(gridOfPosition(example.puzzle, example.before), example);
  const next = solvingSteps(gridOfPosition(example.puzzle, example.before), asPuzzle(example.puzzle), set, { countOptions: false }).next();
  return next.done ? undefined : next.value.step;
}

/**
 * The first step the technique's own search finds on the grid, searched with the set's rules
 * and the puzzle's givens known (avoidable rectangles need them), or undefined.
 */
export function ownSearchStep(grid: Grid, spot: Pick<ExampleSpot, 'technique' | 'set' | 'puzzle'>): Step | undefined {
  const strategy = findStrategy(spot.technique);
  const set = findTechniqueSet(spot.set);
  if (!strategy || !set) return undefined;
  const context = new SearchContext();
  noteGivens(context, grid, asPuzzle(spot.puzzle));
  noteSearchOptions(context, grid, set.searchOptions ?? {});
  const step = firstStep(strategy, grid, context);
  return step && techniqueOf(step) === spot.technique ? step : undefined;
}

/**
 * What is wrong with a step on a board, judged against the unique solution: a placement that is
 * not the solution's digit, an elimination of the solution's digit, or a move the board does not
 * allow (placing on a filled cell, removing a candidate that is not there). Empty when sound.
 */
export function stepProblems(before: BoardPosition, step: Step, solution: string): string[] {
  const problems: string[] = [];
  const digitAt = (cell: number): number => solution.charCodeAt(cell) - 48;
  if (step.placements.length === 0 && step.eliminations.length === 0) problems.push('the step changes nothing');
  for (const { cell, digit } of step.placements) {
    if (before.values[cell] !== '0') problems.push(`${cellName(cell)} is already filled`);
    if (digit !== digitAt(cell)) problems.push(`places ${digit} at ${cellName(cell)}, the solution has ${digitAt(cell)}`);
  }
  for (const candidate of step.eliminations) {
    const cell = cellOfCandidate(candidate);
    const digit = digitOfCandidate(candidate);
    if ((before.candidates[cell]! & (1 << (digit - 1))) === 0)
      problems.push(`removes ${digit} from ${cellName(cell)}, which is not a candidate there`);
    if (digit === digitAt(cell)) problems.push(`removes the solution's ${digit} from ${cellName(cell)}`);
  }
  return problems;
}
