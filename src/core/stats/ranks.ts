/**
 * Ranks 1..n with ties given their midrank (the mean of the ranks they span), so the result
 * does not depend on the order tied values come in. Ranks are returned in input order.
 */
export function midranks(values: readonly number[]): number[] {
  const order = values.map((_, index) => index).sort((a, b) => values[a]! - values[b]!);
  const ranks = new Array<number>(values.length);
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && values[order[end + 1]!] === values[order[start]!]) end++;
    const rank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i++) ranks[order[i]!] = rank;
    start = end + 1;
  }
  return ranks;
}
