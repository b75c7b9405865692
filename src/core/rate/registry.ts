import type { Rater } from './rater';

/**
 * Every rater Patti ships, in the order they are listed to people. Add a rater by adding it
 * here; the CLI, the job runner and the UI all read this list.
 */
export const RATERS: readonly Rater[] = [];

export function findRater(id: string): Rater | undefined {
  return RATERS.find((rater) => rater.id === id);
}

export const raterIds = (): string[] => RATERS.map((rater) => rater.id);
