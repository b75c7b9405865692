import { incompleteBeta } from './incompleteBeta';

/** The result of Welch's unequal-variances t-test. */
export interface WelchTest {
  /** t statistic of mean(a) − mean(b). */
  readonly t: number;
  /** Welch–Satterthwaite degrees of freedom (fractional). */
  readonly df: number;
  /** Two-sided p-value, P(|T| ≥ |t|). */
  readonly p: number;
  readonly meanA: number;
  readonly meanB: number;
}

/**
 * Welch's two-sample t-test (unequal variances): t = (x̄a − x̄b)/√(sa²/na + sb²/nb) with sample
 * variances (n − 1), Welch–Satterthwaite degrees of freedom, and the two-sided p-value from
 * Student's t distribution, p = I_{df/(df+t²)}(df/2, ½) (regularized incomplete beta). Each
 * sample needs two values or more; when both are constant, t and p are NaN.
 */
export function welchTTest(a: readonly number[], b: readonly number[]): WelchTest {
  if (a.length < 2 || b.length < 2)
    throw new RangeError(`Welch's t-test needs two values or more per sample (got ${a.length} and ${b.length})`);
  const [meanA, varA] = meanAndVariance(a);
  const [meanB, varB] = meanAndVariance(b);
  const seA = varA / a.length;
  const seB = varB / b.length;
  const se = seA + seB;
  if (se === 0) return { t: NaN, df: NaN, p: NaN, meanA, meanB };
  const t = (meanA - meanB) / Math.sqrt(se);
  const df = (se * se) / ((seA * seA) / (a.length - 1) + (seB * seB) / (b.length - 1));
  const p = incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return { t, df, p, meanA, meanB };
}

function meanAndVariance(values: readonly number[]): [number, number] {
  let sum = 0;
  for (const value of values) sum += value;
  const mean = sum / values.length;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return [mean, squares / (values.length - 1)];
}
