/** One line of a step list: what a replay step or a trial-and-error event shows. */
export interface StepItem {
  readonly title: string;
  /** Short words: what the step does. */
  readonly detail: string;
  /** The value as text ("7.2"), or an empty string. */
  readonly value: string;
  /** Trial and error: deduction, guess, contradiction or backtrack (the item's `data-kind`). */
  readonly kind?: string;
  readonly hardest?: boolean;
}
