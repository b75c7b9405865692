/**
 * Gathers the puzzles of a printed set with what their labels show: from the library (a
 * collection in its order, a filter, or chosen ids) or from puzzle text (a file). Ratings a
 * label, a sort or the pencil-mark rule names are read from the library; with `rate` those a
 * puzzle lacks are computed on the spot with Patti's raters.
 */
import { findCompareMetric, PAPER_SCALE, type CompareScale } from '../../../core/compare/index';
import { asPuzzle } from '../../../core/grid/puzzle';
import { hardestTechnique } from '../../../core/print/hardest';
import type { PrintOptions } from '../../../core/print/printOptions';
import { ratingsNeeded } from '../../../core/print/ratingsNeeded';
import type { PrintPuzzle } from '../../../core/print/printPuzzle';
import { ratePuzzle } from '../../../core/rate/ratePuzzle';
import { SearchContext } from '../../../core/strategies/searchContext';
import { findRater } from '../../../core/rate/registry';
import { categorize, type UniversalCategory } from '../../../core/rate/universal';
import { examinePuzzle } from '../../../core/solve/index';
import type { PrintSelection } from '../../../shared/printTypes';
import { readMetricColumn, readRaterParameterSets } from '../compare/gatherRows';
import type { LibraryReader } from '../library/store/db';
import { readCollectionPuzzleIds, readPuzzleIds, readRatingDetails, readRatingValues } from '../library/store/list';
import { parseRatingSelector } from '../library/store/listFilter';

/** Input a person chose that cannot be printed: an unknown collection, a bad puzzle, nothing at all. */
export class PrintInputError extends Error {}

/**
 * Which library puzzles: explicit ids (a Library selection) or a filter (a collection in its
 * order), optionally narrowed to a universal category (the app API's print selection).
 */
export type LibrarySelection = PrintSelection;

/**
 * One number for a rating value: the number itself, or for a rater whose value is an object
 * (`se` gives {er, ep, ed}) its first number, the headline one by each rater's convention.
 */
function headlineNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value !== null && typeof value === 'object') {
    for (const entry of Object.values(value)) if (typeof entry === 'number' && Number.isFinite(entry)) return entry;
  }
  return null;
}

interface PuzzleRow {
  id: number;
  givens: string;
  solution: string;
  source: string | null;
  level: string | null;
  published: string | null;
  externalId: string | null;
}

/** The first few of a list for a message, with how many more there are. */
function someOf(items: readonly number[], shown = 5): string {
  const head = items.slice(0, shown).join(', ');
  return items.length > shown ? `${head} and ${items.length - shown} more` : head;
}

function checkIdsExist(db: LibraryReader, ids: readonly number[]): void {
  const known = new Set(
    db.prepare('SELECT id FROM puzzles WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify(ids)) as number[],
  );
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new PrintInputError(`the library has no puzzle${unknown.length === 1 ? '' : 's'} with id ${someOf(unknown)}`);
}

/** The named universal scale among those known (the Project Patti paper's, then saved ones). */
function findScale(scales: readonly CompareScale[], name: string | undefined): CompareScale {
  if (name === undefined) return PAPER_SCALE;
  const scale = scales.find((candidate) => candidate.name === name);
  if (!scale) throw new PrintInputError(`no universal scale named '${name}' (there are: ${scales.map((known) => known.name).join(', ')})`);
  return scale;
}

/**
 * The ids whose value of the scale's metric falls in the category, in their order: the
 * Compare view's binning (`categorize`) on the metric's ratings, so a bin prints what Compare
 * counts in it. Puzzles without that rating are left out.
 */
function inCategory(db: LibraryReader, ids: readonly number[], category: UniversalCategory, scale: CompareScale): number[] {
  const metric = findCompareMetric(scale.metric)!;
  // The parameter set with the most ratings in the library, as Compare reads by default.
  const parameters = readRaterParameterSets(db).get(metric.rater)?.[0]?.parameters;
  if (parameters === undefined)
    throw new PrintInputError(
      `no puzzle has a ${metric.name} rating yet, so none has a universal category on the ${scale.name} scale; rate them with ${metric.rater} first`,
    );
  const { values } = readMetricColumn(db, metric, parameters, ids);
  return ids.filter((_, index) => {
    const value = values[index];
    return value !== null && value !== undefined && categorize(value, scale) === category;
  });
}

function selectIds(db: LibraryReader, selection: LibrarySelection, scales: readonly CompareScale[]): number[] {
  if ('ids' in selection) {
    checkIdsExist(db, selection.ids);
    return [...selection.ids];
  }
  const { filter } = selection;
  const scale = selection.category === undefined ? undefined : findScale(scales, selection.scale);
  let ids: number[];
  if (filter.collection === undefined) ids = readPuzzleIds(db, filter);
  else {
    const exists = db.prepare('SELECT 1 FROM collections WHERE name = ?').get(filter.collection);
    if (!exists) throw new PrintInputError(`no collection named '${filter.collection}'`);
    ids = readCollectionPuzzleIds(db, filter.collection, { ...filter, collection: undefined });
  }
  return scale === undefined ? ids : inCategory(db, ids, selection.category!, scale);
}

function readLibraryRatings(db: LibraryReader, ids: readonly number[], name: string): Map<number, number | null> {
  const selector = parseRatingSelector(name);
  const values = readRatingValues(db, ids, selector);
  if (selector.external || selector.path !== undefined || [...values.values()].every((value) => value !== null)) return values;
  for (const [id, detail] of readRatingDetails(db, ids, selector)) if (values.get(id) === null) values.set(id, headlineNumber(detail));
  return values;
}

const orUndefined = (value: string | null): string | undefined => (value === null || value === '' ? undefined : value);

/** The source a selection is filtered on, whose origin a label shows (a puzzle may have several); null for none. */
function contextSourceOf(selection: LibrarySelection): string | null {
  return 'filter' in selection ? (selection.filter.source ?? null) : (selection.source ?? null);
}

/**
 * The library's puzzles for a printed set, in the selection's order, each with the origin of
 * the source the selection names (its level there), else its first. `scales` are the universal
 * scales a category may name (the Project Patti paper's is always there).
 */
export function readLibraryPrintPuzzles(
  db: LibraryReader,
  selection: LibrarySelection,
  options: PrintOptions,
  scales: readonly CompareScale[] = [PAPER_SCALE],
): PrintPuzzle[] {
  const ids = selectIds(db, selection, scales);
  if (ids.length === 0) return [];
  const rows = db
    .prepare(
      `SELECT p.id, p.givens, p.solution, s.name AS source, l.name AS level, pr.published, pr.external_id AS externalId
       FROM json_each(?) AS ids JOIN puzzles p ON p.id = ids.value
       LEFT JOIN provenance pr ON pr.id = coalesce(
         (SELECT min(c.id) FROM provenance c JOIN sources cs ON cs.id = c.source_id WHERE c.puzzle_id = p.id AND cs.name = ?),
         (SELECT min(id) FROM provenance WHERE puzzle_id = p.id))
       LEFT JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
       ORDER BY ids.key`,
    )
    .all(JSON.stringify(ids), contextSourceOf(selection)) as PuzzleRow[];
  const ratings = new Map(ratingsNeeded(options).map((name) => [name, readLibraryRatings(db, ids, name)]));
  // The level field falls back on the category when a puzzle's source gives no level.
  const wantsCategory = options.label.includes('category') || options.label.includes('level');
  const sections = readSections(db, selection);
  const categories = wantsCategory ? readRatingDetails(db, ids, { rater: 'universal', external: false }) : new Map<number, unknown>();
  return rows.map((row) => ({
    givens: row.givens,
    solution: row.solution,
    id: orUndefined(row.externalId) ?? String(row.id),
    source: orUndefined(row.source),
    level: orUndefined(row.level),
    date: orUndefined(row.published),
    category: categoryOf(categories.get(row.id)),
    section: sections.get(row.id),
    ratings: Object.fromEntries([...ratings].map(([name, values]) => [name, values.get(row.id) ?? null])),
  }));
}

/** The book section of each puzzle of a printed collection (none for other selections). */
function readSections(db: LibraryReader, selection: LibrarySelection): Map<number, string> {
  const collection = 'filter' in selection ? selection.filter.collection : undefined;
  if (collection === undefined) return new Map();
  const rows = db
    .prepare(
      'SELECT puzzle_id AS id, section FROM collection_puzzles WHERE collection_id = (SELECT id FROM collections WHERE name = ?) AND section IS NOT NULL',
    )
    .all(collection) as { id: number; section: string }[];
  return new Map(rows.map((row) => [row.id, row.section]));
}

function categoryOf(detail: unknown): string | undefined {
  const nhc = (detail as { nhc?: unknown } | null | undefined)?.nhc;
  return typeof nhc === 'string' ? nhc : undefined;
}

/** A puzzle record of a file: its text and where it came from, for messages. */
export interface PuzzleText {
  readonly text: string;
  /** "line 12" or similar. */
  readonly where: string;
}

/** Puzzles from text: each must have exactly one solution (the answer key needs it). */
export function readTextPrintPuzzles(records: readonly PuzzleText[]): PrintPuzzle[] {
  return records.map((record) => {
    const status = examinePuzzle(record.text);
    if (status.status === 'invalid' || status.puzzle === null)
      throw new PrintInputError(`${record.where}: ${status.error?.message ?? 'not a puzzle'}`);
    if (status.status !== 'unique' || status.solution === null) {
      throw new PrintInputError(
        `${record.where}: the puzzle has ${status.status === 'none' ? 'no solution' : 'more than one solution'}, so it has no answer key`,
      );
    }
    return { givens: status.puzzle, solution: status.solution };
  });
}

/**
 * Fills in what the options ask for beyond the stored facts: ratings a puzzle lacks (when
 * `rate`, for Patti's own raters) and the hardest technique for a hint line.
 */
export function completePrintPuzzles(puzzles: readonly PrintPuzzle[], options: PrintOptions, rate: boolean): PrintPuzzle[] {
  const computable = rate
    ? ratingsNeeded(options).filter((name) => !name.startsWith('ext:') && !name.includes('@') && findRater(name))
    : [];
  const context = new SearchContext();
  return puzzles.map((puzzle) => {
    const missing = computable.filter((name) => typeof puzzle.ratings?.[name] !== 'number');
    let ratings = puzzle.ratings;
    if (missing.length > 0) {
      const row = ratePuzzle(puzzle.givens, missing, {}, context);
      ratings = { ...ratings, ...Object.fromEntries(missing.map((name) => [name, headlineNumber(row[name])])) };
    }
    const hardest = options.hint && puzzle.hardest === undefined ? hardestTechnique(asPuzzle(puzzle.givens)) : puzzle.hardest;
    return { ...puzzle, ratings, hardest };
  });
}
