/**
 * A stored rating's values as `patti db show` prints them: the main value first (what
 * `db list --sort <rater>` sorts by), then each field a person reads, in the words the app uses.
 */
import { fieldName, mainFieldOf, shownFieldsOf } from '../../core/rate/names';

/** Longest text of one field printed (a detail may hold anything). */
const MAX_FIELD_TEXT = 40;

/** The main value and the fields of a rating: `7.2 (SE 7.2, EP 1.2, ED 1.2)`. */
export function describeRatingValues(rater: string, value: number | null, detail: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return value === null ? describeScalar(parsed) : String(value);
  const record = parsed as Record<string, unknown>;
  const main = mainFieldOf(rater);
  const mainValue = value ?? (main !== undefined && record[main] !== undefined ? describeScalar(record[main]) : '-');
  const known = shownFieldsOf(rater).filter((field) => record[field] !== undefined);
  // A rater without named fields shows its scalar fields by their own names.
  const fields = known.length > 0 ? known : Object.keys(record).filter((field) => isScalar(record[field]));
  const parts = fields.map((field) => `${known.length > 0 ? fieldName(rater, field).short : field} ${describeScalar(record[field])}`);
  return parts.length > 0 ? `${mainValue} (${parts.join(', ')})` : String(mainValue);
}

function isScalar(value: unknown): boolean {
  return value === null || ['number', 'string', 'boolean'].includes(typeof value);
}

function describeScalar(value: unknown): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'number') return String(Math.round(value * 1000) / 1000);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_FIELD_TEXT ? `${text.slice(0, MAX_FIELD_TEXT)}…` : text;
}
