/**
 * What a chain of Sudoku Explainer's is worth, and the order SE lists its hints in. Shared by
 * every chain search (unary walks, forcing chains, the nested engine), so each rates and sorts
 * the same way.
 */

/**
 * Sudoku Explainer's difficulty of a chain, as the same floating-point sum SE computes
 * (base + 0.1 + 0.1 + …), because SE sorts hints on that exact value.
 */
export function seChainDifficulty(base: number, complexity: number): number {
  let added = 0;
  let ceiling = 4;
  let odd = false;
  const length = complexity - 2;
  while (length > ceiling) {
    added += 0.1;
    ceiling = odd ? ((ceiling * 4) / 3) | 0 : ((ceiling * 3) / 2) | 0;
    odd = !odd;
  }
  return base + added;
}

/**
 * SE's sort key of a forcing chain's shape, which orders hints of equal difficulty and
 * complexity: double implications first, contradictions last (loop hints take 2–4).
 */
export const FORCING_SORT_KEYS = { double: 1, cell: 5, unit: 6, contradiction: 7 } as const;

/** SE's order of hints: difficulty (with the length bonus), then complexity, then kind, then discovery. */
export function sortHints<T extends { difficulty: number; complexity: number; sortKey: number; seq: number }>(hints: T[]): T[] {
  return hints.sort((a, b) => a.difficulty - b.difficulty || a.complexity - b.complexity || a.sortKey - b.sortKey || a.seq - b.seq);
}
