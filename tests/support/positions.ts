/**
 * Hand-built positions for the strategies' own tests, and what each rating scheme makes of a
 * step: cells by name ("r1c5"), a grid whose other cells keep all nine candidates, a digit
 * confined to a few cells, and a step's technique with its value in every scheme.
 */
import type { Candidate } from '../../src/core/grid/candidate';
import type { Cell } from '../../src/core/grid/cell';
import { Grid } from '../../src/core/grid/grid';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { seValueOf, solveLogically } from '../../src/core/simulate/logical';
import type { TechniqueSet } from '../../src/core/simulate/logicalPresets';
import { examinePuzzle } from '../../src/core/solve/index';
import { applyStep, type Step } from '../../src/core/step';
import { stepHandler } from '../../src/core/strategies/registry';
import { techniqueOfId, type HodokuLevel, type TechniqueId } from '../../src/core/techniques';

/** "r1c5" → 4. */
export function cellOf(name: string): Cell {
  const match = /^r([1-9])c([1-9])$/.exec(name);
  if (!match) throw new Error(`not a cell name: ${name}`);
  return (Number(match[1]) - 1) * 9 + Number(match[2]) - 1;
}

export const cellsOf = (...names: string[]): Cell[] => names.map(cellOf);

/** `digit` in the cell named `name`. */
export const candidateAt = (name: string, digit: number): Candidate => cellOf(name) * 9 + digit - 1;

/** Candidates of `digit` in the named cells, ascending. */
export const candidatesOf = (digit: number, ...names: string[]): Candidate[] =>
  names.map((n) => candidateAt(n, digit)).sort((a, b) => a - b);

const bitsOf = (digits: string): number => [...digits].reduce((bits, d) => bits | (1 << (Number(d) - 1)), 0);

/** An empty grid where each named cell holds only the given digits ("r1c1": "12"); the rest keep all nine. */
export function gridOf(marks: Readonly<Record<string, string>> = {}): Grid {
  const grid = Grid.empty();
  for (const [name, digits] of Object.entries(marks)) grid.setCandidateBits(cellOf(name), bitsOf(digits));
  return grid;
}

/** Removes `digit` from every empty cell but the named ones. */
export function confine(grid: Grid, digit: number, ...names: string[]): Grid {
  const keep = new Set(names.map(cellOf));
  for (let cell = 0; cell < 81; cell++) if (!keep.has(cell) && grid.isEmpty(cell)) grid.eliminate(cell, digit);
  return grid;
}

/** Removes `digit` from the named cells. */
export function removeDigit(grid: Grid, digit: number, ...names: string[]): Grid {
  for (const name of names) grid.eliminate(cellOf(name), digit);
  return grid;
}

/** The names of a row's, a column's or a box's cells ("r4", "c7", "b1"), but those in `except`. */
export function houseNames(house: string, ...except: string[]): string[] {
  const index = Number(house.slice(1)) - 1;
  const all = Array.from({ length: 9 }, (_, i) => {
    if (house[0] === 'r') return `r${index + 1}c${i + 1}`;
    if (house[0] === 'c') return `r${i + 1}c${index + 1}`;
    return `r${Math.floor(index / 3) * 3 + Math.floor(i / 3) + 1}c${(index % 3) * 3 + (i % 3) + 1}`;
  });
  return all.filter((name) => !except.includes(name));
}

/** What the rating schemes say about one step. */
export interface StepValues {
  readonly technique: TechniqueId;
  /** Sudoku Explainer's value of this step (chain bonus included); absent where SE has no such technique. */
  readonly se?: number;
  readonly hodoku?: { readonly score: number; readonly level: HodokuLevel };
  /** Sudoku of the Day's cost of the first use and of each later one. */
  readonly sotd?: readonly [number, number];
  /** Strategic level on the open 0–10 scale (the grader). */
  readonly grader?: number;
}

export function valuesOf(step: Step): StepValues {
  const technique = stepHandler(step).technique(step);
  const row = techniqueOfId(technique);
  const se = seValueOf(step);
  return {
    technique,
    ...(Number.isFinite(se) ? { se } : {}),
    ...(row.hodoku ? { hodoku: { score: row.hodoku.score, level: row.hodoku.level } } : {}),
    ...(row.sotd ? { sotd: [row.sotd.first, row.sotd.later] as const } : {}),
    ...(row.scale !== undefined ? { grader: row.scale } : {}),
  };
}

/**
 * The position where `set`'s solve of `puzzle` first takes `technique`, the step it takes there,
 * and the puzzle's solution (from the backtracker), to judge steps found there by.
 */
export function positionBefore(puzzle: string, set: TechniqueSet, technique: TechniqueId): { grid: Grid; taken: Step; solution: string } {
  const parsed = asPuzzle(puzzle);
  const trace = solveLogically(parsed, set, { countOptions: false });
  const index = trace.steps.findIndex((traced) => traced.technique === technique);
  if (index < 0) throw new Error(`${set.id} takes no ${technique} on ${puzzle}`);
  const grid = Grid.fromPuzzle(parsed);
  for (const { step } of trace.steps.slice(0, index)) applyStep(grid, step);
  return { grid, taken: trace.steps[index]!.step, solution: examinePuzzle(parsed).solution! };
}

/** Whether a step removes only candidates the solution does not hold and places only its digits. */
export function isSound(step: Step, solution: string): boolean {
  const digitAt = (cell: Cell) => solution.charCodeAt(cell) - 48;
  return (
    step.eliminations.every((k) => digitAt(Math.floor(k / 9)) !== (k % 9) + 1) &&
    step.placements.every(({ cell, digit }) => digitAt(cell) === digit)
  );
}
