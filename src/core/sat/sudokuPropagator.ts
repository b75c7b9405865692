import type { Puzzle } from '../grid/puzzle';
import type { Clause } from './cnf';
import { encodeExtended } from './encodings';
import { CompiledCnf, Propagator } from './propagator';

/**
 * The extended encoding of the empty grid, compiled once: every puzzle only adds its givens. A
 * constant (it depends on nothing), built on first use rather than at load.
 */
const compiledEmptyGrid: () => CompiledCnf = (() => {
  let compiled: CompiledCnf | undefined;
  return () => (compiled ??= new CompiledCnf(encodeExtended('.'.repeat(81) as Puzzle)));
})();

/**
 * Unit propagation of the puzzle's givens on the extended encoding, at decision level 0:
 * the green method of José Silva Coelho's "A Scale to Measure the Difficulty of Sudoku
 * Puzzles". `consistent` is false when the givens already contradict.
 */
export function propagateGivens(puzzle: Puzzle): Propagator {
  const propagator = new Propagator(compiledEmptyGrid());
  for (let cell = 0; cell < 81 && propagator.consistent; cell++) {
    const digit = puzzle.charCodeAt(cell) - 48;
    if (digit >= 1 && digit <= 9) propagator.imply(cell * 9 + digit);
  }
  return propagator;
}

/** Cells with no variable true yet: the empty squares. */
export function countEmptyCells(values: ArrayLike<number>, valueOf: (variable: number) => number = (v) => values[v]!): number {
  let empty = 0;
  for (let cell = 0; cell < 81; cell++) {
    let filled = false;
    for (let variable = cell * 9 + 1; variable <= cell * 9 + 9; variable++) {
      if (valueOf(variable) > 0) {
        filled = true;
        break;
      }
    }
    if (!filled) empty++;
  }
  return empty;
}

/** Variables neither true nor false: the small numbers (pencil marks) still written. */
export function countOpenVariables(values: ArrayLike<number>): number {
  let open = 0;
  for (let variable = 1; variable <= 729; variable++) if (values[variable] === 0) open++;
  return open;
}

/** The clauses not yet satisfied, without their false literals: what simplification starts from. */
export function residualClauses(propagator: Propagator): Clause[] {
  const residual: Clause[] = [];
  const values = propagator.values;
  for (const clause of propagator.compiled.clauses) {
    let satisfied = false;
    const open: number[] = [];
    for (const literal of clause) {
      const value = literal > 0 ? values[literal]! : -values[-literal]!;
      if (value > 0) {
        satisfied = true;
        break;
      }
      if (value === 0) open.push(literal);
    }
    if (!satisfied) residual.push(open);
  }
  return residual;
}

/**
 * The empty cell with the fewest open digits (the first in reading order on ties), as a
 * person picks a cell to guess in; -1 when every cell is filled.
 */
export function fewestCandidatesCell(values: Int8Array): number {
  let best = -1;
  let bestCount = 10;
  for (let cell = 0; cell < 81; cell++) {
    let count = 0;
    let filled = false;
    for (let variable = cell * 9 + 1; variable <= cell * 9 + 9; variable++) {
      const value = values[variable]!;
      if (value > 0) filled = true;
      else if (value === 0) count++;
    }
    if (!filled && count < bestCount) {
      best = cell;
      bestCount = count;
      if (count <= 2) break;
    }
  }
  return best;
}
