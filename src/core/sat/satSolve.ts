import { cellOfCandidate, digitOfCandidate } from '../grid/candidate';
import { CELL_HOUSES } from '../grid/house';
import { asSolution, type Puzzle, type Solution } from '../grid/puzzle';
import { candidateOfVariable } from './cnf';
import { encodeMinimum } from './encodings';
import { MiniSatSession } from './minisat';

/** The answer of the SAT route, in the same shape as the backtracker's `solve`. */
export type SatSolveResult =
  | { readonly status: 'unique'; readonly solution: Solution }
  | { readonly status: 'none' }
  | { readonly status: 'multiple'; readonly solutions: readonly Solution[] };

/**
 * Solves a puzzle with MiniSat on its minimum encoding (a quarter of the maximum's clauses,
 * the same models on the empty cells), then adds the blocking clause and solves again: a
 * second model means more than one solution. Givens contradicting each other (a given digit
 * twice in a house) make no clause of the minimum encoding, so they are answered 'none' first.
 */
export function satSolve(puzzle: Puzzle): SatSolveResult {
  if (hasClashingGivens(puzzle)) return { status: 'none' };
  const session = new MiniSatSession(encodeMinimum(puzzle));
  const first = session.next();
  if (!first.satisfiable) return { status: 'none' };
  const solution = gridOfModel(puzzle, first.trueVariables);
  const second = session.next();
  if (!second.satisfiable) return { status: 'unique', solution };
  return { status: 'multiple', solutions: [solution, gridOfModel(puzzle, second.trueVariables)] };
}

/** Two equal givens in one row, column or box. */
function hasClashingGivens(puzzle: Puzzle): boolean {
  const seen = new Uint16Array(27);
  for (let cell = 0; cell < 81; cell++) {
    const digit = puzzle.charCodeAt(cell) - 48;
    if (digit < 1 || digit > 9) continue;
    const bit = 1 << (digit - 1);
    for (const house of CELL_HOUSES[cell]!) {
      if (seen[house]! & bit) return true;
      seen[house]! |= bit;
    }
  }
  return false;
}

/**
 * The grid a model of a Sudoku encoding describes, givens taken from the puzzle; throws if a
 * cell ends with no digit or two (a broken encoding, never a property of the puzzle).
 */
function gridOfModel(puzzle: Puzzle, trueVariables: readonly number[]): Solution {
  const digits = Array.from(puzzle, (char) => (char === '.' ? '' : char));
  for (const variable of trueVariables) {
    const candidate = candidateOfVariable(variable);
    const cell = cellOfCandidate(candidate);
    if (digits[cell] !== '') throw new Error(`model puts a second digit in cell ${cell}`);
    digits[cell] = String(digitOfCandidate(candidate));
  }
  const grid = digits.join('');
  if (grid.length !== 81) throw new Error('model leaves a cell without a digit');
  return asSolution(grid);
}
