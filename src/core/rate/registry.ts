import { aloneRater } from './aloneRater';
import { costRater } from './cost';
import { findCustomRater } from './customRater';
import { graderRater } from './grader';
import { hodokuRater } from './hodoku';
import { nhc2Rater, nhc4Rater, nishioHRater } from './nishioRaters';
import type { Rater } from '../rater';
import { seRater } from './se';
import { SAT_RATERS } from '../sat/raters';
import { sisusRater } from './sisusRater';
import { universalRater } from './universalRater';

/**
 * Every rater Patti ships, in the order they are listed to people. Add a rater by adding it
 * here; the CLI, the job runner and the UI all read this list.
 */
export const RATERS: readonly Rater[] = [
  costRater,
  graderRater,
  seRater,
  hodokuRater,
  aloneRater,
  nhc2Rater,
  nhc4Rater,
  nishioHRater,
  sisusRater,
  universalRater,
  ...SAT_RATERS,
];

/** A shipped rater, or a custom set's (`custom:<name>`) when this thread has been given the set. */
export function findRater(id: string): Rater | undefined {
  return RATERS.find((rater) => rater.id === id) ?? findCustomRater(id);
}

export const raterIds = (): string[] => RATERS.map((rater) => rater.id);
