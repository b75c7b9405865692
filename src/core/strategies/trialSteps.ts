/**
 * Words and highlights for the trial-and-error steps declared in step.ts (guess,
 * contradiction, backtrack). The strategies that make them live in their own family files.
 */
import { candidateOf } from '../grid/candidate';
import type { BacktrackStep, ContradictionStep, GuessStep, StepHandler } from '../step';
import { cell, digits, eliminationTokens, NO_HIGHLIGHTS, technique, text } from './words';

export const trialHandlers: {
  guess: StepHandler<GuessStep>;
  contradiction: StepHandler<ContradictionStep>;
  backtrack: StepHandler<BacktrackStep>;
} = {
  guess: {
    technique: () => 'guess',
    explain: (step) => [technique('guess'), text(' (depth ' + step.depth + '): '), cell(step.cell), text(' = '), digits([step.digit])],
    highlights: (step) => ({ ...NO_HIGHLIGHTS, cells: [step.cell], placements: step.placements }),
  },
  contradiction: {
    technique: () => 'guess',
    explain: (step) => [text('Contradiction (depth ' + step.depth + '): '), cell(step.cell), text(' has no candidate left')],
    highlights: (step) => ({ ...NO_HIGHLIGHTS, cells: [step.cell] }),
  },
  backtrack: {
    technique: () => 'guess',
    explain: (step) => [
      text('Backtrack (depth ' + step.depth + '): '),
      cell(step.cell),
      text(' is not '),
      digits([step.digit]),
      ...(step.eliminations.length > 0 ? [text('; '), ...eliminationTokens(step.eliminations)] : []),
    ],
    highlights: (step) => ({ ...NO_HIGHLIGHTS, cells: [step.cell], removed: [candidateOf(step.cell, step.digit)] }),
  },
};
