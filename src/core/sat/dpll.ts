import type { Puzzle } from '../grid/puzzle';
import type { Propagator } from './propagator';
import { propagateGivens } from './sudokuPropagator';

/** The work of one DPLL solve with a fixed strategy: a structural hardness figure. */
export interface DpllFigures {
  /** Branches taken: each value tried for a chosen variable. */
  readonly decisions: number;
  /** Literals assigned by unit propagation, the givens' consequences included. */
  readonly propagations: number;
  /** Branches that ended in a falsified clause. */
  readonly conflicts: number;
  /** The deepest decision level reached. */
  readonly maxDepth: number;
}

/**
 * Classic DPLL on the puzzle's extended encoding: unit propagation, then branch on the first
 * open literal of the shortest open clause of three or more literals (an empty cell or a
 * house-digit with fewest places; the first in encoding order on ties), true before false,
 * chronological backtracking, stop at the first model. Deterministic, so the figures depend
 * only on the puzzle.
 */
export function dpllFigures(puzzle: Puzzle): DpllFigures {
  return dpllSolve(puzzle).figures;
}

/** The DPLL solve itself: its figures and the model it found (index = variable), or null. */
export function dpllSolve(puzzle: Puzzle): { readonly figures: DpllFigures; readonly model: Int8Array | null } {
  const propagator = propagateGivens(puzzle);
  let maxDepth = 0;
  let model: Int8Array | null = null;
  const visit = (): boolean => {
    if (!propagator.consistent) return false;
    const literal = branchLiteral(propagator);
    if (literal === 0) {
      model = propagator.values.slice();
      return true;
    }
    const mark = propagator.level;
    for (const value of [literal, -literal]) {
      propagator.decide(value);
      maxDepth = Math.max(maxDepth, propagator.level);
      if (visit()) return true;
      propagator.backtrack(mark);
    }
    return false;
  };
  visit();
  const { decisions, propagations, conflicts } = propagator.counters;
  return { figures: { decisions, propagations, conflicts, maxDepth }, model };
}

/** The first open literal of the shortest open long clause; else the first open variable; 0 when all are assigned. */
function branchLiteral(propagator: Propagator): number {
  const { longStart, longLiterals } = propagator.compiled;
  let best = 0;
  let bestOpen = Infinity;
  for (let clause = 0; clause + 1 < longStart.length; clause++) {
    let open = 0;
    let first = 0;
    let satisfied = false;
    for (let i = longStart[clause]!; i < longStart[clause + 1]!; i++) {
      const value = propagator.valueOf(longLiterals[i]!);
      if (value > 0) {
        satisfied = true;
        break;
      }
      if (value === 0 && open++ === 0) first = longLiterals[i]!;
    }
    if (!satisfied && open > 0 && open < bestOpen) {
      best = first;
      bestOpen = open;
      if (open === 2) break;
    }
  }
  if (best !== 0) return best;
  for (let variable = 1; variable < propagator.values.length; variable++) if (propagator.values[variable] === 0) return variable;
  return 0;
}
