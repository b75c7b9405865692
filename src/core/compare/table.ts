/**
 * The rows the Compare statistics read: one per puzzle and source, held as columns so 50,000
 * rows cross a worker boundary or an HTTP reply as a few flat arrays, and so the statistics
 * stay a pure function of them (recomputed whole as ratings land).
 */
import { PAPER_NHC_SCALE, categorize, type UniversalCategory } from '../rate/universal';
import type { CompareMetricId, PublishedMetricId } from './metrics';

export interface CompareSource {
  readonly name: string;
  /** The source's levels in the selection, easiest first (the source's own order). */
  readonly levels: readonly string[];
}

export interface CompareTable {
  readonly sources: readonly CompareSource[];
  /** Puzzle ids; a puzzle published by two selected sources has a row for each. */
  readonly ids: readonly number[];
  /** Index into `sources` of each row. */
  readonly source: readonly number[];
  /** Index into that source's `levels` (0 = easiest), −1 when the source gave the puzzle no level. */
  readonly level: readonly number[];
  /** One column per gathered metric: the row's value, null when the puzzle has no such rating. */
  readonly values: { readonly [M in CompareMetricId]?: readonly (number | null)[] };
  /** The published columns among `values` (ids `ext:<column>`), with what names them. */
  readonly published?: readonly PublishedColumn[];
  /** Fingerprints of the rows and of each column, when the table came from a library: equal fingerprints, equal data. */
  readonly versions?: TableVersions;
}

/** A rating column the selection's sources published with their puzzles, gathered as a metric. */
export interface PublishedColumn {
  readonly id: PublishedMetricId;
  /** The column's name as imported ("SE", "score"). */
  readonly column: string;
  /** The sources that published it, by name. */
  readonly sources: readonly string[];
  /** Whole numbers with few distinct values (histogram bins one unit wide). */
  readonly discrete: boolean;
  /** Every value a whole number (written without decimals). */
  readonly whole?: boolean;
}

/** What identifies a table's contents between calls (see RankingMemo). */
export interface TableVersions {
  /** The rows: which puzzles, sources and levels. */
  readonly rows: string;
  /** Each column's ratings. */
  readonly columns: { readonly [M in CompareMetricId]?: string };
}

/** A universal scale over one metric: three bins cut at two points, named when saved. */
export interface CompareScale {
  readonly name: string;
  readonly metric: CompareMetricId;
  /** Ascending; on them the harder bin begins (as `categorize`). */
  readonly cutPoints: readonly [number, number];
  readonly harderWhen: 'higher' | 'lower';
}

/** The Project Patti paper's scale (§8.2): NHC-4 cut at 3.48 and 6.52. */
export const PAPER_SCALE: CompareScale = { name: 'paper', metric: 'nhc4', cutPoints: PAPER_NHC_SCALE.cutPoints, harderWhen: 'higher' };

/** The rows a chart element stands for: a source, optionally one of its levels and one universal bin. */
export interface RowSelection {
  readonly source: string;
  readonly level?: string;
  /** With `scale`: only rows whose scale metric falls in this bin. */
  readonly category?: UniversalCategory;
  readonly scale?: CompareScale;
}

/** The puzzle ids behind a box, a crosstab cell or a level (in row order): what a click lists. */
export function selectPuzzleIds(table: CompareTable, selection: RowSelection): number[] {
  const sourceIndex = table.sources.findIndex((source) => source.name === selection.source);
  if (sourceIndex < 0) return [];
  const levelIndex = selection.level === undefined ? -2 : table.sources[sourceIndex]!.levels.indexOf(selection.level);
  if (levelIndex === -1) return [];
  const scale = selection.scale ?? PAPER_SCALE;
  const scaleValues = selection.category === undefined ? undefined : table.values[scale.metric];
  if (selection.category !== undefined && !scaleValues) return [];
  const ids: number[] = [];
  for (let row = 0; row < table.ids.length; row++) {
    if (table.source[row] !== sourceIndex) continue;
    if (levelIndex !== -2 && table.level[row] !== levelIndex) continue;
    if (scaleValues) {
      const value = scaleValues[row];
      if (value === null || value === undefined || categorize(value, scale) !== selection.category) continue;
    }
    ids.push(table.ids[row]!);
  }
  return ids;
}
