/**
 * What a step means to a reader, looked up in its kind's handler: its technique, its highlights
 * and its explanation. Kept apart from `step.ts` so that the step vocabulary, which every strategy
 * imports, does not import the strategies back.
 */
import type { ExplainToken, Highlights, Step } from './step';
import { stepHandler } from './strategies/registry';
import type { TechniqueId } from './techniques';

export function techniqueOf(step: Step): TechniqueId {
  return stepHandler(step).technique(step);
}

export function highlightsOf(step: Step): Highlights {
  return stepHandler(step).highlights(step);
}

/** The step in structured words, e.g. "Naked pair {3,7} in row 4 (r4c2, r4c8) removes 3 from r4c5". */
export function explain(step: Step): readonly ExplainToken[] {
  return stepHandler(step).explain(step);
}

/** The plain-text explanation. */
export function explainText(step: Step): string {
  return explain(step)
    .map((token) => token.text)
    .join('');
}
