/**
 * The Compare service's rows of the last selection, kept up to date cheaply as ratings land.
 * Each call first checks whether the library changed at all (`data_version` moves when another
 * connection commits, `total_changes()` when this one writes: both free to read). When it did,
 * two fingerprints say what changed: one of the selection's provenance and levels, one per
 * rater of its ratings (count and checksums of each parameter set in the summary index). Only what changed is read again — while a rate job fills NHC-4, each
 * batch re-reads the NHC-4 column and nothing else — and the table carries the fingerprints as
 * versions, so the worker recomputes only the figures of changed columns (RankingMemo).
 */
import {
  COMPARE_METRICS,
  type CompareMetric,
  type CompareMetricId,
  type CompareTable,
  type PublishedColumn,
} from '../../../core/compare/index';
import { CUSTOM_METRIC_PREFIX, customMetric, isCustomMetricId } from '../../../core/compare/metrics';
import { readCustomSets } from '../library/store/customSets';
import type { CompareRowsView, CompareSelection } from '../../../shared/compareTypes';
import type { LibraryReader } from '../library/store/db';
import { publishedColumnOf, readPublishedColumnInfo, readPublishedValues } from './publishedColumns';
import {
  readChosenColumn,
  readRaterParameterSets,
  readSelectionRows,
  selectionBindings,
  selectionWhere,
  tableOf,
  type MetricColumn,
  type SelectionRows,
} from './gatherRows';

/** What one call read from the library: everything, some metrics' columns, or nothing. */
export type RowsRead = 'all' | readonly CompareMetricId[];

interface Entry {
  readonly key: string;
  readonly libraryVersion: string;
  readonly structure: string;
  readonly rowsVersion: number;
  readonly rows: SelectionRows;
  readonly columns: ReadonlyMap<CompareMetricId, { readonly fingerprint: string; readonly column: MetricColumn }>;
  readonly view: CompareRowsView;
}

export class CompareRowsCache {
  private entry: Entry | null = null;
  private nextRowsVersion = 1;
  /** What the last call read (for tests and the bench). */
  lastRead: RowsRead = [];

  constructor(private readonly db: LibraryReader) {}

  rows(selection: CompareSelection): CompareRowsView {
    const key = JSON.stringify(selection);
    const dataVersion = this.db.prepare('PRAGMA data_version').pluck().get();
    const changes = (this.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const libraryVersion = `${dataVersion}:${changes}`;
    const cached = this.entry?.key === key ? this.entry : null;
    if (cached && cached.libraryVersion === libraryVersion) {
      this.lastRead = [];
      return cached.view;
    }
    const structure = readStructureFingerprint(this.db, selection);
    const raters = readRaterParameterSets(this.db);
    const sameRows = cached !== null && cached.structure === structure;
    const rows = sameRows ? cached.rows : readSelectionRows(this.db, selection);
    const rowsVersion = sameRows ? cached.rowsVersion : this.nextRowsVersion++;
    const columns = new Map<CompareMetricId, { fingerprint: string; column: MetricColumn }>();
    const reread: CompareMetricId[] = [];
    const metrics = [...COMPARE_METRICS, ...customMetricsOf(this.db, raters.keys())];
    for (const metric of metrics) {
      const sets = raters.get(metric.rater) ?? [];
      // Which set is read can depend on every set (the one that rates most of the selection).
      const fingerprint = [selection.parameters?.[metric.rater] ?? '', ...sets.map((set) => `${set.parameters}=${set.fingerprint}`)].join(
        '\u0000',
      );
      const known = sameRows ? cached.columns.get(metric.id) : undefined;
      if (known && known.fingerprint === fingerprint) {
        columns.set(metric.id, known);
      } else {
        columns.set(metric.id, { fingerprint, column: readChosenColumn(this.db, metric, selection, sets, rows.ids) });
        reread.push(metric.id);
      }
    }
    const sourceNames = rows.sources.map((source) => source.name);
    const published: PublishedColumn[] = [];
    const publishedValues = new Map<CompareMetricId, (number | null)[]>();
    for (const info of readPublishedColumnInfo(this.db, sourceNames)) {
      const fingerprint = `published\u0000${info.sources.join('\u0000')}\u0000${info.fingerprint}`;
      const known = sameRows ? cached.columns.get(info.id) : undefined;
      const entry =
        known && known.fingerprint === fingerprint
          ? known
          : { fingerprint, column: { values: readPublishedValues(this.db, info.column, sourceNames, rows), parameters: null, rated: 0 } };
      if (entry !== known) reread.push(info.id);
      columns.set(info.id, entry);
      publishedValues.set(info.id, entry.column.values);
      published.push(publishedColumnOf(info, entry.column.values));
    }
    const values: { [M in CompareMetricId]?: (number | null)[] } = {};
    const versions: { [M in CompareMetricId]?: string } = {};
    for (const column of published) {
      values[column.id] = publishedValues.get(column.id)!;
      versions[column.id] = columns.get(column.id)!.fingerprint;
    }
    const ratings: { rater: string; parameters: string | null; rated: number }[] = [];
    for (const metric of metrics) {
      const { fingerprint, column } = columns.get(metric.id)!;
      values[metric.id] = column.values;
      versions[metric.id] = fingerprint;
      ratings.push({ rater: metric.rater, parameters: column.parameters, rated: column.rated });
    }
    const table: CompareTable = { ...tableOf(rows, values, published), versions: { rows: `${rowsVersion}`, columns: versions } };
    const view: CompareRowsView = { table, ratings, problems: rows.problems };
    this.entry = { key, libraryVersion, structure, rowsVersion, rows, columns, view };
    this.lastRead = sameRows ? reread : 'all';
    return view;
  }
}

/**
 * The custom technique sets as metrics: every set saved in the library (a new one shows, not
 * yet rated, as Patti's own metrics do) and any other whose ratings the library holds (a set
 * deleted keeps its ratings).
 */
function customMetricsOf(db: LibraryReader, raters: Iterable<string>): CompareMetric[] {
  const names = new Set(readCustomSets(db).map((saved) => saved.set.name));
  for (const rater of raters) if (isCustomMetricId(rater)) names.add(rater.slice(CUSTOM_METRIC_PREFIX.length));
  return [...names].sort().map(customMetric);
}

/**
 * A fingerprint of the selection's rows: the sources and tag or collection that exist, their
 * levels, and the count and checksums of its provenance rows (read in SQL, no row reaches
 * JavaScript).
 */
function readStructureFingerprint(db: LibraryReader, selection: CompareSelection): string {
  const bindings = selectionBindings(selection);
  const named = db
    .prepare(
      `SELECT (SELECT group_concat(id || ':' || name, '|') FROM sources WHERE name IN (SELECT value FROM json_each(@sources))) AS sources,
              (SELECT group_concat(l.id || ':' || l.rank || ':' || l.name, '|') FROM levels l
                 WHERE l.source_id IN (SELECT id FROM sources WHERE name IN (SELECT value FROM json_each(@sources)))) AS levels,
              ${selection.tag === undefined ? 'NULL' : '(SELECT id FROM tags WHERE name = @tag)'} AS tag,
              ${selection.collection === undefined ? 'NULL' : '(SELECT id FROM collections WHERE name = @collection)'} AS collection`,
    )
    .get(bindings);
  const provenance = db
    .prepare(
      `SELECT count(*) AS n, total(p.puzzle_id * (coalesce(p.level_id, 0) + 1)) AS a, ` +
        `total(p.source_id * p.puzzle_id) AS b FROM provenance p WHERE ${selectionWhere(selection)}`,
    )
    .get(bindings);
  return JSON.stringify([named, provenance]);
}
