import { incompleteBeta } from './incompleteBeta';

/**
 * The cumulative distribution function of Student's t with `df` degrees of freedom (df may be
 * fractional, as Welch's test needs), from the regularized incomplete beta function:
 * P(T ≤ t) = 1 − ½·I_{df/(df+t²)}(df/2, ½) for t ≥ 0, and by symmetry for t < 0.
 */
export function studentTCdf(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`degrees of freedom must be positive, got ${df}`);
  if (Number.isNaN(t)) return NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  const tail = 0.5 * incompleteBeta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}
