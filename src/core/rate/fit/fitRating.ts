/**
 * Fit a rating to a site: given puzzles with a site's levels and a starting set, the values that
 * best reproduce the site's level order (see fitValues for the search), the agreement reached,
 * and a k-fold cross-validated figure so that over-fitting shows: the values are fitted on k-1
 * folds and their agreement measured on the fold left out, for each fold in turn.
 */
import { fail, ok, type Result } from '../../result';
import { Rng } from '../../simulate/rng';
import type { TechniqueId } from '../../techniques';
import { readCustomSet, type CustomLevel, type CustomSet } from '../customSet';
import { packTraces, scoresOf, spearmanOf, subsetOf, type PackedTraces } from './fitScore';
import type { FitTrace } from './fitTrace';
import { feasibleStart, fitValues, usedTechniques, type FitValuesOptions } from './fitValues';

/** Puzzles a fold must hold at least, so its ρ means something. */
export const MIN_FOLD_PUZZLES = 10;

export interface FitInput {
  /** The starting set: its order of trial, fold and starting values. */
  readonly set: CustomSet;
  /** The fitted set's name. */
  readonly name: string;
  /** The site's level names, easiest first. */
  readonly levels: readonly string[];
  /** The solved puzzles' traces (fitTraceOf with `set`) and each one's level, as an index into `levels`. */
  readonly traces: readonly FitTrace[];
  readonly levelRanks: readonly number[];
  /** Folds of the cross-validation (default 5). */
  readonly folds?: number;
  /** Seeds the deal of the puzzles into folds (default 1). */
  readonly seed?: number;
  readonly freeOrder?: boolean;
}

export interface FitResult {
  /** The fitted set, with the site's levels cut where the site's shares of them fall. */
  readonly set: CustomSet;
  /** Fitted value of each technique, by id. */
  readonly values: Readonly<Record<string, number>>;
  /** ρ of the fitted set with the level order on all the puzzles. */
  readonly spearman: number;
  /** Mean over the folds of ρ on each held-out fold, the values fitted on the others. */
  readonly cvSpearman: number;
  readonly foldSpearman: readonly number[];
  readonly start: {
    readonly values: Readonly<Record<string, number>>;
    readonly spearman: number;
    /** Mean ρ of the starting values on the same held-out folds: the figure cvSpearman beats or not. */
    readonly cvSpearman: number;
  };
  readonly puzzles: number;
  readonly folds: number;
  readonly freeOrder: boolean;
  /** Techniques of the set that no puzzle's solve used: their values were not fitted. */
  readonly unused: readonly TechniqueId[];
}

/** What each later use costs per unit of value, fixed by the starting set (1 when it prices them alike). */
function laterRatios(set: CustomSet): number[] {
  return set.techniques.map((t) => (t.later === undefined || t.value === 0 ? 1 : t.later / t.value));
}

/**
 * Deals the puzzles into `k` folds, each level's puzzles shuffled (seeded) and dealt in turn,
 * so every fold holds each level in about the site's proportion.
 */
export function stratifiedFolds(levelRanks: readonly number[], k: number, seed: number): number[][] {
  const rng = new Rng(seed);
  const byLevel = new Map<number, number[]>();
  levelRanks.forEach((rank, index) => {
    const list = byLevel.get(rank) ?? [];
    list.push(index);
    byLevel.set(rank, list);
  });
  const folds = Array.from({ length: k }, () => [] as number[]);
  let turn = 0;
  for (const rank of [...byLevel.keys()].sort((a, b) => a - b)) {
    const list = byLevel.get(rank)!;
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.below(i + 1);
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    for (const index of list) folds[turn++ % k]!.push(index);
  }
  return folds.map((fold) => fold.sort((a, b) => a - b));
}

/** Shares of the way from the starting values to the fitted ones that the shrinkage tries. */
const SHRINK_STEPS = [0, 0.25, 0.5, 0.75, 1];

const towards = (start: readonly number[], fitted: readonly number[], share: number): number[] =>
  start.map((value, t) => value + share * (fitted[t]! - value));

/**
 * Fits, then shrinks the fitted values towards the (feasible) starting ones by the share that
 * does best on data the search did not see: the puzzles are split in two halves (stratified by
 * level), values fitted on each half are tried at every share on the other, and the share with
 * the best summed ρ (the smaller on a tie) is applied to the values fitted on all the puzzles.
 * Where the starting set already orders the levels as well as any fit can (a site that rates by
 * it), this keeps it; where the levels need other values, the full fit comes through. Both ends
 * meet the constraints, so every share between them does too.
 */
function shrunkFit(
  packed: PackedTraces,
  levelRanks: readonly number[],
  start: readonly number[],
  options: FitValuesOptions,
  seed: number,
): number[] {
  const feasible = feasibleStart(packed, start, options);
  const halves = stratifiedFolds(levelRanks, 2, seed);
  const totals = SHRINK_STEPS.map(() => 0);
  halves.forEach((half, h) => {
    const other = halves[1 - h]!;
    const fitted = fitValues(
      subsetOf(packed, other),
      other.map((p) => levelRanks[p]!),
      start,
      options,
    );
    const test = subsetOf(packed, half);
    const ranks = half.map((p) => levelRanks[p]!);
    SHRINK_STEPS.forEach((share, i) => (totals[i]! += spearmanOf(ranks, scoresOf(test, towards(feasible, fitted, share)))));
  });
  let best = 0;
  totals.forEach((total, i) => {
    if (total > totals[best]! + 1e-9) best = i;
  });
  if (SHRINK_STEPS[best] === 0) return feasible;
  return towards(feasible, fitValues(packed, levelRanks, start, options), SHRINK_STEPS[best]!);
}

const roundValue = (value: number): number => Math.round(value * 1000) / 1000;

/** The site's levels as cut points on the fitted ratings: each level ends where its share of the puzzles ends. */
function siteLevels(levels: readonly string[], levelRanks: readonly number[], scores: readonly number[]): CustomLevel[] | undefined {
  const sorted = [...scores].sort((a, b) => a - b);
  const cuts: CustomLevel[] = [];
  let below = 0;
  for (let rank = 0; rank < levels.length - 1; rank++) {
    below += levelRanks.filter((r) => r === rank).length;
    if (below === 0) continue;
    // Kept to three decimals, rounded up so the level's last puzzle stays in it.
    const upTo = Math.ceil(sorted[below - 1]! * 1000 - 1e-6) / 1000;
    const previous = cuts[cuts.length - 1]?.upTo;
    // Cut points must rise; a level squeezed out by ties is left without one, and the set names none.
    if (previous !== undefined && upTo <= previous) return undefined;
    cuts.push({ name: levels[rank]!, upTo });
  }
  return [...cuts, { name: levels[levels.length - 1]! }];
}

/** Checks the input, then fits on every fold and on all the puzzles. */
export function fitRating(input: FitInput): Result<FitResult, 'ERR_FIT'> {
  const bad = (message: string) => fail('ERR_FIT' as const, message);
  const k = input.folds ?? 5;
  const { set, traces, levelRanks, levels } = input;
  if (traces.length !== levelRanks.length)
    throw new RangeError(`fitRating needs a level for each trace: ${traces.length} traces, ${levelRanks.length} levels`);
  if (!Number.isInteger(k) || k < 2) return bad(`--folds must be a whole number of 2 or more, not ${k}`);
  const present = new Set(levelRanks);
  if (present.size < 2)
    return bad(
      `the puzzles have ${present.size === 0 ? 'no level' : `one level only (${levels[[...present][0]!] ?? '?'})`}: a fit needs puzzles of at least 2 levels`,
    );
  const seed = input.seed ?? 1;
  const folds = stratifiedFolds(levelRanks, k, seed);
  const smallest = Math.min(...folds.map((fold) => fold.length));
  if (smallest < MIN_FOLD_PUZZLES) {
    return bad(
      `too few puzzles for ${k} folds: ${traces.length} puzzles give ${smallest} in the smallest fold, ` +
        `and each fold needs ${MIN_FOLD_PUZZLES}; use fewer --folds or more puzzles`,
    );
  }
  const packed = packTraces(traces, set.fold, laterRatios(set));
  const start = set.techniques.map((t) => t.value);
  const options = { freeOrder: input.freeOrder === true };

  const foldSpearman: number[] = [];
  const startFoldSpearman: number[] = [];
  folds.forEach((heldOut, f) => {
    const training = folds.flatMap((fold, g) => (g === f ? [] : fold));
    const trainingRanks = training.map((p) => levelRanks[p]!);
    const heldOutRanks = heldOut.map((p) => levelRanks[p]!);
    const fitted = shrunkFit(subsetOf(packed, training), trainingRanks, start, options, seed + f + 1).map(roundValue);
    const test = subsetOf(packed, heldOut);
    foldSpearman.push(spearmanOf(heldOutRanks, scoresOf(test, fitted)));
    startFoldSpearman.push(spearmanOf(heldOutRanks, scoresOf(test, start)));
  });

  const fitted = shrunkFit(packed, levelRanks, start, options, seed).map(roundValue);
  const scores = scoresOf(packed, fitted);
  const ratios = laterRatios(set);
  const techniques = set.techniques.map((t, index) => ({
    id: t.id,
    value: fitted[index]!,
    ...(t.later !== undefined ? { later: roundValue(fitted[index]! * ratios[index]!) } : {}),
  }));
  const cutLevels = siteLevels(levels, levelRanks, scores);
  let fittedSet = readCustomSet({
    name: input.name,
    base: set.base,
    fold: set.fold,
    techniques,
    ...(cutLevels ? { levels: cutLevels } : {}),
  });
  // Site level names a set cannot take (two differing only in case) leave the set without levels.
  if (!fittedSet.ok) fittedSet = readCustomSet({ name: input.name, base: set.base, fold: set.fold, techniques });
  if (!fittedSet.ok) return bad(fittedSet.error.message);
  const mean = (list: readonly number[]): number => list.reduce((sum, x) => sum + x, 0) / list.length;
  const used = new Set(usedTechniques(packed));
  return ok({
    set: fittedSet.value,
    values: Object.fromEntries(techniques.map((t) => [t.id, t.value])),
    spearman: spearmanOf(levelRanks, scores),
    cvSpearman: mean(foldSpearman),
    foldSpearman,
    start: {
      values: Object.fromEntries(set.techniques.map((t) => [t.id, t.value])),
      spearman: spearmanOf(levelRanks, scoresOf(packed, start)),
      cvSpearman: mean(startFoldSpearman),
    },
    puzzles: traces.length,
    folds: k,
    freeOrder: options.freeOrder,
    unused: set.techniques.filter((_, index) => !used.has(index)).map((t) => t.id),
  });
}
