/**
 * What the Compare view says about one puzzle of the selection (hovering a point or an outlier,
 * listing the puzzles behind a chart element): read from the selection's rows, so every chart
 * describes a puzzle the same way.
 */
import { COMPARE_METRICS, findCompareMetric, type CompareMetricId, type CompareTable } from '../../core/compare/index';

/** One puzzle as a row of the selection: where it comes from and every value it has. */
export interface PuzzleFacts {
  readonly id: number;
  readonly source: string;
  /** Its level in that source, null when the source gave none. */
  readonly level: string | null;
  readonly values: readonly { readonly metric: CompareMetricId; readonly name: string; readonly value: number }[];
}

/** The row of a puzzle (in a given source when it is in several), −1 when it is not in the table. */
export function rowOfPuzzle(table: CompareTable, id: number, source?: string): number {
  const sourceIndex = source === undefined ? -1 : table.sources.findIndex((candidate) => candidate.name === source);
  for (let row = 0; row < table.ids.length; row++) {
    if (table.ids[row] === id && (sourceIndex < 0 || table.source[row] === sourceIndex)) return row;
  }
  return -1;
}

export function puzzleFacts(table: CompareTable, row: number): PuzzleFacts {
  const source = table.sources[table.source[row]!]!;
  const level = table.level[row]!;
  const values = COMPARE_METRICS.flatMap((metric) => {
    const value = table.values[metric.id]?.[row];
    return value === null || value === undefined ? [] : [{ metric: metric.id, name: metric.name, value }];
  });
  return { id: table.ids[row]!, source: source.name, level: level >= 0 ? (source.levels[level] ?? null) : null, values };
}

/** A metric's value as people read it: a colour by name, whole numbers whole, else two decimals. */
export function formatMetricValue(metric: CompareMetricId, value: number): string {
  const ordinal = findCompareMetric(metric)?.ordinal;
  if (ordinal && Number.isInteger(value) && ordinal[value] !== undefined) return ordinal[value]!;
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The lines of a tooltip: "#id · source · level", then the values, a few to a line. */
export function describePuzzle(facts: PuzzleFacts, perLine = 4): string[] {
  const head = [`#${facts.id}`, facts.source, facts.level ?? 'no level'].join(' · ');
  const values = facts.values.map((entry) => `${entry.name} ${formatMetricValue(entry.metric, entry.value)}`);
  const lines = [head];
  for (let at = 0; at < values.length; at += perLine) lines.push(values.slice(at, at + perLine).join(' · '));
  if (values.length === 0) lines.push('no ratings yet');
  return lines;
}

/** A listed puzzle: its id, its value of the chosen metric (null: not rated) and its description. */
export interface ListedPuzzle {
  readonly id: number;
  readonly value: number | null;
  readonly label: string;
  readonly description: string;
}

/**
 * The puzzles behind a chart element, hardest first on `metric` (unrated ones last, then by id),
 * at most `limit` of them, each with the value to show beside its id.
 */
export function listPuzzles(table: CompareTable, ids: readonly number[], metric: CompareMetricId, limit: number): ListedPuzzle[] {
  const harderWhen = findCompareMetric(metric)?.harderWhen ?? 'higher';
  const column = table.values[metric];
  const rowOf = new Map<number, number>();
  table.ids.forEach((id, row) => {
    if (!rowOf.has(id)) rowOf.set(id, row);
  });
  const entries = [...new Set(ids)].map((id) => {
    const row = rowOf.get(id) ?? -1;
    const value = row >= 0 ? (column?.[row] ?? null) : null;
    return { id, row, value };
  });
  const sign = harderWhen === 'higher' ? -1 : 1;
  entries.sort((a, b) => (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0) || sign * ((a.value ?? 0) - (b.value ?? 0)) || a.id - b.id);
  return entries.slice(0, limit).map(({ id, row, value }) => ({
    id,
    value,
    label: value === null ? '—' : formatMetricValue(metric, value),
    description: row >= 0 ? describePuzzle(puzzleFacts(table, row)).join('\n') : `#${id}`,
  }));
}
