import type { Candidate } from '../grid/candidate';

/**
 * A literal in DIMACS form: `+v` says variable `v` is true, `-v` that it is false. Sudoku
 * encodings use variable = candidate + 1, so `+(cell*9+digit)` reads "cell holds digit".
 */
export type Literal = number;

/** A clause: at least one of its literals is true. */
export type Clause = readonly Literal[];

/**
 * A formula in conjunctive normal form: every clause holds. `variables` is the DIMACS header's
 * variable count (the highest variable allowed), not the number of variables that occur.
 */
export interface Cnf {
  readonly variables: number;
  readonly clauses: readonly Clause[];
}

/** Variables of every Sudoku encoding: one per candidate, 729 in all. */
export const SUDOKU_VARIABLES = 729;

export const candidateOfVariable = (variable: number): Candidate => variable - 1;

/** The number of distinct variables that occur in some clause. */
export function countUsedVariables(cnf: Cnf): number {
  const seen = new Uint8Array(cnf.variables + 1);
  let count = 0;
  for (const clause of cnf.clauses) {
    for (const literal of clause) {
      const variable = literal < 0 ? -literal : literal;
      if (seen[variable] === 0) {
        seen[variable] = 1;
        count++;
      }
    }
  }
  return count;
}

/** Clause count per length; index 0 counts empty clauses (an unsatisfiable formula). */
export function clauseLengthCounts(cnf: Cnf): number[] {
  const counts: number[] = [];
  for (const clause of cnf.clauses) counts[clause.length] = (counts[clause.length] ?? 0) + 1;
  return Array.from(counts, (count: number | undefined) => count ?? 0);
}
