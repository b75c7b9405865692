/**
 * Ratings and rating ranges written as text, the way `patti` options and app links name them:
 * `se`, `nhc4@mean`, `ext:SE` for a rating, `se=7..9` (either end may be left out) for a range.
 */
import type { RatingKey, RatingRangeFilter } from './libraryTypes';

/** Reads `rater`, `rater@path`, `ext:name`: the way a command line or a link names a rating. */
export function parseRatingSelector(text: string): RatingKey {
  const external = text.startsWith('ext:');
  const body = external ? text.slice(4) : text;
  const at = body.indexOf('@');
  const rater = at < 0 ? body : body.slice(0, at);
  const path = at < 0 ? undefined : body.slice(at + 1);
  return { rater, ...(external ? { external } : {}), ...(path !== undefined ? { path: path.startsWith('$') ? path : `$.${path}` } : {}) };
}

/** Reads `rater[@path]=min..max` (either end may be left out); undefined when it is not one. */
export function parseRatingRange(text: string): RatingRangeFilter | undefined {
  const match = /^(.+?)=(-?[\d.]*)\.\.(-?[\d.]*)$/.exec(text);
  if (!match) return undefined;
  const [, selector = '', min = '', max = ''] = match;
  const range: { -readonly [K in keyof RatingRangeFilter]: RatingRangeFilter[K] } = { ...parseRatingSelector(selector) };
  if (min !== '') range.min = Number(min);
  if (max !== '') range.max = Number(max);
  if (Number.isNaN(range.min ?? 0) || Number.isNaN(range.max ?? 0)) return undefined;
  return range;
}

/** Writes a rating as parseRatingSelector reads it (a parameter set cannot be written and is left out). */
export function formatRatingSelector(key: RatingKey): string {
  const path = key.path === undefined ? '' : `@${key.path.startsWith('$.') ? key.path.slice(2) : key.path}`;
  return `${key.external ? 'ext:' : ''}${key.rater}${path}`;
}

/** Writes a range as parseRatingRange reads it. */
export function formatRatingRange(range: RatingRangeFilter): string {
  return `${formatRatingSelector(range)}=${range.min ?? ''}..${range.max ?? ''}`;
}
