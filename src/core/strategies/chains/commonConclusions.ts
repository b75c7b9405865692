/**
 * What a group of propagations (one per branch of a cell, unit or double forcing chain) all
 * conclude, and what a conclusion costs summed over the branches: the part of the forcing
 * search that reads its propagations side by side, with its own scratch.
 */
import { BIT_WORDS, type Propagation, type PropagationEngine } from './propagation';
import { POTENTIAL_COUNT } from './potentials';

/** The common-conclusion finder of one forcing search, with the ancestor counts of `propagation`. */
export function createCommonConclusions(propagation: PropagationEngine) {
  const { ancestorCount } = propagation;

  /** Conclusions found by `commonConclusions`: the "on" ones, then the "off" ones. */
  const hits = new Int16Array(POTENTIAL_COUNT);
  const offHits = new Int16Array(POTENTIAL_COUNT);

  /**
   * Fills `hits` with the potentials every one of the first `count` propagations reaches, in
   * the first one's order: the worthwhile "on" ones first, then the "off" ones (the order in
   * which Sudoku Explainer lists them). Returns how many.
   */
  function commonConclusions(props: readonly Propagation[], count: number, onWorth: (potential: number) => boolean): number {
    const first = props[0]!;
    if (first.orderLength <= SHORT_ORDER) return commonByScan(props, count, onWorth);
    // Intersect the membership bit sets first: most groups of assumptions share nothing.
    const common = commonScratch;
    let any = 0;
    for (let w = 0; w < BIT_WORDS; w++) {
      let word = first.bits[w]!;
      for (let j = 1; j < count && word !== 0; j++) word &= props[j]!.bits[w]!;
      common[w] = word;
      any |= word;
    }
    if (any === 0) return 0;
    let onCount = 0;
    let offCount = 0;
    for (let i = 0; i < first.orderLength; i++) {
      const p = first.order[i]!;
      if (!(common[p >> 5]! & (1 << (p & 31)))) continue;
      if (p & 1) {
        if (onWorth(p)) hits[onCount++] = p;
      } else offHits[offCount++] = p;
    }
    hits.set(offHits.subarray(0, offCount), onCount);
    return onCount + offCount;
  }
  const commonScratch = new Int32Array(BIT_WORDS);
  /** Below this many potentials, testing each of the first propagation's beats intersecting bit sets. */
  const SHORT_ORDER = 64;

  /** `commonConclusions` by testing each potential of the first propagation in the others. */
  function commonByScan(props: readonly Propagation[], count: number, onWorth: (potential: number) => boolean): number {
    const first = props[0]!;
    let onCount = 0;
    let offCount = 0;
    scan: for (let i = 0; i < first.orderLength; i++) {
      const p = first.order[i]!;
      for (let j = 1; j < count; j++) if (!props[j]!.has(p)) continue scan;
      if (p & 1) {
        if (onWorth(p)) hits[onCount++] = p;
      } else offHits[offCount++] = p;
    }
    hits.set(offHits.subarray(0, offCount), onCount);
    return onCount + offCount;
  }

  /**
   * The complexity of a multi-branch hint: the ancestor counts of `target` summed over the
   * first `count` propagations. Stops once the sum must exceed `limit` (every branch counts at
   * least one node), returning a value above it.
   */
  function branchSum(props: readonly Propagation[], count: number, target: number, limit: number): number {
    let sum = 0;
    for (let j = 0; j < count; j++) {
      sum += ancestorCount(props[j]!, target);
      if (sum + (count - 1 - j) > limit) return limit + 1;
    }
    return sum;
  }

  return { hits, commonConclusions, branchSum };
}
