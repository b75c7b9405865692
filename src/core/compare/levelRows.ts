import type { CompareTable } from './table';

/** Per source: its rows grouped by level (index = level rank), and how many rows have no level. */
export interface SourceRows {
  readonly unlevelled: number;
  readonly levels: readonly (readonly number[])[];
}

/** Groups the table's row indices by source and level in one pass. */
export function levelRows(table: CompareTable): SourceRows[] {
  const bySource = table.sources.map((source) => ({ unlevelled: 0, levels: source.levels.map(() => [] as number[]) }));
  for (let row = 0; row < table.ids.length; row++) {
    const groups = bySource[table.source[row]!]!;
    const level = table.level[row]!;
    if (level < 0) groups.unlevelled++;
    else groups.levels[level]!.push(row);
  }
  return bySource;
}

/** A source's levels that hold at least one row, with their rank and rows. */
export function presentLevels(names: readonly string[], rows: SourceRows): { name: string; rank: number; rows: readonly number[] }[] {
  return names.map((name, rank) => ({ name, rank, rows: rows.levels[rank]! })).filter((level) => level.rows.length > 0);
}

/** The level ranks and values of the rows that have a value, and how many have none. */
export function rankedValues(
  levels: readonly { readonly rank: number; readonly rows: readonly number[] }[],
  column: readonly (number | null)[],
): { ranks: number[]; values: number[]; missing: number } {
  const ranks: number[] = [];
  const values: number[] = [];
  let missing = 0;
  for (const level of levels) {
    for (const row of level.rows) {
      const value = column[row];
      if (value === null || value === undefined) missing++;
      else {
        ranks.push(level.rank);
        values.push(value);
      }
    }
  }
  return { ranks, values, missing };
}
