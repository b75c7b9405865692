import { findRater, raterIds } from '../core/rate/registry';
import { parseRatingSelector, type RatingSelector } from '../main/services/library/store/listFilter';
import { UsageError } from './command';
import { forTerminal } from './terminalText';

/**
 * A whole-number option: plain digits only (no `1e400`, `0x10`, `-1`, `2.5`), from `min` to
 * `max` (at most 2^53 − 1, so it stays exact).
 */
export function readWholeNumberOption(name: string, text: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const value = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    const wanted =
      max < Number.MAX_SAFE_INTEGER
        ? `a whole number from ${min} to ${max.toLocaleString('en-US')}`
        : min === 1
          ? 'a positive whole number'
          : `a whole number ≥ ${min}`;
    throw new UsageError(`--${name} must be ${wanted}, not '${forTerminal(text, 40)}'`);
  }
  return value;
}

/** A rating named on the command line (`rater`, `rater@path`, `ext:name`); Patti's raters must exist. */
export function readRatingSelectorOption(text: string): RatingSelector {
  const selector = parseRatingSelector(text);
  checkRaterName(selector);
  return selector;
}

/** Refuses a rater id the registry does not know (external rating names are the file's own). */
export function checkRaterName(selector: RatingSelector): void {
  if (selector.external) {
    if (selector.rater.trim() === '') throw new UsageError('name the external rating after ext:');
    return;
  }
  // A custom set's ratings are stored under its rater id whether or not the set is still saved.
  if (selector.rater.startsWith('custom:') && selector.rater.length > 'custom:'.length) return;
  if (!findRater(selector.rater))
    throw new UsageError(
      `unknown rater '${forTerminal(selector.rater, 60)}' (known: ${raterIds().join(', ')}; ext:<column> for a rating kept from an import)`,
    );
}
