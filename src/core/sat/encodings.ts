import { candidateOf } from '../grid/candidate';
import { HOUSE_CELLS } from '../grid/house';
import type { Puzzle } from '../grid/puzzle';
import { SUDOKU_VARIABLES, type Clause, type Cnf } from './cnf';
import { givenCandidateMasks } from './givenCandidates';

/**
 * The three CNF encodings of a puzzle (Project Patti paper §4; José Silva Coelho, "A Scale to
 * Measure the Difficulty of Sudoku Puzzles", §2).
 */
export type EncodingName = 'minimum' | 'maximum' | 'extended';

/** Clauses of the maximum encoding of an empty grid: 324 at-least-one + 4 × 2,916 at-most-one. */
export const EMPTY_GRID_CLAUSES = 11988;

const ALL_DIGITS = 0x1ff;

/**
 * The maximum encoding (Project Patti paper §4.1): all 729 variables; for every cell and for
 * every house and digit an at-least-one clause of nine literals and the 36 pairwise at-most-one
 * clauses, 11,988 clauses in all, then one unit clause per given. A row and a box that share
 * two cells each say "not both" about them; both copies are kept, as the count 11,988 implies.
 */
export function encodeMaximum(puzzle: Puzzle): Cnf {
  const full = new Uint16Array(81).fill(ALL_DIGITS);
  const all = Array.from({ length: 81 }, (_, cell) => cell);
  const clauses = encodeConstraints(full, all);
  for (let cell = 0; cell < 81; cell++) {
    const digit = puzzle.charCodeAt(cell) - 48;
    if (digit >= 1 && digit <= 9) clauses.push([candidateOf(cell, digit) + 1]);
  }
  return { variables: SUDOKU_VARIABLES, clauses };
}

/**
 * The extended codification of Coelho's scale (Lynce and Ouaknine's "extended encoding"): cell
 * definedness and uniqueness, house definedness and uniqueness, on all 729 variables, plus the
 * givens as unit clauses. As a clause set this is exactly the Project Patti paper's maximum
 * encoding; it has its own name because the inference levels (green/blue/red/black) are defined
 * on it.
 */
export function encodeExtended(puzzle: Puzzle): Cnf {
  return encodeMaximum(puzzle);
}

/**
 * The minimum encoding (Project Patti paper §4.2): only the candidates the givens leave (each
 * empty cell's digits not given in its row, column or box; no further deduction). Given cells
 * get no clauses and no variables. At-least-one: one clause per empty cell and one per (house,
 * digit missing from it), 4 × empty cells in all; at-most-one: every pair of those literals.
 */
export function encodeMinimum(puzzle: Puzzle): Cnf {
  const masks = givenCandidateMasks(puzzle);
  const empty: number[] = [];
  for (let cell = 0; cell < 81; cell++) if (puzzle.charCodeAt(cell) === 46) empty.push(cell);
  return { variables: SUDOKU_VARIABLES, clauses: encodeConstraints(masks, empty) };
}

export function encode(puzzle: Puzzle, encoding: EncodingName): Cnf {
  if (encoding === 'minimum') return encodeMinimum(puzzle);
  return encoding === 'maximum' ? encodeMaximum(puzzle) : encodeExtended(puzzle);
}

/**
 * At-least-one then at-most-one clauses over the open cells' candidate masks: cells first,
 * then houses (rows, columns, boxes) digit by digit. A house gets clauses only for digits no
 * closed cell of it holds, which for a puzzle's empty cells means the digits missing from it.
 */
function encodeConstraints(masks: Uint16Array, openCells: readonly number[]): Clause[] {
  const open = new Uint8Array(81);
  for (const cell of openCells) open[cell] = 1;
  const atLeast: Clause[] = [];
  const atMost: Clause[] = [];
  for (const cell of openCells) {
    const literals: number[] = [];
    for (let digit = 1; digit <= 9; digit++) if (masks[cell]! & (1 << (digit - 1))) literals.push(candidateOf(cell, digit) + 1);
    atLeast.push(literals);
    pushPairs(literals, atMost);
  }
  for (const cells of HOUSE_CELLS) {
    let closedDigits = 0;
    for (const cell of cells) if (!open[cell]) closedDigits |= masks[cell]!;
    for (let digit = 1; digit <= 9; digit++) {
      const bit = 1 << (digit - 1);
      if (closedDigits & bit) continue;
      const literals: number[] = [];
      for (const cell of cells) if (open[cell] && masks[cell]! & bit) literals.push(candidateOf(cell, digit) + 1);
      atLeast.push(literals);
      pushPairs(literals, atMost);
    }
  }
  return atLeast.concat(atMost);
}

/** Pushes `-a ∨ -b` for every pair of the literals: at most one of them is true. */
function pushPairs(literals: readonly number[], into: Clause[]): void {
  for (let i = 0; i < literals.length; i++) {
    for (let j = i + 1; j < literals.length; j++) into.push([-literals[i]!, -literals[j]!]);
  }
}
