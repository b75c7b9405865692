import { normalCdf } from './normalCdf';

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
}

/**
 * Mann–Whitney U (Wilcoxon rank-sum) by the normal approximation: midranks over the pooled
 * sample, U = R_higher − n(n+1)/2, variance n₁n₂/12 · ((N+1) − Σ(t³−t)/(N(N−1))) with the tie
 * correction over the groups of t tied values, and a continuity correction of ½ toward the mean.
 * The approximation is what R's wilcox.test(exact = FALSE, correct = TRUE) reports; it is rough
 * below about 8 values per sample. When every value is tied, z = 0 and p = 1. NaN fields when a
 * sample is empty.
 */
export function mannWhitney(lower: readonly number[], higher: readonly number[]): MannWhitneyTest {
  const n1 = lower.length;
  const n2 = higher.length;
  if (n1 === 0 || n2 === 0) return { nLower: n1, nHigher: n2, u: NaN, probabilityHigher: NaN, z: NaN, p: NaN, pHigher: NaN };
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
  if (!(variance > 0)) return { nLower: n1, nHigher: n2, u, probabilityHigher, z: 0, p: 1, pHigher: 1 };
  const sd = Math.sqrt(variance);
  const difference = u - meanU;
  const z = difference === 0 ? 0 : (difference - Math.sign(difference) * 0.5) / sd;
  const zHigher = (difference - 0.5) / sd;
  return { nLower: n1, nHigher: n2, u, probabilityHigher, z, p: Math.min(1, 2 * normalCdf(-Math.abs(z))), pHigher: normalCdf(-zHigher) };
}
