import { mannWhitney } from '../stats/mannWhitney';
import { mean } from '../stats/summary';
import { quantile } from '../stats/quantile';

/** Two consecutive levels of a site set against each other on one metric. */
export interface AdjacentLevels {
  readonly easier: string;
  readonly harder: string;
  readonly nEasier: number;
  readonly nHarder: number;
  /** Whether the harder level's median (and mean) is at least as hard as the easier one's. */
  readonly medianInOrder: boolean;
  readonly meanInOrder: boolean;
  /**
   * Mann–Whitney's U / (n₁n₂) oriented by difficulty: the probability that a puzzle of the harder
   * level rates harder than one of the easier (ties half). 0.5 = the levels overlap entirely.
   */
  readonly probabilityHarder: number;
  readonly u: number;
  readonly z: number;
  /** Two-sided p (the levels differ) and one-sided p against "the harder level is not harder". */
  readonly p: number;
  readonly pInOrder: number;
  /** Exact distribution (small samples, no ties) or normal approximation. */
  readonly method: 'exact' | 'normal';
}

/**
 * The monotonicity checks between each pair of consecutive levels (given easiest first, empty
 * levels already left out): order of medians and means, and overlap by Mann–Whitney U (exact
 * for small samples without ties, else the normal approximation; see `mannWhitney`). For a metric where lower is harder the values are
 * negated first, so "harder" keeps its meaning in every field.
 */
export function compareAdjacentLevels(
  levels: readonly { readonly level: string; readonly values: readonly number[] }[],
  harderWhen: 'higher' | 'lower',
): AdjacentLevels[] {
  const sign = harderWhen === 'higher' ? 1 : -1;
  const out: AdjacentLevels[] = [];
  for (let i = 1; i < levels.length; i++) {
    const easier = levels[i - 1]!;
    const harder = levels[i]!;
    const test = mannWhitney(
      easier.values.map((v) => sign * v),
      harder.values.map((v) => sign * v),
    );
    out.push({
      easier: easier.level,
      harder: harder.level,
      nEasier: easier.values.length,
      nHarder: harder.values.length,
      medianInOrder: sign * (quantile(harder.values, 0.5) - quantile(easier.values, 0.5)) >= 0,
      meanInOrder: sign * (mean(harder.values) - mean(easier.values)) >= 0,
      probabilityHarder: test.probabilityHigher,
      u: test.u,
      z: test.z,
      p: test.p,
      pInOrder: test.pHigher,
      method: test.method,
    });
  }
  return out;
}
