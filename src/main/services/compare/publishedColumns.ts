/**
 * The rating columns the selection's sources published with their puzzles (the library's
 * `external_ratings`: an import's "SE" or "score" column), gathered as Compare metrics beside
 * Patti's own. A puzzle's value in a row is the one its row's source published, else one another
 * selected source published for it (the first by source id). Reads only.
 */
import { PUBLISHED_PREFIX, allWhole, looksDiscrete, type PublishedColumn, type PublishedMetricId } from '../../../core/compare/index';
import type { LibraryReader } from '../library/store/db';

/** A published column of the selection's sources, with a fingerprint that moves with any of its values. */
export interface PublishedColumnInfo {
  readonly id: PublishedMetricId;
  readonly column: string;
  readonly sources: readonly string[];
  readonly fingerprint: string;
}

/** The published columns with a number among the given sources' ratings, by column name. */
export function readPublishedColumnInfo(db: LibraryReader, sourceNames: readonly string[]): PublishedColumnInfo[] {
  if (sourceNames.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT e.name, json_group_array(DISTINCT s.name) AS sources, count(*) AS n, total(e.value) AS a, total(e.puzzle_id * e.value) AS b
       FROM external_ratings e JOIN sources s ON s.id = e.source_id
       WHERE e.value IS NOT NULL AND s.name IN (SELECT value FROM json_each(?))
       GROUP BY e.name ORDER BY e.name`,
    )
    .all(JSON.stringify(sourceNames)) as { name: string; sources: string; n: number; a: number; b: number }[];
  return rows.map((row) => {
    const publishers = JSON.parse(row.sources) as string[];
    // The selection's order, so the metric's name reads as the view lists the sources.
    publishers.sort((x, y) => sourceNames.indexOf(x) - sourceNames.indexOf(y));
    return { id: `${PUBLISHED_PREFIX}${row.name}`, column: row.name, sources: publishers, fingerprint: `${row.n}:${row.a}:${row.b}` };
  });
}

/** One published column over the selection's rows (`source[k]` indexes `sourceNames`), null where no selected source gave a number. */
export function readPublishedValues(
  db: LibraryReader,
  column: string,
  sourceNames: readonly string[],
  rows: { readonly ids: readonly number[]; readonly source: readonly number[] },
): (number | null)[] {
  const sourceIds = db
    .prepare('SELECT id, name FROM sources WHERE name IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(sourceNames)) as { id: number; name: string }[];
  const indexOfId = new Map(sourceIds.map((row) => [row.id, sourceNames.indexOf(row.name)]));
  const [puzzleIds, sourceIdsOf, values] = (
    db
      .prepare(
        `SELECT json_group_array(puzzle_id), json_group_array(source_id), json_group_array(value)
         FROM (SELECT puzzle_id, source_id, value FROM external_ratings
               WHERE name = ? AND value IS NOT NULL AND source_id IN (SELECT value FROM json_each(?)) ORDER BY source_id)`,
      )
      .raw()
      .get(column, JSON.stringify(sourceIds.map((row) => row.id))) as [string, string, string]
  ).map((text) => JSON.parse(text) as number[]) as [number[], number[], number[]];
  // Per puzzle: the first value met (lowest source id), and the value of each source that gave one.
  const anyValue = new Map<number, number>();
  const bySource = new Map<string, number>();
  for (let k = 0; k < puzzleIds.length; k++) {
    const id = puzzleIds[k]!;
    if (!anyValue.has(id)) anyValue.set(id, values[k]!);
    bySource.set(`${indexOfId.get(sourceIdsOf[k]!)}:${id}`, values[k]!);
  }
  return rows.ids.map((id, row) => bySource.get(`${rows.source[row]}:${id}`) ?? anyValue.get(id) ?? null);
}

/** The table's description of a published column read over its rows. */
export function publishedColumnOf(info: PublishedColumnInfo, values: readonly (number | null)[]): PublishedColumn {
  return { id: info.id, column: info.column, sources: info.sources, discrete: looksDiscrete(values), whole: allWhole(values) };
}
