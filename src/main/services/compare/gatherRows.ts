/**
 * Gathers a Compare selection's rows from the library: every (puzzle, source) pair of the chosen
 * sources, narrowed by tag or collection, with the puzzle's level in that source and each
 * metric's value read from the stored ratings (src/core/compare/metrics says which rater and
 * which fields of its detail). Reads only.
 */
import { COMPARE_METRICS, type CompareMetric, type CompareMetricId, type CompareProblem, type CompareTable } from '../../../core/compare/index';
import type { CompareRowsView, CompareSelection } from '../../../shared/compareTypes';
import type { LibraryDb } from '../library/db';

interface ProvenanceRow {
  readonly id: number;
  readonly sourceId: number;
  readonly source: string;
  readonly level: string | null;
  readonly rank: number | null;
}

export function readCompareRows(db: LibraryDb, selection: CompareSelection, metrics: readonly CompareMetric[] = COMPARE_METRICS): CompareRowsView {
  const problems: CompareProblem[] = [];
  const known = new Set((db.prepare('SELECT name FROM sources WHERE name IN (SELECT value FROM json_each(?))').all(JSON.stringify(selection.sources)) as { name: string }[]).map((row) => row.name));
  for (const name of selection.sources) {
    if (!known.has(name)) problems.push({ kind: 'ERR_EMPTY', source: name, message: `There is no source named ${name} in this library.` });
  }
  for (const [table, value] of [['tags', selection.tag], ['collections', selection.collection]] as const) {
    if (value !== undefined && !db.prepare(`SELECT 1 FROM ${table} WHERE name = ?`).get(value)) {
      problems.push({ kind: 'ERR_EMPTY', message: `There is no ${table === 'tags' ? 'tag' : 'collection'} named ${value} in this library.` });
    }
  }
  const narrowing = [
    selection.tag === undefined ? '' : 'AND p.puzzle_id IN (SELECT pt.puzzle_id FROM puzzle_tags pt JOIN tags t ON t.id = pt.tag_id WHERE t.name = @tag)',
    selection.collection === undefined ? '' : 'AND p.puzzle_id IN (SELECT cp.puzzle_id FROM collection_puzzles cp JOIN collections c ON c.id = cp.collection_id WHERE c.name = @collection)',
  ].join(' ');
  // One row per (puzzle, source): a source that published a puzzle twice gives its easiest level.
  const provenance = db
    .prepare(
      `SELECT p.puzzle_id AS id, s.id AS sourceId, s.name AS source, l.name AS level, min(l.rank) AS rank
       FROM provenance p JOIN sources s ON s.id = p.source_id LEFT JOIN levels l ON l.id = p.level_id
       WHERE s.name IN (SELECT value FROM json_each(@sources)) ${narrowing}
       GROUP BY p.puzzle_id, s.id ORDER BY p.puzzle_id`,
    )
    .all({ sources: JSON.stringify(selection.sources), ...(selection.tag !== undefined ? { tag: selection.tag } : {}), ...(selection.collection !== undefined ? { collection: selection.collection } : {}) }) as ProvenanceRow[];

  const sourceNames = selection.sources.filter((name) => known.has(name));
  const levelsOf = new Map(sourceNames.map((name) => [name, new Map<number, string>()]));
  for (const row of provenance) if (row.level !== null && row.rank !== null) levelsOf.get(row.source)!.set(row.rank, row.level);
  const sources = sourceNames.map((name) => ({ name, levels: [...levelsOf.get(name)!.entries()].sort(([a], [b]) => a - b).map(([, level]) => level) }));
  const levelIndex = new Map(sources.map((source) => [source.name, new Map(source.levels.map((level, index) => [level, index]))]));
  const sourceIndex = new Map(sourceNames.map((name, index) => [name, index]));
  const rows = [...provenance].sort((a, b) => sourceIndex.get(a.source)! - sourceIndex.get(b.source)! || a.id - b.id);

  const ids = rows.map((row) => row.id);
  const selected = new Set(ids);
  const values: { [M in CompareMetricId]?: (number | null)[] } = {};
  const ratings: { rater: string; parameters: string | null; rated: number }[] = [];
  for (const metric of metrics) {
    const parameters = selection.parameters?.[metric.rater] ?? mostUsedParameters(db, metric.rater);
    const byId = parameters === null || selected.size === 0 ? new Map<number, number | null>() : readMetricValues(db, metric, parameters, selected);
    values[metric.id] = ids.map((id) => byId.get(id) ?? null);
    if (!ratings.some((r) => r.rater === metric.rater)) ratings.push({ rater: metric.rater, parameters, rated: byId.size });
  }
  const table: CompareTable = {
    sources,
    ids,
    source: rows.map((row) => sourceIndex.get(row.source)!),
    level: rows.map((row) => (row.level === null ? -1 : levelIndex.get(row.source)!.get(row.level)!)),
    values,
  };
  return { table, ratings, problems };
}

/** The rater's parameter set with the most ratings in the library (ties: the first as text); null when it has none. */
export function mostUsedParameters(db: LibraryDb, rater: string): string | null {
  const row = db.prepare('SELECT parameters FROM ratings WHERE rater = ? GROUP BY parameters ORDER BY count(*) DESC, parameters LIMIT 1').get(rater) as
    | { parameters: string }
    | undefined;
  return row?.parameters ?? null;
}

/**
 * The metric's value per selected puzzle id (a rating with no usable value maps to null). Reads
 * the rater's whole rating set through its index and keeps the selected ids: cheaper than
 * binding tens of thousands of ids into the query.
 */
export function readMetricValues(db: LibraryDb, metric: CompareMetric, parameters: string, selected: ReadonlySet<number>): Map<number, number | null> {
  // Paths come from the metric table in src/core/compare, never from input; bound, not spliced.
  const fields = metric.paths.map((_, index) => `json_extract(detail, @path${index}) AS f${index}`).join(', ');
  const bindings: Record<string, string> = { rater: metric.rater, parameters };
  metric.paths.forEach((path, index) => (bindings[`path${index}`] = path));
  const out = new Map<number, number | null>();
  const statement = db.prepare(`SELECT puzzle_id AS id, ${fields} FROM ratings WHERE rater = @rater AND parameters = @parameters`).raw();
  for (const [id, ...stored] of statement.iterate(bindings) as Iterable<[number, ...(number | string | null)[]]>) {
    if (selected.has(id)) out.set(id, metric.read(stored));
  }
  return out;
}
