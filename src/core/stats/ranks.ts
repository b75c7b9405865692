/**
 * Ranks 1..n with ties given their midrank (the mean of the ranks they span), so the result
 * does not depend on the order tied values come in. Ranks are returned in input order.
 */
export function midranks(values: readonly number[]): number[] {
  const { groupOf, groupSizes } = tieGroups(values);
  const rankOfGroup = new Float64Array(groupSizes.length);
  let below = 0;
  groupSizes.forEach((size, group) => {
    rankOfGroup[group] = below + (size + 1) / 2;
    below += size;
  });
  const ranks = new Array<number>(groupOf.length);
  for (let i = 0; i < groupOf.length; i++) ranks[i] = rankOfGroup[groupOf[i]!]!;
  return ranks;
}

/** Each value's group of equal values, groups numbered in ascending order of value. */
export interface TieGroups {
  /** groupOf[i]: the group (0 = smallest value) of values[i]. */
  readonly groupOf: Uint32Array;
  /** How many values each group holds. */
  readonly groupSizes: Uint32Array;
  /** The values' indices in ascending order, ties in input order (a stable sort). */
  readonly order: Uint32Array;
}

/** Values that are whole numbers from 0 below this are grouped by counting, with no sort. */
const COUNTING_RANGE = 4096;

/**
 * Groups equal values and orders them: a native numeric sort of a copy, then a counting sort
 * of the indices by group, so no comparator runs per comparison (several times faster than
 * sorting indices with a callback on 50,000 values). Small whole numbers (level ranks, ordinal
 * metrics) are counted instead of sorted. NaN values are not allowed.
 */
export function tieGroups(values: readonly number[]): TieGroups {
  const n = values.length;
  const counted = countedTieGroups(values);
  if (counted) return counted;
  const copy = Float64Array.from(values);
  const sorted = copy.slice().sort();
  const distinct = new Float64Array(n);
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    const value = sorted[i]!;
    if (Number.isNaN(value)) throw new RangeError('cannot rank NaN');
    if (i === 0 || value !== sorted[i - 1]) {
      distinct[sizes.length] = value;
      sizes.push(0);
    }
    sizes[sizes.length - 1]!++;
  }
  // Binary search of the distinct values: no hashing of floating-point keys.
  const groupOf = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const value = copy[i]!;
    let low = 0;
    let high = sizes.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (distinct[middle]! < value) low = middle + 1;
      else high = middle;
    }
    groupOf[i] = low;
  }
  const groupSizes = Uint32Array.from(sizes);
  const next = new Uint32Array(groupSizes.length);
  for (let g = 1; g < groupSizes.length; g++) next[g] = next[g - 1]! + groupSizes[g - 1]!;
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[next[groupOf[i]!]!++] = i;
  return { groupOf, groupSizes, order };
}

/** tieGroups by counting when every value is a whole number in [0, COUNTING_RANGE); null otherwise. */
function countedTieGroups(values: readonly number[]): TieGroups | null {
  const n = values.length;
  let max = -1;
  for (let i = 0; i < n; i++) {
    const value = values[i]!;
    if (!(value >= 0 && value < COUNTING_RANGE && Math.floor(value) === value)) return null;
    if (value > max) max = value;
  }
  const countOf = new Uint32Array(max + 1);
  for (let i = 0; i < n; i++) countOf[values[i]!]!++;
  const groupOfValue = new Int32Array(max + 1).fill(-1);
  const sizes: number[] = [];
  for (let value = 0; value <= max; value++) {
    if (countOf[value]! === 0) continue;
    groupOfValue[value] = sizes.length;
    sizes.push(countOf[value]!);
  }
  const groupSizes = Uint32Array.from(sizes);
  const next = new Uint32Array(groupSizes.length);
  for (let g = 1; g < groupSizes.length; g++) next[g] = next[g - 1]! + groupSizes[g - 1]!;
  const groupOf = new Uint32Array(n);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const group = groupOfValue[values[i]!]!;
    groupOf[i] = group;
    order[next[group]!++] = i;
  }
  return { groupOf, groupSizes, order };
}
