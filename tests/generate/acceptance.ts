/**
 * The generator's acceptance check, shared by the default suite (cheap targets, 200 puzzles
 * each; expensive ones with fewer) and the slow suite (200 of every expensive target): each
 * puzzle is unique, minimal when asked, symmetric when asked, and inside its targets when rated
 * again from scratch. The checks read the raters' values directly, not the generator's judging.
 */
import { expect } from 'vitest';
import { generatePuzzle } from '../../src/core/generate/generate';
import { puzzleSeed } from '../../src/core/generate/random';
import type { Symmetry } from '../../src/core/generate/symmetry';
import { parseTargets, ratersOf } from '../../src/core/generate/targets';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET, withoutGuess } from '../../src/core/simulate/logicalPresets';
import { countSolutions } from '../../src/core/solve/solve';
import { solutionProblem } from '../../src/core/solve/verify';

export interface AcceptanceCase {
  readonly targets: readonly string[];
  readonly count: number;
  readonly symmetry?: Symmetry;
  readonly minimal?: boolean;
  readonly seed?: number;
}

type Row = Readonly<Record<string, unknown>>;
type Check = (puzzle: string, row: Row) => boolean;

const num = (row: Row, rater: string, field: string): number => (row[rater] as Record<string, number>)[field]!;
const within = (value: number, low: number, high: number): boolean => value >= low && value <= high;
const band = (text: string): [number, number] => {
  const [low, high] = text.split('-').map(Number) as [number, number?];
  return [low, high ?? low];
};

/** Sudoku of the Day's level ranges ("Sudoku Difficulty Ratings"), written out again here. */
const COST_RANGES: Record<string, [number, number]> = {
  beginner: [3600, 4500],
  easy: [4300, 5500],
  medium: [5300, 6900],
  tricky: [6500, 9300],
  fiendish: [8300, 14000],
  diabolical: [11000, 25000],
};
/** The Project Patti paper's NHC-4 bins (§8.2): Easy below 3.48, Medium below 6.52, Hard from there. */
const UNIVERSAL: Record<string, [number, number]> = { easy: [0, 3.479999], medium: [3.48, 6.519999], hard: [6.52, Infinity] };

const SE_ORDER = withoutGuess(SE_SET);

/** An independent reading of one target on a fresh `ratePuzzle` row. */
function checkOf(target: string): Check {
  const [name, argument] = target.split(':') as [string, string];
  switch (name) {
    case 'clues': {
      const [low, high] = band(argument);
      return (puzzle) => within(puzzle.replace(/\./g, '').length, low, high);
    }
    case 'grader':
    case 'se':
    case 'cld':
    case 'nhc4': {
      const field = { grader: 'score', se: 'er', cld: 'shortPct', nhc4: 'mean' }[name];
      const [low, high] = band(argument);
      return (_puzzle, row) => within(num(row, name, field), low, high);
    }
    case 'hodoku':
      return (_puzzle, row) => (row.hodoku as { level: string }).level === argument;
    case 'cost': {
      const [low, high] = COST_RANGES[argument] ?? band(argument);
      return (_puzzle, row) =>
        (row.cost as { level: string }).level !== 'Beyond Diabolical' && within(num(row, 'cost', 'score'), low, high);
    }
    case 'colour':
      return (_puzzle, row) => (row.colour as { colour: string }).colour === argument;
    case 'universal': {
      const [low, high] = UNIVERSAL[argument]!;
      return (_puzzle, row) => within(num(row, 'nhc4', 'mean'), low, high) && (row.universal as { nhc: string }).nhc === argument;
    }
    case 'technique':
      return (puzzle) => solveLogically(asPuzzle(puzzle), SE_ORDER).steps.some((step) => step.technique === argument);
    default:
      throw new Error(`no acceptance check for ${target}`);
  }
}

const unique = (puzzle: string): boolean => countSolutions(asPuzzle(puzzle), 2) === 1;

/** The cell a symmetry maps a cell to, written out again here. */
function image(symmetry: Symmetry, cell: number): number {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  return {
    none: cell,
    rotate180: (8 - row) * 9 + 8 - col,
    rotate90: col * 9 + 8 - row,
    diagonal: col * 9 + row,
    mirror: row * 9 + 8 - col,
  }[symmetry];
}

const symmetric = (puzzle: string, symmetry: Symmetry): boolean =>
  [...puzzle].every((char, cell) => (char === '.') === (puzzle[image(symmetry, cell)] === '.'));

/**
 * Minimal: no given can go (no symmetry), or no orbit of givens can go (a symmetry; an orbit is
 * a cell and its images).
 */
function minimal(puzzle: string, symmetry: Symmetry): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (puzzle[cell] === '.') continue;
    const cells = puzzle.split('');
    for (let next = cell, i = 0; i < 4; next = image(symmetry, next), i++) cells[next] = '.';
    if (unique(cells.join(''))) return false;
  }
  return true;
}

/**
 * Checks one generated puzzle against the case: unique with that solution, symmetric and
 * minimal when asked, and inside every target on ratings made again from scratch (returned).
 */
export function checkGeneratedPuzzle(puzzle: string, solution: string, spec: Omit<AcceptanceCase, 'count' | 'seed'>): Row {
  const parsed = parseTargets(spec.targets);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const symmetry = spec.symmetry ?? 'none';
  expect(unique(puzzle), puzzle).toBe(true);
  expect(solutionProblem(puzzle, solution), puzzle).toBeUndefined();
  if (symmetry !== 'none') expect(symmetric(puzzle, symmetry), `${puzzle} ${symmetry}`).toBe(true);
  if (spec.minimal) expect(minimal(puzzle, symmetry), `${puzzle} minimal`).toBe(true);
  const row = ratePuzzle(puzzle, ratersOf(parsed.value));
  expect(row.error).toBeNull();
  for (const target of spec.targets) expect(checkOf(target)(puzzle, row), `${puzzle} ${target} ${JSON.stringify(row)}`).toBe(true);
  return row;
}

/** Generates the case's puzzles and checks every one; returns the puzzles for further checks. */
export function generateAndCheck(spec: AcceptanceCase): string[] {
  const parsed = parseTargets(spec.targets);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const symmetry = spec.symmetry ?? 'none';
  const puzzles: string[] = [];
  for (let index = 0; index < spec.count; index++) {
    const outcome = generatePuzzle(
      {
        targets: parsed.value,
        symmetry,
        minimal: spec.minimal ?? false,
        seed: puzzleSeed(spec.seed ?? 1, index),
        maxAttempts: 1_000_000,
        deadline: Number.POSITIVE_INFINITY,
      },
      () => 0,
    );
    if (!outcome.ok) throw new Error(outcome.message);
    checkGeneratedPuzzle(outcome.puzzle, outcome.solution, spec);
    puzzles.push(outcome.puzzle);
  }
  expect(new Set(puzzles).size).toBe(puzzles.length);
  return puzzles;
}
