/**
 * Gathers a Compare selection's rows from the library: every (puzzle, source) pair of the chosen
 * sources, narrowed by tag or collection, with the puzzle's level in that source and each
 * metric's value. Values come from the ratings' `summary` column (the metric's number, written
 * with the rating; see src/core/compare/ratingSummary) through a covering index, so no rating's
 * detail JSON is parsed here. Reads only.
 */
import {
  COMPARE_METRICS,
  type CompareMetric,
  type CompareMetricId,
  type CompareProblem,
  type CompareSource,
  type CompareTable,
  type PublishedColumn,
} from '../../../core/compare/index';
import type { CompareRowsView, CompareSelection } from '../../../shared/compareTypes';
import type { LibraryReader } from '../library/store/db';
import { publishedColumnOf, readPublishedColumnInfo, readPublishedValues } from './publishedColumns';

/** The selection's rows without their metric values: which puzzles, in which source and level. */
export interface SelectionRows {
  readonly sources: readonly CompareSource[];
  readonly ids: readonly number[];
  readonly source: readonly number[];
  readonly level: readonly number[];
  readonly problems: readonly CompareProblem[];
}

/** One metric's column over the selection's rows, and how many of its distinct puzzles have a rating. */
export interface MetricColumn {
  readonly values: (number | null)[];
  readonly parameters: string | null;
  readonly rated: number;
}

export function readCompareRows(
  db: LibraryReader,
  selection: CompareSelection,
  metrics: readonly CompareMetric[] = COMPARE_METRICS,
): CompareRowsView {
  const rows = readSelectionRows(db, selection);
  const parameterSets = readRaterParameterSets(db);
  const values: { [M in CompareMetricId]?: (number | null)[] } = {};
  const sourceNames = rows.sources.map((source) => source.name);
  const published = readPublishedColumnInfo(db, sourceNames).map((info) => {
    const column = readPublishedValues(db, info.column, sourceNames, rows);
    values[info.id] = column;
    return publishedColumnOf(info, column);
  });
  const ratings: { rater: string; parameters: string | null; rated: number }[] = [];
  for (const metric of metrics) {
    const column = readChosenColumn(db, metric, selection, parameterSets.get(metric.rater) ?? [], rows.ids);
    values[metric.id] = column.values;
    if (!ratings.some((r) => r.rater === metric.rater))
      ratings.push({ rater: metric.rater, parameters: column.parameters, rated: column.rated });
  }
  return { table: tableOf(rows, values, published), ratings, problems: rows.problems };
}

/** The rows with their metric columns as the statistics read them. */
export function tableOf(rows: SelectionRows, values: CompareTable['values'], published: readonly PublishedColumn[] = []): CompareTable {
  return {
    sources: rows.sources,
    ids: rows.ids,
    source: rows.source,
    level: rows.level,
    values,
    ...(published.length > 0 ? { published } : {}),
  };
}

/** Selection arguments bound into the queries that narrow by tag or collection. */
export function selectionBindings(selection: CompareSelection): Record<string, string> {
  return {
    sources: JSON.stringify(selection.sources),
    ...(selection.tag !== undefined ? { tag: selection.tag } : {}),
    ...(selection.collection !== undefined ? { collection: selection.collection } : {}),
  };
}

/** The WHERE clause (over provenance `p`) of the selection's provenance rows. */
export function selectionWhere(selection: CompareSelection): string {
  return [
    'p.source_id IN (SELECT id FROM sources WHERE name IN (SELECT value FROM json_each(@sources)))',
    selection.tag === undefined
      ? ''
      : 'AND p.puzzle_id IN (SELECT pt.puzzle_id FROM puzzle_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.name = @tag)',
    selection.collection === undefined
      ? ''
      : 'AND p.puzzle_id IN (SELECT cp.puzzle_id FROM collection_puzzles cp JOIN collections c ON c.id = cp.collection_id WHERE c.name = @collection)',
  ].join(' ');
}

/**
 * The selection's (puzzle, source) rows, ordered by source (as the selection lists them) then
 * puzzle id. Reads provenance through its (source, level, puzzle) index and joins the few levels
 * here rather than grouping and sorting 50,000 rows in SQL. A source that published a puzzle
 * twice gives it its easiest level.
 */
export function readSelectionRows(db: LibraryReader, selection: CompareSelection): SelectionRows {
  const problems: CompareProblem[] = [];
  const sourceRows = db
    .prepare('SELECT id, name FROM sources WHERE name IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(selection.sources)) as { id: number; name: string }[];
  const sourceIdOf = new Map(sourceRows.map((row) => [row.name, row.id]));
  for (const name of selection.sources) {
    if (!sourceIdOf.has(name))
      problems.push({ kind: 'ERR_EMPTY', source: name, message: `There is no source named ${name} in this library.` });
  }
  for (const [table, value] of [
    ['tags', selection.tag],
    ['collections', selection.collection],
  ] as const) {
    if (value !== undefined && !db.prepare(`SELECT 1 FROM ${table} WHERE name = ?`).get(value)) {
      problems.push({
        kind: 'ERR_EMPTY',
        message: `There is no ${table === 'tags' ? 'tag' : 'collection'} named ${value} in this library.`,
      });
    }
  }
  const sourceNames = selection.sources.filter((name) => sourceIdOf.has(name));
  const sourceIndexOf = new Map(sourceNames.map((name, index) => [sourceIdOf.get(name)!, index]));
  const levelOf = new Map(
    (
      db
        .prepare('SELECT id, name, rank FROM levels WHERE source_id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify([...sourceIdOf.values()])) as { id: number; name: string; rank: number }[]
    ).map((row) => [row.id, row]),
  );
  // Three JSON arrays in one row: parsed natively, far cheaper than 50,000 row objects.
  const [sourceIds, puzzleIds, levelIds] = (
    db
      .prepare(
        `SELECT json_group_array(source_id), json_group_array(puzzle_id), json_group_array(level_id)
         FROM (SELECT p.source_id, p.puzzle_id, p.level_id FROM provenance p WHERE ${selectionWhere(selection)} ORDER BY p.source_id, p.puzzle_id)`,
      )
      .raw()
      .get(selectionBindings(selection)) as [string, string, string]
  ).map((text) => JSON.parse(text) as (number | null)[]) as [number[], number[], (number | null)[]];

  // Runs of (source, puzzle) in order: a source that published a puzzle twice gives its easiest level.
  const runs = sourceNames.map(() => ({ ids: [] as number[], levelIds: [] as (number | null)[] }));
  const rankOf = (levelId: number | null): number => (levelId === null ? Infinity : levelOf.get(levelId)!.rank);
  for (let k = 0; k < puzzleIds.length; k++) {
    const run = runs[sourceIndexOf.get(sourceIds[k]!)!]!;
    const id = puzzleIds[k]!;
    const levelId = levelIds[k]!;
    const last = run.ids.length - 1;
    if (last >= 0 && run.ids[last] === id) {
      if (rankOf(levelId) < rankOf(run.levelIds[last]!)) run.levelIds[last] = levelId;
    } else if (last >= 0 && run.ids[last]! > id) {
      throw new Error('provenance rows came out of order');
    } else {
      run.ids.push(id);
      run.levelIds.push(levelId);
    }
  }
  const sources: CompareSource[] = [];
  const ids: number[] = [];
  const source: number[] = [];
  const level: number[] = [];
  runs.forEach((run, s) => {
    const present = [...new Set(run.levelIds)].filter((id): id is number => id !== null).map((id) => levelOf.get(id)!);
    present.sort((a, b) => a.rank - b.rank);
    const indexOfLevel = new Map(present.map((row, index) => [row.id, index]));
    sources.push({ name: sourceNames[s]!, levels: present.map((row) => row.name) });
    for (let k = 0; k < run.ids.length; k++) {
      const levelId = run.levelIds[k] as number | null;
      ids.push(run.ids[k]!);
      source.push(s);
      level.push(levelId === null ? -1 : indexOfLevel.get(levelId)!);
    }
  });
  return { sources, ids, source, level, problems };
}

/** One parameter set of a rater in the library, with a fingerprint of its ratings. */
export interface ParameterSet {
  readonly parameters: string;
  readonly count: number;
  /** Count and checksums of the set's summaries: any rating added, removed or changed in its number moves it. */
  readonly fingerprint: string;
}

/**
 * Per Compare rater (Patti's and the custom sets'), its parameter sets in the library, most
 * ratings first (ties: the first as text). One pass over the summary index, all in SQL.
 */
export function readRaterParameterSets(db: LibraryReader): Map<string, ParameterSet[]> {
  const rows = db
    .prepare(
      `SELECT rater, parameters, count(*) AS n, total(summary) AS s, total(puzzle_id * coalesce(summary, -1)) AS w FROM ratings
       WHERE rater IN (SELECT value FROM json_each(?)) OR rater LIKE 'custom:%' GROUP BY rater, parameters ORDER BY rater, n DESC, parameters`,
    )
    .all(JSON.stringify(COMPARE_METRICS.map((metric) => metric.rater))) as {
    rater: string;
    parameters: string;
    n: number;
    s: number;
    w: number;
  }[];
  const out = new Map<string, ParameterSet[]>();
  for (const row of rows) {
    const sets = out.get(row.rater) ?? [];
    sets.push({ parameters: row.parameters, count: row.n, fingerprint: `${row.n}:${row.s}:${row.w}` });
    out.set(row.rater, sets);
  }
  return out;
}

/**
 * The metric's column over the selection: from the parameter set the selection names for its
 * rater, else from the set that rates the most of the selection's puzzles (ties: the one with
 * more ratings in the library). Only a rater with several sets costs more than one read.
 */
export function readChosenColumn(
  db: LibraryReader,
  metric: CompareMetric,
  selection: CompareSelection,
  sets: readonly ParameterSet[],
  ids: readonly number[],
): MetricColumn {
  const asked = selection.parameters?.[metric.rater];
  if (asked !== undefined || sets.length === 0) return readMetricColumn(db, metric, asked ?? null, ids);
  const distinct = new Set(ids).size;
  let best = readMetricColumn(db, metric, sets[0]!.parameters, ids);
  for (const set of sets.slice(1)) {
    if (best.rated === distinct) break;
    const column = readMetricColumn(db, metric, set.parameters, ids);
    if (column.rated > best.rated) best = column;
  }
  return best;
}

/**
 * The metric's value for each of the given puzzle ids (null: no rating, or none usable). Walks
 * the rater's whole rating set in its covering index and keeps the selected ids: cheaper than
 * binding tens of thousands of ids into the query.
 */
export function readMetricColumn(
  db: LibraryReader,
  metric: CompareMetric,
  parameters: string | null,
  ids: readonly number[],
): MetricColumn {
  if (parameters === null || ids.length === 0) return { values: ids.map(() => null), parameters, rated: 0 };
  let maxId = 0;
  for (const id of ids) if (id > maxId) maxId = id;
  // Dense by puzzle id (ids are the library's own, so bounded by its size): no hashing per row.
  const value = new Float64Array(maxId + 1).fill(Number.NaN);
  const rated = new Uint8Array(maxId + 1);
  const [ratedIds, summaries] = (
    db
      .prepare(
        'SELECT json_group_array(puzzle_id), json_group_array(summary) FROM ratings WHERE rater = ? AND parameters = ? AND puzzle_id <= ?',
      )
      .raw()
      .get(metric.rater, parameters, maxId) as [string, string]
  ).map((text) => JSON.parse(text) as (number | null)[]) as [number[], (number | null)[]];
  for (let k = 0; k < ratedIds.length; k++) {
    const id = ratedIds[k]!;
    rated[id] = 1;
    if (summaries[k] !== null) value[id] = summaries[k]!;
  }
  let count = 0;
  const seen = new Uint8Array(maxId + 1);
  const values = ids.map((id) => {
    if (rated[id] && !seen[id]) {
      seen[id] = 1;
      count++;
    }
    const v = value[id]!;
    return Number.isNaN(v) ? null : v;
  });
  return { values, parameters, rated: count };
}
