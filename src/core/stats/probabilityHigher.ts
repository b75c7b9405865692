/**
 * The common-language effect size of two samples already sorted ascending: the probability that
 * a random value of `higher` exceeds a random value of `lower`, ties counted half — Mann–Whitney's
 * U / (n₁n₂), found by one merge of the two sorted samples instead of ranking the pooled one, so
 * many pairs of levels cost little. NaN when either sample is empty.
 */
export function probabilityHigherSorted(lower: ArrayLike<number>, higher: ArrayLike<number>): number {
  const n1 = lower.length;
  const n2 = higher.length;
  if (n1 === 0 || n2 === 0) return NaN;
  let below = 0; // values of `lower` strictly below the current value of `higher`
  let notAbove = 0; // values of `lower` at most the current value
  let wins = 0;
  for (let j = 0; j < n2; j++) {
    const value = higher[j]!;
    while (below < n1 && lower[below]! < value) below++;
    if (notAbove < below) notAbove = below;
    while (notAbove < n1 && lower[notAbove]! <= value) notAbove++;
    wins += below + (notAbove - below) / 2;
  }
  return wins / (n1 * n2);
}
