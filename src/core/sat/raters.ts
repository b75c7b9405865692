import type { Rater } from '../rater';
import { clauseLengthDistribution, type ClauseLengthDistribution } from './clauseLengths';
import { analyseColour, type ColourReport } from './colour';
import { dpllFigures, type DpllFigures } from './dpll';

/** Clause Length Distribution of the minimum encoding (Project Patti paper §7.1). */
const cldRater: Rater<ClauseLengthDistribution> = {
  id: 'cld',
  title: 'Clause Length Distribution: at-least-one clause lengths of the minimum SAT encoding',
  version: 1,
  usesOptions: [],
  rate: ({ puzzle }) => clauseLengthDistribution(puzzle),
};

/**
 * The green/blue/red/black inference level of José Silva Coelho's "A Scale to Measure the
 * Difficulty of Sudoku Puzzles", with its hardness indicators (docs/raters.md, "SAT view").
 */
const colourRater: Rater<ColourReport> = {
  id: 'colour',
  title: 'SAT inference colour (green/blue/red/black) with search and failed-literal indicators',
  // What changed in each version, and why: CHANGELOG.md, "Rater versions".
  version: 2,
  usesOptions: [],
  rate: ({ puzzle }) => analyseColour(puzzle),
};

/** Decisions, propagations and conflicts of a fixed-strategy DPLL solve of the extended encoding. */
const dpllRater: Rater<DpllFigures> = {
  id: 'dpll',
  title: 'DPLL work (decisions, propagations, conflicts) on the extended SAT encoding',
  version: 1,
  usesOptions: [],
  rate: ({ puzzle }) => dpllFigures(puzzle),
};

export const SAT_RATERS: readonly Rater[] = [cldRater, colourRater, dpllRater];
