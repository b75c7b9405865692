/**
 * `alone`: whether the human strategies alone solve the puzzle (Project Patti paper §7.3) with
 * 2 (naked and hidden singles), 3 (+ naked pairs) and 4 (+ X-wing) strategies, in cycles until
 * no progress.
 */
import { strategiesAlone } from '../simulate/cycles';
import type { Rater } from '../rater';

export type AloneRating = Readonly<Record<'2' | '3' | '4', boolean>>;

export const aloneRater: Rater<AloneRating> = {
  id: 'alone',
  title: 'Solved by 2, 3 or 4 human strategies alone (no guessing)',
  version: 1,
  usesOptions: [],
  rate: (input, _options, memo) => memo.get('alone', () => strategiesAlone(input.puzzle)),
};
