/**
 * Spreading a request's puzzles across a numeric target (`se:6.0-7.0`, `cost:fiendish`, …):
 * the target's band is cut into strata, as many as puzzles asked (never more than the band has
 * distinct values), and puzzle i is searched for in its own stratum. Without this the generator
 * keeps the first puzzle inside the band, and most land on the band's commonest value.
 *
 * A stratum no search reaches (no SE technique rates 6.0, say) is not fatal: while searching
 * its stratum a puzzle keeps the candidate inside the whole band nearest to it, and falls back
 * on that one once its share of attempts is spent ({@link StratumChoice}).
 */
import { techniqueOfId } from '../techniques';
import { parseTarget, SE_TECHNIQUES } from './targets';

export const SPREAD_MODES = ['strata', 'none'] as const;
export type SpreadMode = (typeof SPREAD_MODES)[number];

export const isSpreadMode = (text: string): text is SpreadMode => (SPREAD_MODES as readonly string[]).includes(text);

export interface Stratum {
  readonly low: number;
  readonly high: number;
}

/** A numeric target's band and the step between its values (0: any real value). */
export interface SpreadBand extends Stratum {
  readonly step: number;
  /** Whether a grid value can occur at all (SE has no rating 6.0); every value when absent. */
  readonly reachable?: (value: number) => boolean;
}

/**
 * The SE ratings a puzzle can have: below 6.5 only the ratings of single techniques (a puzzle's
 * ER is its hardest step's), from 6.5 on any tenth, as chain lengths add tenths to chains.
 */
const SE_VALUES = new Set(SE_TECHNIQUES.map((id) => techniqueOfId(id).se ?? 0));
const seReachable = (value: number): boolean => value >= 6.5 || SE_VALUES.has(value);

/** The steps of the raters whose values are on a grid: SE ER in tenths, scores and clues whole. */
const STEPS: Readonly<Record<string, number>> = { se: 0.1, hodoku: 1, cost: 1, clues: 1, grader: 0, nhc2: 0, nhc4: 0, cld: 0 };

/**
 * The band a target spreads over, or undefined for targets without one (a colour, a technique,
 * a universal category, a HoDoKu level). Reads the canonical text `parseTarget` writes, so a
 * level such as `cost:fiendish` spreads over its score range.
 */
export function spreadBandOf(targetText: string): SpreadBand | undefined {
  const parsed = parseTarget(targetText);
  if (!parsed.ok) return undefined;
  const name = parsed.value.text.split(':')[0] ?? '';
  const step = STEPS[name];
  if (step === undefined) return undefined;
  const band = parsed.value.band;
  if (!band) return undefined;
  return { low: band.low, high: band.high, step, ...(name === 'se' ? { reachable: seReachable } : {}) };
}

/** Rounds away the float noise of adding tenths. */
const tidy = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Cuts a band into `count` strata, or into its distinct values when it has fewer. On a grid of
 * `step`, each stratum is a run of whole grid values (the runs differ by one value at most);
 * on a continuous band, equal slices that share their edges.
 */
export function cutStrata(band: SpreadBand, count: number): Stratum[] {
  if (count <= 1 || band.low === band.high) return [{ low: band.low, high: band.high }];
  if (band.step > 0) {
    const all = Array.from({ length: Math.floor(tidy((band.high - band.low) / band.step)) + 1 }, (_, i) => tidy(band.low + i * band.step));
    const reachable = band.reachable ? all.filter(band.reachable) : all;
    const values = reachable.length > 0 ? reachable : all;
    const strata = Math.min(count, values.length);
    // Each stratum starts at its first reachable value and runs up to the next one's, so the
    // strata still cover the whole band (a value thought unreachable is not lost).
    const firsts = Array.from({ length: strata }, (_, i) => values[Math.floor((i * values.length) / strata)]!);
    return firsts.map((first, i) => ({
      low: i === 0 ? band.low : first,
      high: i === strata - 1 ? band.high : tidy(firsts[i + 1]! - band.step),
    }));
  }
  const width = (band.high - band.low) / count;
  return Array.from({ length: count }, (_, i) => ({
    low: tidy(band.low + i * width),
    high: i === count - 1 ? band.high : tidy(band.low + (i + 1) * width),
  }));
}

/** The stratum puzzle `index` of `count` is searched in: the strata are shared out in order, evenly. */
export const stratumIndexOf = (index: number, count: number, strata: number): number =>
  Math.min(strata - 1, Math.floor((index * strata) / count));

/** The distance from a value to a stratum (0 inside). */
export const distanceTo = (value: number, stratum: Stratum): number =>
  value < stratum.low ? stratum.low - value : value > stratum.high ? value - stratum.high : 0;

/**
 * Which candidate one puzzle's search keeps, as candidates inside the whole band arrive with
 * their values: one inside the stratum is accepted at once; any other is held as the fallback
 * when it is nearer the stratum than the one held (the first of equals stays). Pure.
 */
export class StratumChoice<T> {
  private held: { readonly value: number; readonly item: T } | undefined;

  constructor(readonly stratum: Stratum) {}

  /** 'accept': inside the stratum; 'hold': the nearest so far; 'drop': no nearer than the one held. */
  offer(value: number, item: T): 'accept' | 'hold' | 'drop' {
    const distance = distanceTo(value, this.stratum);
    if (distance === 0) return 'accept';
    if (this.held && distanceTo(this.held.value, this.stratum) <= distance) return 'drop';
    this.held = { value, item };
    return 'hold';
  }

  /** The nearest candidate held, if any. */
  get fallback(): { readonly value: number; readonly item: T } | undefined {
    return this.held;
  }

  /** Forgets the held candidate (it failed its check from scratch). */
  dropFallback(): void {
    this.held = undefined;
  }
}

/** The text of a target narrowed to one stratum, e.g. `se:6.2-6.3`. */
export function stratumTargetText(targetText: string, stratum: Stratum): string {
  const name = targetText.trim().toLowerCase().split(':')[0];
  return `${name}:${stratum.low}-${stratum.high}`;
}

/** The stratum plan of a request: which target spreads, and each puzzle's stratum. */
export interface SpreadPlan {
  /** Position of the spread target in the request's target texts. */
  readonly targetIndex: number;
  readonly strata: readonly Stratum[];
}

/**
 * The plan for a request: the first target with a band spreads (the others stay whole); none
 * when `mode` is 'none', one puzzle is asked, or no target has a band.
 */
export function planSpread(targetTexts: readonly string[], count: number, mode: SpreadMode): SpreadPlan | undefined {
  if (mode === 'none' || count <= 1) return undefined;
  for (let i = 0; i < targetTexts.length; i++) {
    const band = spreadBandOf(targetTexts[i]!);
    if (!band || band.low === band.high) continue;
    const strata = cutStrata(band, count);
    if (strata.length > 1) return { targetIndex: i, strata };
  }
  return undefined;
}

/** Puzzle `index`'s stratum under a plan. */
export const stratumOf = (plan: SpreadPlan, index: number, count: number): Stratum =>
  plan.strata[stratumIndexOf(index, count, plan.strata.length)]!;
