/**
 * The one number a stored rating gives the Compare view: its rater's Compare metric read from
 * the rating's detail, exactly as SQLite's json_extract would give the metric's fields (true and
 * false as 1 and 0). The library keeps it in its own column, written with the rating, so a
 * 50,000-puzzle selection is gathered from an index instead of parsing every detail.
 */
import { COMPARE_METRICS, customMetric, isCustomMetricId, type CompareMetric, type StoredField } from './metrics';

/** The Compare metric a rater's ratings feed; each rater feeds at most one. */
export function compareMetricOfRater(rater: string): CompareMetric | undefined {
  if (isCustomMetricId(rater)) return customMetric(rater.slice('custom:'.length));
  return COMPARE_METRICS.find((metric) => metric.rater === rater);
}

/** The metric's value in a rating's detail (parsed JSON); null when the rater feeds no metric or the detail has no usable value. */
export function ratingSummary(rater: string, detail: unknown): number | null {
  const metric = compareMetricOfRater(rater);
  return metric ? metric.read(metric.paths.map((path) => storedField(detail, path))) : null;
}

/** A rating's detail as stored text, summarised; text that is not JSON has no summary. */
export function ratingSummaryOfText(rater: string, detail: string): number | null {
  if (!compareMetricOfRater(rater)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return null;
  }
  return ratingSummary(rater, parsed);
}

/**
 * json_extract for the one-key paths the metric table uses (`$.mean`, `$."2"`): a number or text
 * as is, a boolean as 1 or 0, anything else (an object, an array, nothing) as null.
 */
function storedField(detail: unknown, path: string): StoredField {
  const match = /^\$\.(?:"([^"]*)"|([A-Za-z_][A-Za-z0-9_]*))$/.exec(path);
  if (!match) throw new RangeError(`unsupported detail path ${path}`);
  if (detail === null || typeof detail !== 'object' || Array.isArray(detail)) return null;
  const value = (detail as Record<string, unknown>)[match[1] ?? match[2]!];
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}
