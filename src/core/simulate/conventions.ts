/**
 * How a simulated Nishio solver counts and behaves where the Project Patti paper (§5.2,
 * §7.2, Figure 3) leaves it implicit. The defaults are conventions (a)–(e), calibrated on real
 * puzzles of two of the Project Patti paper's sites: they reproduce its per-level means to about 15%, and
 * over 1,000 runs its Table 9 to within 13% per puzzle, 3% on average over the four
 * (scripts/table9.ts). Every alternative is a reading someone could reasonably take, kept so a
 * user can reproduce it.
 */
export interface NishioConventions {
  /**
   * (a) When the first guess is made. `beforeStrategies` (default): Figure 3 as written, step 2
   * (guess) precedes step 3 (strategies), even on a puzzle the strategies alone would solve.
   * `afterStrategies`: apply the strategies first and guess only when they stall.
   */
  readonly firstGuess: 'beforeStrategies' | 'afterStrategies';
  /**
   * (b) Which cells a guess is drawn from, uniformly. `allUnplaced` (default): every empty
   * cell, one with a single candidate included; then one of its candidates uniformly.
   * `severalCandidates`: only empty cells with two or more candidates (all empty cells when
   * there are none).
   */
  readonly guessCells: 'allUnplaced' | 'severalCandidates';
  /**
   * (c) Which passes over the strategy list count as cycles. `everyPass` (default): all of
   * them, including the final pass that changes nothing and a pass cut short by a
   * contradiction. `progressOnly`: only passes that placed or removed something and ended
   * without a contradiction.
   */
  readonly countPasses: 'everyPass' | 'progressOnly';
  /**
   * (d) When a contradiction (an empty cell with no candidate) is noticed.
   * `nakedSinglesScan` (default): the naked-singles scan stops the pass when it meets such a
   * cell, so one made later in a pass is noticed at the next pass's scan. `immediately`: the
   * pass stops after the strategy that made it. `whenStalled`: only once a pass changes
   * nothing.
   */
  readonly noticeContradiction: 'nakedSinglesScan' | 'immediately' | 'whenStalled';
  /**
   * (e) What follows a contradiction. `otherCandidatesDepthFirst` (default): back to the
   * position before the latest guess, try that cell's other candidates in random order, depth
   * first. Once its last candidate fails, that position has the cell with no candidate left: a
   * contradiction like any other, noticed by a pass over it as (d) says (and counted as (c)
   * says), which refutes the guess before it. `eliminateAndContinue`:
   * Figure 3 read literally: back to the position before the latest guess, strike the guessed
   * value there and go on applying the strategies from that position.
   * In both, a guess that stalls without contradiction is followed by another guess from the
   * stalled position, and the run ends when the grid is solved.
   */
  readonly afterContradiction: 'otherCandidatesDepthFirst' | 'eliminateAndContinue';
}

/** Conventions (a)–(e) of the calibrated reading. */
export const DEFAULT_CONVENTIONS: NishioConventions = {
  firstGuess: 'beforeStrategies',
  guessCells: 'allUnplaced',
  countPasses: 'everyPass',
  noticeContradiction: 'nakedSinglesScan',
  afterContradiction: 'otherCandidatesDepthFirst',
};

/** How many of the four strategies the simulated solver knows (paper §5.2, assumption 2). */
export type StrategyCount = 2 | 3 | 4;

/** The strategies in the order a solver applies them (paper §5.2, assumption 1). */
export type SimulationStrategy = 'nakedSingle' | 'hiddenSingle' | 'nakedPair' | 'xWing';

/** Cycle caps so a pathological puzzle ends with a report instead of running for hours. */
export interface SimulationBudget {
  /** Passes over the strategy list one simulated solver may make. */
  readonly maxCyclesPerRun: number;
  /** Passes all runs of one puzzle together may make. */
  readonly maxCyclesPerPuzzle: number;
}

/**
 * Generous caps: the hardest known puzzles need about a thousand cycles per run on average and
 * a few thousand at most, so these are hit only by inputs far outside anything published.
 */
export const DEFAULT_BUDGET: SimulationBudget = { maxCyclesPerRun: 200_000, maxCyclesPerPuzzle: 2_000_000 };
