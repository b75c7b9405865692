// The readings of the blue and red SAT simplifications of José Silva Coelho's "A Scale to
// Measure the Difficulty of Sudoku Puzzles" that Simplifier can run by.

/** The most clauses "ignore i" may add when it eliminates one variable (Coelho's §5). */
export const ELIMINATION_LIMIT = 16;

/**
 * Which deductions simple resolution (`a ∨ b`, `a ∨ ¬b` give a) may make:
 * - 'unlettered': only a literal whose variable no equivalence class was merged into — in
 *   Coelho's paper-and-pencil terms, it deletes small numbers that see a letter A and its
 *   /A (blue steps 5.c, 5.d); deducing one letter from two clauses over letters ("(A + B) and
 *   (A + /B) give A") is Coelho's red method, not blue;
 * - 'all': any literal (the rule as stated alone; run to a fixpoint it is multi-digit colouring);
 * - 'none': never.
 */
export type SimpleResolution = 'unlettered' | 'all' | 'none';

/**
 * How "ignore i" bounds one elimination against ELIMINATION_LIMIT:
 * - 'growth': the clauses it adds minus the clauses it removes (Coelho: no variable "can be
 *   removed without increasing [the clauses] more than" the limit);
 * - 'resolvents': the clauses it adds (non-tautological resolvents), ignoring those removed.
 */
type EliminationBound = 'growth' | 'resolvents';

/** A reading of Coelho's blue and red simplifications. */
export interface SimplifierRules {
  /** Simple resolution in the blue simplifications. */
  readonly blueResolution: SimpleResolution;
  /** Simple resolution once red has begun (from the first elimination on). */
  readonly redResolution: SimpleResolution;
  readonly eliminationBound: EliminationBound;
}

/** The reading that reproduces Coelho's Table 1 blue share and Table 2 blue column (see docs/raters.md, "SAT view"). */
export const COELHO_RULES: SimplifierRules = { blueResolution: 'unlettered', redResolution: 'unlettered', eliminationBound: 'growth' };
