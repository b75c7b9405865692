/**
 * How a rater's value is stored: `detail` is the whole value as JSON; `value` is its number when
 * the value is one number (a boolean counts as 0/1), so the library can sort and filter on it;
 * object values (e.g. `{mean, median, …}`) are filtered through paths into `detail`.
 */
import type { Rater, RaterOptions } from '../../../core/rater';
import type { RatedRow } from '../../../shared/workerProtocol';
import { makeParametersKey, type RatingRow } from '../library/store/ratings';

/** The subset of `Rater` the job runner needs in the main process. */
export type RaterInfo = Pick<Rater, 'id' | 'version' | 'usesOptions'>;

/** The options that change this rater's value, as the canonical JSON stored with its ratings. */
export function makeRaterParameters(rater: RaterInfo, options: RaterOptions): string {
  const used: Record<string, unknown> = {};
  for (const name of rater.usesOptions) if (options[name] !== undefined) used[name] = options[name];
  return makeParametersKey(used);
}

/** The engine version stored with a rating (text in the library; the rater's number here). */
export function makeEngineVersion(rater: RaterInfo): string {
  return String(rater.version);
}

export function makeRatingValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return null;
}

/**
 * The rating rows for one rated puzzle, or the reason there are none: the row's own `error`
 * (an invalid puzzle) or a rater that gave nothing.
 */
export function makeRatingRows(
  puzzleId: number,
  row: RatedRow,
  raters: readonly RaterInfo[],
  options: RaterOptions,
  computedAt: string,
): { ok: true; rows: RatingRow[] } | { ok: false; reason: string } {
  if (row.error !== undefined && row.error !== null) return { ok: false, reason: describeError(row.error) };
  const rows: RatingRow[] = [];
  for (const rater of raters) {
    const value = row[rater.id];
    if (value === undefined) return { ok: false, reason: `rater ${rater.id} gave no value` };
    rows.push({
      puzzleId,
      rater: rater.id,
      parameters: parametersOf(rater, options),
      engineVersion: makeEngineVersion(rater),
      value: makeRatingValue(value),
      detail: JSON.stringify(value),
      computedAt,
    });
  }
  return { ok: true, rows };
}

/** The parameters text of (rater, options) pairs already seen: the same for every puzzle of a job. */
const parametersCache = new WeakMap<RaterInfo, WeakMap<RaterOptions, string>>();

function parametersOf(rater: RaterInfo, options: RaterOptions): string {
  let byOptions = parametersCache.get(rater);
  if (!byOptions) parametersCache.set(rater, (byOptions = new WeakMap()));
  let text = byOptions.get(options);
  if (text === undefined) byOptions.set(options, (text = makeRaterParameters(rater, options)));
  return text;
}

function describeError(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return JSON.stringify(error);
}
