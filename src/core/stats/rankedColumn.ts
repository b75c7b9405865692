import { tieGroups } from './ranks';

/**
 * A column of values (null = missing) grouped into ties once, so the midranks of any subset of
 * its rows come by counting the subset's rows per group: O(rows + groups) instead of a sort per
 * subset. Two values of a subset tie exactly when they tie in the column, so the ranks equal
 * `midranks` of the subset's values. Serves the many rankings one selection needs (per source,
 * over distinct puzzles, over the puzzles two metrics share) from one sort per metric.
 */
export class RankedColumn {
  /** groupOfRow[row]: the row's tie group (0 = smallest value), −1 when the row has no value. */
  private readonly groupOfRow: Int32Array;
  private readonly groups: number;

  constructor(values: readonly (number | null)[]) {
    const rows: number[] = [];
    const present: number[] = [];
    for (let row = 0; row < values.length; row++) {
      const value = values[row];
      if (value === null || value === undefined) continue;
      rows.push(row);
      present.push(value);
    }
    const { groupOf, groupSizes } = tieGroups(present);
    this.groupOfRow = new Int32Array(values.length).fill(-1);
    for (let k = 0; k < rows.length; k++) this.groupOfRow[rows[k]!] = groupOf[k]!;
    this.groups = groupSizes.length;
  }

  /** Whether the row has a value. */
  has(row: number): boolean {
    return this.groupOfRow[row]! >= 0;
  }

  /** Midranks 1..n of the given rows' values (rows with a value only), in the order given. */
  midranksOf(rows: readonly number[]): number[] {
    const counts = new Uint32Array(this.groups);
    for (const row of rows) {
      const group = this.groupOfRow[row]!;
      if (group < 0) throw new RangeError(`row ${row} has no value to rank`);
      counts[group]!++;
    }
    const rankOfGroup = new Float64Array(this.groups);
    let below = 0;
    for (let group = 0; group < this.groups; group++) {
      rankOfGroup[group] = below + (counts[group]! + 1) / 2;
      below += counts[group]!;
    }
    const ranks = new Array<number>(rows.length);
    for (let k = 0; k < rows.length; k++) ranks[k] = rankOfGroup[this.groupOfRow[rows[k]!]!]!;
    return ranks;
  }
}
