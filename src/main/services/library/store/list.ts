import { compareMetricOfRater } from '../../../../core/compare/ratingSummary';
import type { LibraryReader } from './db';
import {
  isSafeJsonPath,
  type PageCursor,
  type PageRequest,
  type PuzzleFilter,
  type RatingRange,
  type RatingSelector,
  type SortKey,
} from './listFilter';

/** One row of a listing. */
interface PuzzleListRow {
  readonly id: number;
  readonly givens: string;
  readonly solution: string;
  readonly clueCount: number;
  /** "Source / Level" of each place the puzzle came from, joined with "; ". */
  readonly origins: string | null;
  /** The value sorted by, when sorting by a rating. */
  readonly sortValue?: number | null;
}

export interface PuzzlePage {
  readonly rows: readonly PuzzleListRow[];
  /** Pass as `after` for the page that follows; absent when this page is the last. */
  readonly next?: PageCursor;
}

/** Thrown for a filter that cannot be answered (unknown JSON path, ambiguous parameter set). */
export class ListFilterError extends Error {}

/** Named SQL parameters, so the pieces of a query can be put together in any order. */
class Bindings {
  readonly values: Record<string, unknown> = {};
  private next = 0;
  bind(value: unknown): string {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return `@${name}`;
  }
}

/** The number a rating selector shows: the value column or a number in the detail JSON. */
function valueExpression(selector: RatingSelector, alias: string, bindings: Bindings): string {
  if (selector.path === undefined) return `${alias}.value`;
  if (selector.external) throw new ListFilterError('external ratings have no detail JSON; leave out the path');
  if (!isSafeJsonPath(selector.path))
    throw new ListFilterError(`not a JSON path Patti accepts: '${selector.path}' (use $.name or $.name[0].other)`);
  return `json_extract(${alias}.detail, ${bindings.bind(selector.path)})`;
}

/**
 * The number a rating selector sorts and filters by: the number it shows, except for a field
 * whose Compare number puts it in order where the field alone would not (the cost score: a
 * puzzle beyond Diabolical after every Diabolical one), which goes by that number, kept in the
 * rating's `summary` column.
 */
function orderExpression(selector: RatingSelector, alias: string, bindings: Bindings): string {
  const ordered = !selector.external && selector.path !== undefined && compareMetricOfRater(selector.rater)?.ordersField === selector.path;
  return ordered ? `${alias}.summary` : valueExpression(selector, alias, bindings);
}

/**
 * How filter conditions are written: `in` builds each matching set once (best when a filter
 * drives the query), `exists` probes an index per row (best when the rows are walked in an
 * index's order and the walk stops after one page).
 */
type ConditionStyle = 'in' | 'exists';

/** The WHERE conditions a filter stands for, on the puzzle id expression `id`. */
function filterConditions(filter: PuzzleFilter, bindings: Bindings, id = 'p.id', style: ConditionStyle = 'in'): string[] {
  const where: string[] = [];
  let aliases = 0;
  const member = (table: string, makeConditions: (alias: string) => string[], column = 'puzzle_id'): void => {
    const alias = `f${aliases++}`;
    const conditions = makeConditions(alias);
    where.push(
      style === 'in'
        ? `${id} IN (SELECT ${alias}.${column} FROM ${table} ${alias} WHERE ${conditions.join(' AND ')})`
        : `EXISTS (SELECT 1 FROM ${table} ${alias} WHERE ${alias}.${column} = ${id} AND ${conditions.join(' AND ')})`,
    );
  };
  if (filter.source !== undefined || filter.level !== undefined) {
    member('provenance', (a) => [
      ...(filter.source !== undefined ? [`${a}.source_id = (SELECT id FROM sources WHERE name = ${bindings.bind(filter.source)})`] : []),
      ...(filter.level !== undefined ? [`${a}.level_id IN (SELECT id FROM levels WHERE name = ${bindings.bind(filter.level)})`] : []),
    ]);
  }
  if (filter.tag !== undefined)
    member('puzzle_tags', (a) => [`${a}.tag_id = (SELECT id FROM tags WHERE name = ${bindings.bind(filter.tag)})`]);
  if (filter.collection !== undefined) {
    member('collection_puzzles', (a) => [
      `${a}.collection_id = (SELECT id FROM collections WHERE name = ${bindings.bind(filter.collection)})`,
    ]);
  }
  const clues = filter.clues;
  if (clues?.min !== undefined || clues?.max !== undefined) {
    member(
      'puzzles',
      (a) => [
        ...(clues.min !== undefined ? [`${a}.clue_count >= ${bindings.bind(clues.min)}`] : []),
        ...(clues.max !== undefined ? [`${a}.clue_count <= ${bindings.bind(clues.max)}`] : []),
      ],
      'id',
    );
  }
  for (const range of filter.ratings ?? []) {
    member(range.external ? 'external_ratings' : 'ratings', (a) => {
      // Probing per row (exists), the unary + keeps SQLite on the (puzzle_id, …) key instead of
      // walking the (rater, …) index for every row.
      const column = `${style === 'exists' ? '+' : ''}${a}.${range.external ? 'name' : 'rater'}`;
      const conditions = [`${column} = ${bindings.bind(range.rater)}`];
      if (range.parameters !== undefined && !range.external) conditions.push(`${a}.parameters = ${bindings.bind(range.parameters)}`);
      const value = orderExpression(range, a, bindings);
      conditions.push(`${value} IS NOT NULL`);
      if (range.min !== undefined) conditions.push(`${value} >= ${bindings.bind(range.min)}`);
      if (range.max !== undefined) conditions.push(`${value} <= ${bindings.bind(range.max)}`);
      return conditions;
    });
  }
  return where;
}

function whereClause(conditions: readonly string[]): string {
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * The parameter set to sort by when none is named: the rater's only one. Several sets would
 * give a puzzle several values, so the caller must choose.
 */
function resolveSortParameters(db: LibraryReader, selector: RatingSelector): string {
  if (selector.parameters !== undefined) return selector.parameters;
  // Up to three sets, each found by one seek in the rater's index (DISTINCT would walk every rating).
  const after = db.prepare('SELECT parameters FROM ratings WHERE rater = ? AND parameters > ? ORDER BY parameters LIMIT 1').pluck();
  const sets: string[] = [];
  for (
    let set = after.get(selector.rater, '') as string | undefined;
    set !== undefined && sets.length < 3;
    set = after.get(selector.rater, set) as string | undefined
  )
    sets.push(set);
  if (sets.length > 1)
    throw new ListFilterError(
      `rater '${selector.rater}' has ratings with several parameter sets (${sets.join(', ')}); name one to sort by`,
    );
  return sets[0] ?? '{}';
}

/** Ids of every puzzle the filter selects, in id order (for jobs and exports). */
export function readPuzzleIds(db: LibraryReader, filter: PuzzleFilter = {}): number[] {
  const bindings = new Bindings();
  const where = whereClause(filterConditions(filter, bindings));
  return db.prepare(`SELECT p.id FROM puzzles p ${where} ORDER BY p.id`).pluck().all(bindings.values) as number[];
}

/** How many puzzles the filter selects. */
export function readPuzzleCount(db: LibraryReader, filter: PuzzleFilter = {}): number {
  const bindings = new Bindings();
  const conditions = filterConditions(filter, bindings);
  if (conditions.length === 0) return readVisiblePuzzleCount(db);
  return db
    .prepare(`SELECT count(*) FROM puzzles p ${whereClause(conditions)}`)
    .pluck()
    .get(bindings.values) as number;
}

/**
 * How many puzzles readers see, without visiting them: counting the `puzzles` view would read
 * every row for its import's status (migration 4), up to 100 ms at 70,000 puzzles while other
 * connections write. So: every row (SQLite counts those from its smallest index), less the
 * rows of imports not yet published (a range of their index). Even that walks the index, some
 * milliseconds at 70,000 puzzles that every listing and the library's description ask for, so
 * the count is kept until the library changes.
 */
function readVisiblePuzzleCount(db: LibraryReader): number {
  const version = readLibraryVersion(db);
  const kept = visibleCounts.get(db);
  if (kept?.version === version) return kept.count;
  const count = db
    .prepare(
      `SELECT (SELECT count(*) FROM puzzle_rows)
            - (SELECT count(*) FROM puzzle_rows WHERE import_id IN (SELECT id FROM imports WHERE status <> 'published'))`,
    )
    .pluck()
    .get() as number;
  visibleCounts.set(db, { version, count });
  return count;
}

/** The last visible count of each connection, and the library's version it was read at. */
const visibleCounts = new WeakMap<LibraryReader, { version: string; count: number }>();

/**
 * Changes whenever the library may have: another connection committed (SQLite's data_version)
 * or this one changed rows (total_changes, which counts rolled-back ones too: a needless recount
 * at worst). Reading it visits no table.
 */
function readLibraryVersion(db: LibraryReader): string {
  const dataVersion = db.prepare('SELECT data_version FROM pragma_data_version').pluck().get() as number;
  const changes = db.prepare('SELECT total_changes()').pluck().get() as number;
  return `${dataVersion}:${changes}`;
}

const ORIGINS = `(SELECT group_concat(s.name || ifnull(' / ' || l.name, ''), '; ')
  FROM provenance pr JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
  WHERE pr.puzzle_id = p.id)`;

/** What a page is read from: the table walked, the puzzle id and the sort key in it. */
interface PageSource {
  readonly from: string;
  readonly id: string;
  readonly key: string;
  readonly style: ConditionStyle;
}

function makePageSource(
  db: LibraryReader,
  filter: PuzzleFilter,
  sort: SortKey,
  bindings: Bindings,
  after?: PageCursor,
  descending = false,
): PageSource {
  if (sort === 'id') return { from: 'puzzles p', id: 'p.id', key: 'p.id', style: 'in' };
  if (sort === 'clues') return { from: 'puzzles p', id: 'p.id', key: 'p.clue_count', style: 'in' };
  if (sort === 'added') return { from: 'puzzles p', id: 'p.id', key: 'p.added_at', style: 'in' };
  if (sort === 'position') {
    if (filter.collection === undefined) throw new ListFilterError('sorting by position needs a collection');
    const from = `collection_puzzles cp WHERE cp.collection_id = (SELECT id FROM collections WHERE name = ${bindings.bind(filter.collection)})`;
    return { from, id: 'cp.puzzle_id', key: 'cp.position', style: 'exists' };
  }
  // By a rating: walk the rating's index in value order, so the first page is found without
  // looking at the rest, and probe the filters per row. A range on the same rating becomes
  // the bounds of the walk itself (see splitSortRanges).
  const key = orderExpression(sort, 'r', bindings);
  // One lower and one upper bound at most, so SQLite seeks to the tighter one (a cursor is a bound too).
  let lower = -Infinity;
  let upper = Infinity;
  for (const range of filter.ratings ?? []) {
    if (!isRangeOnSortKey(range, sort)) continue;
    if (range.min !== undefined) lower = Math.max(lower, range.min);
    if (range.max !== undefined) upper = Math.min(upper, range.max);
  }
  if (typeof after?.key === 'number') {
    if (descending) upper = Math.min(upper, after.key);
    else lower = Math.max(lower, after.key);
  }
  const bounds = [`${key} IS NOT NULL`];
  if (lower > -Infinity) bounds.push(`${key} >= ${bindings.bind(lower)}`);
  if (upper < Infinity) bounds.push(`${key} <= ${bindings.bind(upper)}`);
  const from = sort.external
    ? `external_ratings r WHERE r.name = ${bindings.bind(sort.rater)} AND ${bounds.join(' AND ')}`
    : `ratings r WHERE r.rater = ${bindings.bind(sort.rater)} AND r.parameters = ${bindings.bind(resolveSortParameters(db, sort))} AND ${bounds.join(' AND ')}`;
  return { from, id: 'r.puzzle_id', key, style: 'exists' };
}

/**
 * A range filter on exactly the rating being sorted by (same rater, kind, path and parameter
 * choice): it can bound the walk instead of being probed row by row. A range naming no
 * parameters equals the sort's only parameter set (readPuzzlePage refuses ambiguous sorts).
 */
function isRangeOnSortKey(range: RatingRange, sort: RatingSelector): boolean {
  return (
    range.rater === sort.rater &&
    Boolean(range.external) === Boolean(sort.external) &&
    range.path === sort.path &&
    (range.external || range.parameters === sort.parameters)
  );
}

/** The filter left to probe once ranges on the sort key bound the walk. */
function withoutSortRanges(filter: PuzzleFilter, sort: SortKey): PuzzleFilter {
  if (typeof sort !== 'object' || !filter.ratings) return filter;
  return { ...filter, ratings: filter.ratings.filter((range) => !isRangeOnSortKey(range, sort)) };
}

/** `FROM … WHERE …` of a page query; the source may bring its own WHERE. */
function pageFromWhere(source: PageSource, conditions: readonly string[]): string {
  if (conditions.length === 0) return source.from;
  return `${source.from} ${source.from.includes(' WHERE ') ? 'AND' : 'WHERE'} ${conditions.join(' AND ')}`;
}

function defaultSort(filter: PuzzleFilter, page: PageRequest): SortKey {
  return page.sort ?? (filter.collection !== undefined ? 'position' : 'id');
}

/** Offset past which a page builds filter sets instead of probing per row (measured in bench). */
const DEEP_OFFSET = 1_000;

/**
 * One page of the puzzles a filter selects (ties broken by id in the same direction). Sorting
 * by a rating lists the puzzles that have a value for it. The page is chosen on ids and sort
 * keys alone; the rest of each row is read for the page's rows only.
 */
export function readPuzzlePage(db: LibraryReader, filter: PuzzleFilter = {}, page: PageRequest = {}): PuzzlePage {
  const limit = Math.max(0, Math.min(page.limit ?? 50, 10_000));
  const offset = Math.max(0, page.offset ?? 0);
  const direction = page.descending ? 'DESC' : 'ASC';
  const sort = defaultSort(filter, page);
  const bindings = new Bindings();
  const source = makePageSource(db, filter, sort, bindings, page.after, page.descending);
  // Deep in a listing, probing the filters row by row costs more than building each filter's
  // set once, so far pages switch to sets.
  const style = offset > DEEP_OFFSET ? 'in' : source.style;
  const conditions = filterConditions(withoutSortRanges(filter, sort), bindings, source.id, style);
  if (page.after !== undefined) {
    // A row value comparison: SQLite seeks the sort index straight to the cursor.
    conditions.push(
      `(${source.key}, ${source.id}) ${page.descending ? '<' : '>'} (${bindings.bind(page.after.key)}, ${bindings.bind(page.after.id)})`,
    );
  }
  const fromWhere = pageFromWhere(source, conditions);
  const rows = db
    .prepare(
      `WITH chosen AS (SELECT ${source.id} AS id, ${source.key} AS k FROM ${fromWhere}
                       ORDER BY ${source.key} ${direction}, ${source.id} ${direction}
                       LIMIT ${bindings.bind(limit)} OFFSET ${bindings.bind(offset)})
       SELECT p.id, p.givens, p.solution, p.clue_count AS clueCount, ${page.withoutOrigins ? 'NULL' : ORIGINS} AS origins, chosen.k AS sortValue
       FROM chosen JOIN puzzles p ON p.id = chosen.id ORDER BY chosen.k ${direction}, chosen.id ${direction}`,
    )
    .all(bindings.values) as (PuzzleListRow & { sortValue: number | string })[];
  const last = rows[rows.length - 1];
  const next = last !== undefined && rows.length === limit ? { next: { key: last.sortValue, id: last.id } } : {};
  return { rows: typeof sort === 'object' ? rows : rows.map(({ sortValue: _unused, ...row }) => row), ...next };
}

/**
 * Every id of the listing readPuzzlePage pages through, in its order: what a range selection
 * or "select all" in the table stands for. Ids only, so a whole large library is one query.
 */
export function readPuzzlePageIds(
  db: LibraryReader,
  filter: PuzzleFilter = {},
  page: Pick<PageRequest, 'sort' | 'descending'> = {},
): number[] {
  const bindings = new Bindings();
  const sort = defaultSort(filter, page);
  const direction = page.descending ? 'DESC' : 'ASC';
  const source = makePageSource(db, filter, sort, bindings);
  const fromWhere = pageFromWhere(source, filterConditions(withoutSortRanges(filter, sort), bindings, source.id, 'in'));
  return db
    .prepare(`SELECT ${source.id} FROM ${fromWhere} ORDER BY ${source.key} ${direction}, ${source.id} ${direction}`)
    .pluck()
    .all(bindings.values) as number[];
}

/**
 * How many rows the listing of readPuzzlePage has in all (for sorting by a rating: the puzzles
 * with that rating). Separate because it must visit every row, where a page need not.
 */
export function readPuzzlePageTotal(db: LibraryReader, filter: PuzzleFilter = {}, page: Pick<PageRequest, 'sort'> = {}): number {
  const bindings = new Bindings();
  const sort = defaultSort(filter, page);
  const source = makePageSource(db, filter, sort, bindings);
  const conditions = filterConditions(withoutSortRanges(filter, sort), bindings, source.id, 'in');
  // Listing by id, clues or date covers every puzzle: with no filter, that is all of them.
  if (conditions.length === 0 && source.from === 'puzzles p') return readVisiblePuzzleCount(db);
  return db
    .prepare(`SELECT count(*) FROM ${pageFromWhere(source, conditions)}`)
    .pluck()
    .get(bindings.values) as number;
}

/**
 * The value of one rating for each of the given puzzles (null where a puzzle has none), as
 * export columns and tables need it. Several parameter sets for the rater must be narrowed.
 */
export function readRatingValues(db: LibraryReader, puzzleIds: readonly number[], selector: RatingSelector): Map<number, number | null> {
  const bindings = new Bindings();
  const value = valueExpression(selector, 'r', bindings);
  const ids = bindings.bind(JSON.stringify(puzzleIds));
  const condition = selector.external
    ? `r.name = ${bindings.bind(selector.rater)}`
    : `r.rater = ${bindings.bind(selector.rater)} AND r.parameters = ${bindings.bind(resolveSortParameters(db, selector))}`;
  const table = selector.external ? 'external_ratings' : 'ratings';
  const rows = db
    .prepare(
      `SELECT r.puzzle_id AS id, ${value} AS value FROM ${table} r WHERE ${condition} AND r.puzzle_id IN (SELECT value FROM json_each(${ids}))`,
    )
    .all(bindings.values) as { id: number; value: unknown }[];
  const values = new Map<number, number | null>(puzzleIds.map((id) => [id, null]));
  for (const row of rows) values.set(row.id, typeof row.value === 'number' ? row.value : row.value === null ? null : Number(row.value));
  return values;
}

/**
 * Each puzzle's whole rating from one of Patti's raters (its detail JSON, parsed), for a JSON
 * export of a rater whose result is more than one number (cld, colour). Absent ratings are null.
 */
export function readRatingDetails(db: LibraryReader, puzzleIds: readonly number[], selector: RatingSelector): Map<number, unknown> {
  const rows = db
    .prepare(
      'SELECT r.puzzle_id AS id, r.value, r.detail FROM ratings r WHERE r.rater = ? AND r.parameters = ? AND r.puzzle_id IN (SELECT value FROM json_each(?))',
    )
    .all(selector.rater, resolveSortParameters(db, selector), JSON.stringify(puzzleIds)) as {
    id: number;
    value: number | null;
    detail: string | null;
  }[];
  const details = new Map<number, unknown>(puzzleIds.map((id) => [id, null]));
  for (const row of rows) details.set(row.id, row.detail === null ? row.value : JSON.parse(row.detail));
  return details;
}

/** Ids of a collection's puzzles in the collection's order, further narrowed by `filter`. */
export function readCollectionPuzzleIds(db: LibraryReader, collection: string, filter: PuzzleFilter = {}): number[] {
  const bindings = new Bindings();
  const conditions = filterConditions(filter, bindings);
  const where = conditions.length > 0 ? `AND ${conditions.join(' AND ')}` : '';
  return db
    .prepare(
      `SELECT p.id FROM collection_puzzles cp JOIN puzzles p ON p.id = cp.puzzle_id
       WHERE cp.collection_id = (SELECT id FROM collections WHERE name = ${bindings.bind(collection)}) ${where}
       ORDER BY cp.position, p.id`,
    )
    .pluck()
    .all(bindings.values) as number[];
}
