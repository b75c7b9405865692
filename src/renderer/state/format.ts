/**
 * How numbers read in the Library view.
 */

/** A rating value as a table shows it: up to two decimals, '–' where there is none. */
export function formatRating(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
}

/** 12,345 */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
