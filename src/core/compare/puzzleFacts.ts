/**
 * What the Compare view says about the puzzles behind a chart element (a hovered point, a
 * clicked box, crosstab cell or spot of the scatter): where each comes from and every value it
 * has, read from the selection's rows where they are kept, so a page never holds all of them.
 */
import type { CompareMetricId } from './metrics';
import { compareMetricOf, gatheredMetrics } from './tableMetrics';
import type { CompareTable } from './table';

/** One puzzle as a row of the selection: where it comes from and every value it has. */
export interface PuzzleFacts {
  readonly id: number;
  readonly source: string;
  /** Its level in that source, null when the source gave none. */
  readonly level: string | null;
  readonly values: readonly { readonly metric: CompareMetricId; readonly name: string; readonly value: number }[];
}

/** A listed puzzle: its facts and its value of the metric the list is sorted on (null: not rated). */
export interface ListedFacts {
  readonly facts: PuzzleFacts;
  readonly value: number | null;
}

/** Puzzles picked on a chart: how many there are, and the first of them hardest first. */
export interface PickedPuzzles {
  readonly count: number;
  readonly puzzles: readonly ListedFacts[];
}

export function puzzleFacts(table: CompareTable, row: number): PuzzleFacts {
  const source = table.sources[table.source[row]!]!;
  const level = table.level[row]!;
  const values = gatheredMetrics(table).flatMap((metric) => {
    const value = table.values[metric.id]?.[row];
    return value === null || value === undefined ? [] : [{ metric: metric.id, name: metric.short, value }];
  });
  return { id: table.ids[row]!, source: source.name, level: level >= 0 ? (source.levels[level] ?? null) : null, values };
}

/**
 * The puzzles `ids` (each once, described by its first row), hardest first on `metric`
 * (unrated ones last, then by id), at most `limit` of them; ids not in the table are left out.
 */
export function listFacts(table: CompareTable, ids: readonly number[], metric: CompareMetricId, limit: number): PickedPuzzles {
  const harderWhen = compareMetricOf(table, metric)?.harderWhen ?? 'higher';
  const column = table.values[metric];
  const wanted = new Set(ids);
  const rowOf = new Map<number, number>();
  for (let row = 0; row < table.ids.length; row++) {
    const id = table.ids[row]!;
    if (wanted.has(id) && !rowOf.has(id)) rowOf.set(id, row);
  }
  const entries = [...rowOf].map(([id, row]) => ({ id, row, value: column?.[row] ?? null }));
  const sign = harderWhen === 'higher' ? -1 : 1;
  entries.sort(
    (a, b) => (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || sign * ((a.value ?? 0) - (b.value ?? 0)) || a.id - b.id,
  );
  return { count: wanted.size, puzzles: entries.slice(0, limit).map(({ row, value }) => ({ facts: puzzleFacts(table, row), value })) };
}
