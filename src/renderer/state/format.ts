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

/** A rater's stored detail (JSON text) in one line: `score 204 · level easy`. */
export function formatDetail(detail: string): string {
  try {
    const value = JSON.parse(detail) as unknown;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>)
        .map(([name, field]) => `${name} ${typeof field === 'number' ? formatRating(field) : typeof field === 'object' ? JSON.stringify(field) : String(field)}`)
        .join(' · ');
    }
    return typeof value === 'number' ? formatRating(value) : String(value);
  } catch {
    return detail;
  }
}
