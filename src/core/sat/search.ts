import type { Propagator } from './propagator';
import { fewestCandidatesCell, residualClauses } from './sudokuPropagator';
import { COELHO_RULES, Simplifier, type SimplifierRules } from './simplifier';

/**
 * How deep and how long a search by guessing went (José Silva Coelho, "A Scale to Measure the
 * Difficulty of Sudoku Puzzles", §4, §5).
 */
export interface SearchFigures {
  /**
   * The most guesses pending at once (Coelho's search level): a guess is pending while its
   * cell still has digits left to try; the last digit of a cell, tried after the others failed,
   * follows from those failures and is not pending.
   */
  readonly level: number;
  /** The most guesses on one path, the last digits of cells included (an upper bound of `level`). */
  readonly depth: number;
  /** Every value tried in a guessed cell, right or wrong. */
  readonly guesses: number;
  readonly solved: boolean;
  /** Variable values of the solution found (index = variable), null when none was found. */
  readonly model: Int8Array | null;
}

/** What runs after each guess: green propagation alone, or the red simplifications too. */
export type BetweenGuesses = 'green' | 'red';

/**
 * Coelho's search: guess a value for an empty cell (the one with fewest open digits, the
 * first on ties; digits in ascending order), simplify, and guess again until solved; on a
 * contradiction undo and try the cell's next digit. Stops at the first solution. With 'red',
 * everything the red simplifications deduce is written back before the next guess (the
 * "Search red level" of Coelho's Table 3). The propagator is left as it was found: the
 * search, and what simplification deduces before the first guess, run on a level of their own.
 */
export function searchByGuessing(propagator: Propagator, between: BetweenGuesses, rules: SimplifierRules = COELHO_RULES): SearchFigures {
  let guesses = 0;
  let level = 0;
  let deepest = 0;
  let model: Int8Array | null = null;
  const simplify = (): boolean => (between === 'red' ? applyRed(propagator, rules) : propagator.consistent);
  const visit = (depth: number, pending: number): boolean => {
    const cell = fewestCandidatesCell(propagator.values);
    if (cell < 0) {
      model = propagator.values.slice();
      return true;
    }
    const digits: number[] = [];
    for (let variable = cell * 9 + 1; variable <= cell * 9 + 9; variable++) if (propagator.values[variable] === 0) digits.push(variable);
    for (const [index, variable] of digits.entries()) {
      const nowPending = pending + (index < digits.length - 1 ? 1 : 0);
      guesses++;
      deepest = Math.max(deepest, depth + 1);
      level = Math.max(level, nowPending);
      const mark = propagator.level;
      if (propagator.decide(variable) && simplify() && visit(depth + 1, nowPending)) return true;
      propagator.backtrack(mark);
    }
    return false;
  };
  const base = propagator.level;
  propagator.openLevel();
  const solved = simplify() && visit(0, 0);
  propagator.backtrack(base);
  return { level, depth: deepest, guesses, solved, model };
}

/**
 * Runs the red simplifications on what propagation left and writes every value they fix
 * back into the propagator; false on a contradiction. A red simplification that solves the
 * formula fixes every variable (its model is rebuilt), so the grid ends filled.
 */
function applyRed(propagator: Propagator, rules: SimplifierRules): boolean {
  if (!propagator.consistent) return false;
  const simplifier = new Simplifier(propagator.compiled.variables, propagator.values, residualClauses(propagator), rules);
  const outcome = simplifier.simplifyRed();
  if (outcome === 'contradiction') return false;
  const values = outcome === 'solved' ? simplifier.reconstruct() : undefined;
  for (let variable = 1; variable <= propagator.compiled.variables; variable++) {
    if (propagator.values[variable] !== 0) continue;
    const value = values ? values[variable]! : simplifier.valueOfVariable(variable);
    if (value !== 0 && !propagator.imply(value > 0 ? variable : -variable)) return false;
  }
  return true;
}

/** What the failed-literal rule did. */
export interface FailedLiteralFigures {
  /** False when the formula was refuted outright. */
  readonly consistent: boolean;
  /**
   * Coelho's "number of guesses": candidates (a digit in a square) tried, each counted once
   * whether only "it is there" or also "it is not there" was tried.
   */
  readonly guesses: number;
}

/**
 * The failed-literal rule (Coelho's §4): for each open variable in order, assume it true and
 * then false; when propagation refutes one side, the other holds. Repeated until nothing
 * changes. Works at the propagator's current level.
 */
export function applyFailedLiteralRule(propagator: Propagator): FailedLiteralFigures {
  const values = propagator.values;
  let guesses = 0;
  let changed = true;
  while (changed && propagator.consistent) {
    changed = false;
    for (let variable = 1; variable < values.length; variable++) {
      if (values[variable] === 0) guesses++;
      for (const literal of [variable, -variable]) {
        if (values[variable] !== 0) break;
        const mark = propagator.level;
        const holds = propagator.decide(literal);
        propagator.backtrack(mark);
        if (holds) continue;
        changed = true;
        if (!propagator.imply(-literal)) return { consistent: false, guesses };
      }
    }
  }
  return { consistent: propagator.consistent, guesses };
}
