/**
 * The optimiser of a fit: values for a set's techniques that maximise Spearman's ρ between the
 * set's ratings and a site's level ranks, non-negative and, unless the order is freed,
 * non-decreasing in the set's order of trial.
 *
 * It searches on ρ itself, a coordinate by coordinate pattern search: each technique's value is
 * tried at a few multiples of itself and between its neighbours, a tail of the order is scaled
 * up or down together (the move that gets past neighbours tied by the order), and a change is
 * kept only when it raises ρ. ρ is a step function of the values, with no gradient to follow,
 * and the `hardest` fold makes a rating the largest of its values, not a linear form; a search
 * on the measure itself serves every fold the same way, keeps the constraints exact (each move
 * stays inside them), and, because each puzzle was solved once beforehand (fitTrace), costs one
 * pass over small per-puzzle tables per trial rather than a solve.
 */
import { scoresOf, spearmanAgainst, type PackedTraces } from './fitScore';

export interface FitValuesOptions {
  /** Let values leave the set's order of trial (a later technique may be worth less). */
  readonly freeOrder?: boolean;
  /** Sweeps over all techniques at most (default 12). */
  readonly maxSweeps?: number;
}

/** Multiples of a value tried for it. */
const FACTORS = [0, 0.25, 0.5, 0.7, 0.85, 0.95, 1.05, 1.15, 1.4, 2, 3];
/** Multiples a tail of the order is scaled by. */
const TAIL_FACTORS = [0.5, 0.8, 0.95, 1.05, 1.25, 2];
/** A change must raise ρ by this much to be kept: below it, the gain is noise of one sample. */
const MIN_GAIN = 1e-5;

/**
 * The closest non-decreasing, non-negative sequence to `values` (least squares): pool adjacent
 * violators, then raise negatives to 0 (the projection onto the monotone cone clipped at 0).
 */
export function monotoneProjection(values: readonly number[]): number[] {
  const blocks: { sum: number; size: number }[] = [];
  for (const value of values) {
    blocks.push({ sum: value, size: 1 });
    while (
      blocks.length > 1 &&
      blocks[blocks.length - 2]!.sum / blocks[blocks.length - 2]!.size > blocks[blocks.length - 1]!.sum / blocks[blocks.length - 1]!.size
    ) {
      const last = blocks.pop()!;
      blocks[blocks.length - 1]!.sum += last.sum;
      blocks[blocks.length - 1]!.size += last.size;
    }
  }
  return blocks.flatMap((block) => Array.from({ length: block.size }, () => Math.max(0, block.sum / block.size)));
}

/** The set's techniques that some packed puzzle uses, in the set's order. */
export function usedTechniques(packed: PackedTraces): number[] {
  return [...new Set(packed.technique)].sort((a, b) => a - b);
}

/**
 * Fits values to the packed puzzles and their level ranks, starting from `start` (one value per
 * technique of the set). Techniques no puzzle uses keep their starting value, moved only as far
 * as the order needs (between the fitted values of their neighbours).
 */
export function fitValues(
  packed: PackedTraces,
  levelRanks: readonly number[],
  start: readonly number[],
  options: FitValuesOptions = {},
): number[] {
  const monotone = options.freeOrder !== true;
  const active = usedTechniques(packed);
  const values = feasibleStart(packed, start, options);
  const rhoOf = spearmanAgainst(levelRanks);
  const scores = new Array<number>(packed.count);
  const evaluate = (): number => rhoOf(scoresOf(packed, values, scores));
  let best = evaluate();
  const cap = 4 * Math.max(...active.map((t) => values[t]!), 1e-9);
  const sweeps = options.maxSweeps ?? 12;
  for (let sweep = 0; sweep < sweeps; sweep++) {
    const before = best;
    for (let j = 0; j < active.length; j++) {
      const t = active[j]!;
      const current = values[t]!;
      const low = monotone && j > 0 ? values[active[j - 1]!]! : 0;
      const high = monotone && j < active.length - 1 ? values[active[j + 1]!]! : cap;
      const candidates = new Set<number>([low, high, (low + current) / 2, (current + high) / 2]);
      for (const factor of FACTORS) candidates.add(current * factor);
      if (current === 0) for (const share of [0.1, 0.25, 0.5]) candidates.add(low + (high - low) * share);
      let bestValue = current;
      for (const candidate of candidates) {
        if (candidate === current || candidate < low || candidate > high) continue;
        values[t] = candidate;
        const rho = evaluate();
        if (rho > best + MIN_GAIN) {
          best = rho;
          bestValue = candidate;
        }
      }
      values[t] = bestValue;
      // The tail from t on, scaled together: keeps the order and moves past ties with neighbours.
      if (!monotone || j === 0) continue;
      const tail = active.slice(j);
      const kept = tail.map((u) => values[u]!);
      let bestFactor = 1;
      for (const factor of TAIL_FACTORS) {
        if (kept[0]! * factor < low) continue;
        tail.forEach((u, i) => (values[u] = kept[i]! * factor));
        const rho = evaluate();
        if (rho > best + MIN_GAIN) {
          best = rho;
          bestFactor = factor;
        }
      }
      tail.forEach((u, i) => (values[u] = kept[i]! * bestFactor));
    }
    if (best - before < MIN_GAIN) break;
  }
  if (monotone) settleUnused(values, active);
  return values;
}

/**
 * The starting values made to meet the constraints: negatives raised to 0 and, unless the order
 * is freed, the used techniques' values projected onto the order, the others settled between them.
 */
export function feasibleStart(packed: PackedTraces, start: readonly number[], options: FitValuesOptions = {}): number[] {
  const values = start.map((value) => Math.max(0, value));
  if (options.freeOrder === true) return values;
  const active = usedTechniques(packed);
  const projected = monotoneProjection(active.map((t) => values[t]!));
  active.forEach((t, j) => (values[t] = projected[j]!));
  settleUnused(values, active);
  return values;
}

/** Moves each unused technique's value between its used neighbours', so the whole set keeps the order. */
function settleUnused(values: number[], active: readonly number[]): void {
  let floor = 0;
  for (let t = 0; t < values.length; t++) {
    if (active.includes(t)) {
      floor = values[t]!;
      continue;
    }
    const next = active.find((u) => u > t);
    const ceiling = next === undefined ? Number.POSITIVE_INFINITY : values[next]!;
    values[t] = Math.min(Math.max(values[t]!, floor), ceiling);
    floor = values[t]!;
  }
}
