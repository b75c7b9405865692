/**
 * How numbers read in the Library view. Ratings are written by the one formatter of their scheme
 * (core/rate/ratingFormat), the same as Print, Compare and the CLI write them.
 */
import { formatRatingValue } from '../../core/rate/ratingFormat';

/**
 * A rating value as a table shows it, by the rules of the rating it is (`se` → "9.0",
 * `hodoku@$.score` → "1,250"); a value of no named rating gets up to two decimals; '–' for none.
 */
export function formatRating(value: number | null | undefined, rating = ''): string {
  return formatRatingValue(rating, value);
}

/** 12,345 */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
