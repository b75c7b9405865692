/**
 * "Fit a rating to <source>" in the Ratings view: asks the app to find the technique values that
 * best reproduce a source's levels, starting from the set being edited (docs/custom-ratings.md),
 * and lays out what changed for the person to read before they adopt the values.
 */
import type { CustomSet } from '../../core/rate/customSet';
import type { TechniqueId } from '../../core/techniques';
import type { AppApi } from '../../shared/api';
import type { FitRatingView } from '../../shared/fitTypes';
import { techniqueName } from './ratingsDraft';

/** One technique's value before and after the fit, for the table. */
export interface FittedValue {
  readonly id: string;
  readonly name: string;
  readonly start: number;
  readonly fitted: number;
}

/** The techniques whose value the fit changed, in the set's order. */
export function changedValues(fit: FitRatingView): FittedValue[] {
  return fit.set.techniques
    .map((technique) => ({
      id: technique.id,
      name: techniqueName(technique.id as TechniqueId),
      start: fit.start.values[technique.id] ?? 0,
      fitted: fit.values[technique.id] ?? technique.value,
    }))
    .filter((value) => value.start !== value.fitted);
}

/** A technique value as the table shows it: whole from 100 up (with thousands separators), else at most two decimals. */
export function formatValue(value: number): string {
  return Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en') : String(Number(value.toFixed(2)));
}

/** A name for the fitted set that says where it comes from: lowercase, digits, - and _. */
export function fittedSetName(source: string, taken: readonly string[]): string {
  const stem = `${
    source
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'site'
  }-fit`;
  let name = stem;
  for (let n = 2; taken.includes(name); n++) name = `${stem}-${n}`;
  return name;
}

export class RatingFitState {
  fitting = $state(false);
  /** The source the last fit was made for, with its reply. */
  source = $state('');
  result = $state.raw<FitRatingView | null>(null);
  problem = $state<string | null>(null);
  readonly #api: AppApi;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** Fits from `from` (a preset id or `custom:NAME`) to the levels of `source`. */
  async fit(source: string, from: string): Promise<void> {
    this.fitting = true;
    this.problem = null;
    this.result = null;
    this.source = source;
    const reply = await this.#api.fitRating({ source, from });
    this.fitting = false;
    if (reply.ok) this.result = reply.value;
    else this.problem = reply.error.message;
  }

  /** The fitted set under a new name, for the editor. */
  fittedSet(taken: readonly string[]): CustomSet | null {
    if (!this.result) return null;
    return { ...this.result.set, name: fittedSetName(this.source, taken) };
  }
}
