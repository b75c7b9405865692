/** A contingency table with its row and column totals and row percentages. */
export interface Crosstab {
  /** counts[row][column]. */
  readonly counts: readonly (readonly number[])[];
  /** Each row's counts as a percentage of the row total (all 0 for an empty row). */
  readonly rowPercent: readonly (readonly number[])[];
  readonly rowTotals: readonly number[];
  readonly columnTotals: readonly number[];
  readonly total: number;
}

/**
 * Cross-tabulates paired row and column indices (0..rows−1, 0..columns−1) into counts, with
 * row percentages (each row sums to 100 unless empty). Pairs with an index of −1 (unknown row
 * or column) are left out; any other index out of range is an error.
 */
export function crosstab(rowOf: readonly number[], columnOf: readonly number[], rows: number, columns: number): Crosstab {
  if (rowOf.length !== columnOf.length) throw new RangeError(`crosstab needs pairs: ${rowOf.length} rows, ${columnOf.length} columns`);
  const counts = Array.from({ length: rows }, () => new Array<number>(columns).fill(0));
  for (let i = 0; i < rowOf.length; i++) {
    const row = rowOf[i]!;
    const column = columnOf[i]!;
    if (row === -1 || column === -1) continue;
    if (!(row >= 0 && row < rows && column >= 0 && column < columns))
      throw new RangeError(`crosstab cell (${row}, ${column}) is outside ${rows}×${columns}`);
    counts[row]![column]!++;
  }
  const rowTotals = counts.map((row) => row.reduce((sum, count) => sum + count, 0));
  const columnTotals = Array.from({ length: columns }, (_, column) => counts.reduce((sum, row) => sum + row[column]!, 0));
  return {
    counts,
    rowPercent: counts.map((row, r) => row.map((count) => (rowTotals[r]! === 0 ? 0 : (100 * count) / rowTotals[r]!))),
    rowTotals,
    columnTotals,
    total: rowTotals.reduce((sum, count) => sum + count, 0),
  };
}
