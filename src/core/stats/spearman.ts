import { pearson } from './pearson';
import { midranks } from './ranks';

/**
 * Spearman's rank correlation: Pearson's correlation of the midranks of each sample. With
 * midranks, tied values share a rank, so the coefficient is exact with ties (unlike the
 * 1 − 6Σd²/(n(n²−1)) shortcut) and does not depend on the order of the pairs. NaN when fewer
 * than two pairs or a sample is constant.
 */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) throw new RangeError(`spearman needs pairs: ${xs.length} x values, ${ys.length} y values`);
  return pearson(midranks(xs), midranks(ys));
}
