import type { Puzzle } from '../grid/puzzle';
import { Propagator } from './propagator';
import { applyFailedLiteralRule, searchByGuessing } from './search';
import { COELHO_RULES, Simplifier, type SimplifierRules } from './simplifier';
import { countEmptyCells, countOpenVariables, propagateGivens, residualClauses } from './sudokuPropagator';

/**
 * José Silva Coelho's scale ("A Scale to Measure the Difficulty of Sudoku Puzzles"), named
 * after ski-run colours: the inference a SAT solver needs.
 */
export type Colour = 'green' | 'blue' | 'red' | 'black';

/** The colour with Coelho's hardness indicators (his Tables 2–4). */
export interface ColourReport {
  readonly colour: Colour;
  /** Empty squares left by unit propagation on the extended encoding (the green method). */
  readonly greenIndicator: number;
  /** Open variables then: the small numbers a person writes for the blue method. */
  readonly smallNumbers: number;
  /** Empty squares left by the blue simplifications; 0 for green and blue puzzles. */
  readonly blueIndicator: number;
  /** Empty squares left by the red simplifications; 0 unless black. */
  readonly redIndicator: number;
  /**
   * Most guesses pending at once in the search with green propagation between guesses (a
   * guess is pending while its square has digits left to try; see `searchByGuessing`).
   */
  readonly searchLevel: number;
  /** The same with the red simplifications between guesses; 0 unless black. */
  readonly searchRedLevel: number;
  /**
   * Candidates the failed-literal rule tried until it stopped (Coelho's Table 4 pairs this
   * with ESFLR; its figure 19 has search level 2 with one guess, so it is not the search's count).
   */
  readonly guesses: number;
  /** Empty squares left by the failed-literal rule (ESFLR). */
  readonly esflr: number;
}

/**
 * The readings of Coelho's blue and red rules we can grade by (docs/raters.md, "SAT view", has the
 * figures of each on the 17-clue set):
 * - 'coelho' (the default): simple resolution only deletes unlettered candidates, "ignore i"
 *   bounded by the growth of the clause count; reproduces the published blue share;
 * - 'letters-in-red': the same blue, but red also lets simple resolution decide letters
 *   (Coelho's red method: "(A + B) and (A + /B), then we can deduce A"); far more red, less
 *   black;
 * - 'fixpoint': simple resolution deduces any literal in blue too (multi-digit colouring) and
 *   "ignore i" is bounded by resolvents alone; far more blue;
 * - 'no-resolution': no simple resolution at all; far more black.
 */
export const COLOUR_READINGS = {
  coelho: COELHO_RULES,
  'letters-in-red': { blueResolution: 'unlettered', redResolution: 'all', eliminationBound: 'growth' },
  fixpoint: { blueResolution: 'all', redResolution: 'all', eliminationBound: 'resolvents' },
  'no-resolution': { blueResolution: 'none', redResolution: 'none', eliminationBound: 'growth' },
} as const satisfies Record<string, SimplifierRules>;
export type ColourReading = keyof typeof COLOUR_READINGS;

const GREEN: ColourReport = {
  colour: 'green',
  greenIndicator: 0,
  smallNumbers: 0,
  blueIndicator: 0,
  redIndicator: 0,
  searchLevel: 0,
  searchRedLevel: 0,
  guesses: 0,
  esflr: 0,
};

/**
 * Grades a puzzle with one solution on Coelho's scale: green when unit propagation of the
 * extended encoding fills the grid, blue when equivalency, subsumption and simple resolution
 * finish it, red when bounded variable elimination is needed too, black when none suffices.
 * `rules` picks the reading of the blue and red rules (Coelho's by default).
 * Throws for givens that contradict each other (callers rate only puzzles with a solution).
 */
export function analyseColour(puzzle: Puzzle, rules: SimplifierRules = COELHO_RULES): ColourReport {
  const propagator = propagateGivens(puzzle);
  if (!propagator.consistent) throw new Error('the givens contradict each other');
  const greenIndicator = countEmptyCells(propagator.values);
  if (greenIndicator === 0) return GREEN;
  const smallNumbers = countOpenVariables(propagator.values);

  const simplifier = new Simplifier(propagator.compiled.variables, propagator.values, residualClauses(propagator), rules);
  const blue = simplifier.simplifyBlue();
  if (blue === 'contradiction') throw new Error('the puzzle has no solution');
  const blueIndicator = blue === 'solved' ? 0 : countEmptyCells(simplifier.values, (v) => simplifier.valueOfVariable(v));
  const red = blue === 'solved' ? 'solved' : simplifier.simplifyRed();
  if (red === 'contradiction') throw new Error('the puzzle has no solution');
  const redIndicator = red === 'solved' ? 0 : countEmptyCells(simplifier.values, (v) => simplifier.valueOfVariable(v));
  const colour: Colour = blue === 'solved' ? 'blue' : red === 'solved' ? 'red' : 'black';

  const search = searchByGuessing(propagator, 'green');
  const failedLiterals = failedLiteralRule(propagator);
  const searchRedLevel = colour === 'black' ? searchByGuessing(propagator, 'red', rules).level : 0;
  return {
    colour,
    greenIndicator,
    smallNumbers,
    blueIndicator,
    redIndicator,
    searchLevel: search.level,
    searchRedLevel,
    guesses: failedLiterals.guesses,
    esflr: failedLiterals.esflr,
  };
}

/** The failed-literal rule on a copy of the green state: its guesses and the empty squares it leaves (ESFLR). */
function failedLiteralRule(green: Propagator): { guesses: number; esflr: number } {
  const copy = new Propagator(green.compiled);
  for (let variable = 1; variable < green.values.length; variable++) {
    const value = green.values[variable]!;
    if (value !== 0 && copy.values[variable] === 0) copy.imply(value > 0 ? variable : -variable);
  }
  const { guesses } = applyFailedLiteralRule(copy);
  return { guesses, esflr: countEmptyCells(copy.values) };
}
