import type { PuzzleDetailView } from '../../../../shared/libraryTypes';
import type { LibraryReader } from './db';
import { readRatingsOfPuzzle, type RatingRow } from './ratings';
import { readPuzzleName } from './originEdits';

/** Everything the library knows about one puzzle (`patti db show`, the app's detail view), with each rating's puzzle id. */
export interface PuzzleDetail extends Omit<PuzzleDetailView, 'ratings'> {
  readonly ratings: readonly RatingRow[];
}

/** One puzzle by id, or undefined. */
export function readPuzzleDetail(db: LibraryReader, puzzleId: number): PuzzleDetail | undefined {
  const puzzle = db
    .prepare('SELECT id, givens, solution, clue_count AS clueCount, canonical, added_at AS addedAt FROM puzzles WHERE id = ?')
    .get(puzzleId) as
    | Omit<
        PuzzleDetail,
        'name' | 'provenance' | 'isomorphs' | 'tags' | 'collections' | 'notes' | 'externalRatings' | 'originFields' | 'ratings'
      >
    | undefined;
  if (!puzzle) return undefined;
  return {
    ...puzzle,
    name: readPuzzleName(db, puzzleId),
    provenance: db
      .prepare(
        `SELECT s.name AS source, l.name AS level, pr.published, pr.external_id AS externalId, pr.givens
         FROM provenance pr JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
         WHERE pr.puzzle_id = ? ORDER BY pr.id`,
      )
      .all(puzzleId) as PuzzleDetail['provenance'],
    isomorphs: db.prepare('SELECT givens FROM isomorphs WHERE puzzle_id = ? ORDER BY id').pluck().all(puzzleId) as string[],
    tags: db
      .prepare('SELECT t.name FROM puzzle_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.puzzle_id = ? ORDER BY t.name')
      .pluck()
      .all(puzzleId) as string[],
    collections: db
      .prepare(
        'SELECT c.name FROM collection_puzzles cp JOIN collections c ON c.id = cp.collection_id WHERE cp.puzzle_id = ? ORDER BY c.position',
      )
      .pluck()
      .all(puzzleId) as string[],
    notes: db
      .prepare('SELECT body, created_at AS createdAt FROM notes WHERE puzzle_id = ? ORDER BY id')
      .all(puzzleId) as PuzzleDetail['notes'],
    externalRatings: db
      .prepare(
        'SELECT s.name AS source, e.name, e.text, e.value FROM external_ratings e JOIN sources s ON s.id = e.source_id ' +
          'WHERE e.puzzle_id = ? ORDER BY s.name, e.name',
      )
      .all(puzzleId) as PuzzleDetail['externalRatings'],
    originFields: db
      .prepare(
        'SELECT s.name AS source, f.name, f.text FROM origin_fields f JOIN sources s ON s.id = f.source_id WHERE f.puzzle_id = ? ORDER BY s.name, f.name',
      )
      .all(puzzleId) as PuzzleDetail['originFields'],
    ratings: readRatingsOfPuzzle(db, puzzleId),
  };
}

/** The id of the puzzle with these givens, or of the puzzle they are an arrangement of. */
export function readPuzzleIdByGivens(db: LibraryReader, givens: string): number | undefined {
  return (db.prepare('SELECT id FROM puzzles WHERE givens = ?').pluck().get(givens) ??
    db.prepare('SELECT puzzle_id FROM isomorphs WHERE givens = ?').pluck().get(givens)) as number | undefined;
}

/** The puzzle an origin published under this id (the first, when several did). */
export function readPuzzleIdByExternalId(db: LibraryReader, externalId: string): number | undefined {
  return db
    .prepare("SELECT puzzle_id FROM provenance WHERE external_id = ? AND external_id <> '' ORDER BY id LIMIT 1")
    .pluck()
    .get(externalId) as number | undefined;
}

/** Givens and solution of puzzles by id, in the order asked (missing ids are skipped). */
export function readPuzzlesByIds(db: LibraryReader, puzzleIds: readonly number[]): { id: number; givens: string; solution: string }[] {
  const rows = db
    .prepare('SELECT p.id, p.givens, p.solution FROM json_each(?) AS ids JOIN puzzles p ON p.id = ids.value ORDER BY ids.key')
    .all(JSON.stringify(puzzleIds)) as { id: number; givens: string; solution: string }[];
  return rows;
}

/** Sources and levels are tables, not views (migration 4): one an import still publishes is hidden here. */
const PUBLISHED = (alias: string): string =>
  `(${alias}.import_id IS NULL OR ${alias}.import_id NOT IN (SELECT id FROM imports WHERE status <> 'published'))`;

/** Source names with their ordered levels and puzzle counts. */
export function readSources(
  db: LibraryReader,
): { name: string; url: string | null; licence: string | null; puzzles: number; levels: { name: string; puzzles: number }[] }[] {
  const sources = db
    .prepare(
      'SELECT s.id, s.name, s.url, s.licence, (SELECT count(DISTINCT puzzle_id) FROM provenance pr WHERE pr.source_id = s.id) AS puzzles ' +
        `FROM sources s WHERE ${PUBLISHED('s')} ORDER BY s.name`,
    )
    .all() as { id: number; name: string; url: string | null; licence: string | null; puzzles: number }[];
  const levels = db.prepare(
    `SELECT l.name, (SELECT count(DISTINCT puzzle_id) FROM provenance pr WHERE pr.level_id = l.id) AS puzzles FROM levels l
     WHERE l.source_id = ? AND ${PUBLISHED('l')} ORDER BY l.rank, l.id`,
  );
  return sources.map(({ id, ...source }) => ({ ...source, levels: levels.all(id) as { name: string; puzzles: number }[] }));
}
