import { normalCdf } from './normalCdf';
import { rankSumDistribution } from './rankSumDistribution';

/** Largest sample size for which p values come from the exact distribution (when nothing is tied). */
const EXACT_MANN_WHITNEY_MAX_N = 20;

/** The Mann–Whitney U test of two samples, `higher` expected to hold the larger values. */
export interface MannWhitneyTest {
  readonly nLower: number;
  readonly nHigher: number;
  /** U of `higher`: pairs (a, b) with b > a, plus half the tied pairs. */
  readonly u: number;
  /**
   * U / (nLower · nHigher): the probability that a random value of `higher` exceeds one of
   * `lower` (ties count half). 0.5 = the two overlap completely; 1 = `higher` lies wholly above.
   */
  readonly probabilityHigher: number;
  /** The normal approximation's z (with tie and continuity corrections); positive when `higher` is larger. */
  readonly z: number;
  /** Two-sided p value: the two samples come from one distribution. */
  readonly p: number;
  /** One-sided p value against "higher is not larger" (the direction a difficulty order expects). */
  readonly pHigher: number;
  /** How the p values were found. */
  readonly method: 'exact' | 'normal';
}

/**
 * Mann–Whitney U (Wilcoxon rank-sum). As R's wilcox.test does by default, the p values are exact
 * (`rankSumDistribution`) when nothing is tied and both samples have at most
 * {@link EXACT_MANN_WHITNEY_MAX_N} values; the two-sided p is twice the smaller tail. Otherwise
 * they come from the normal approximation: midranks over the pooled
 * sample, U = R_higher − n(n+1)/2, variance n₁n₂/12 · ((N+1) − Σ(t³−t)/(N(N−1))) with the tie
 * correction over the groups of t tied values, and a continuity correction of ½ toward the mean.
 * That approximation is what R's wilcox.test(exact = FALSE, correct = TRUE) reports. z is always
 * the approximation's. When every value is tied, z = 0 and p = 1. NaN fields when a sample is empty.
 */
export function mannWhitney(lower: readonly number[], higher: readonly number[]): MannWhitneyTest {
  const n1 = lower.length;
  const n2 = higher.length;
  if (n1 === 0 || n2 === 0)
    return { nLower: n1, nHigher: n2, u: NaN, probabilityHigher: NaN, z: NaN, p: NaN, pHigher: NaN, method: 'normal' };
  const pooled = [...lower.map((value) => ({ value, higher: false })), ...higher.map((value) => ({ value, higher: true }))];
  pooled.sort((a, b) => a.value - b.value);
  const total = n1 + n2;
  let rankSumHigher = 0;
  let tieTerm = 0;
  let start = 0;
  while (start < total) {
    let end = start;
    while (end + 1 < total && pooled[end + 1]!.value === pooled[start]!.value) end++;
    const rank = (start + end) / 2 + 1;
    const tied = end - start + 1;
    tieTerm += tied ** 3 - tied;
    for (let i = start; i <= end; i++) if (pooled[i]!.higher) rankSumHigher += rank;
    start = end + 1;
  }
  const u = rankSumHigher - (n2 * (n2 + 1)) / 2;
  const meanU = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (total + 1 - tieTerm / (total * (total - 1)));
  const probabilityHigher = u / (n1 * n2);
  if (!(variance > 0)) return { nLower: n1, nHigher: n2, u, probabilityHigher, z: 0, p: 1, pHigher: 1, method: 'normal' };
  const sd = Math.sqrt(variance);
  const difference = u - meanU;
  const z = difference === 0 ? 0 : (difference - Math.sign(difference) * 0.5) / sd;
  if (tieTerm === 0 && n1 <= EXACT_MANN_WHITNEY_MAX_N && n2 <= EXACT_MANN_WHITNEY_MAX_N) {
    const distribution = rankSumDistribution(n1, n2);
    let atLeast = 0;
    let atMost = 0;
    distribution.forEach((probability, value) => {
      if (value >= u) atLeast += probability;
      if (value <= u) atMost += probability;
    });
    return {
      nLower: n1,
      nHigher: n2,
      u,
      probabilityHigher,
      z,
      p: Math.min(1, 2 * Math.min(atLeast, atMost)),
      pHigher: Math.min(1, atLeast),
      method: 'exact',
    };
  }
  const zHigher = (difference - 0.5) / sd;
  return {
    nLower: n1,
    nHigher: n2,
    u,
    probabilityHigher,
    z,
    p: Math.min(1, 2 * normalCdf(-Math.abs(z))),
    pHigher: normalCdf(-zHigher),
    method: 'normal',
  };
}
