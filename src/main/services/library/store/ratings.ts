import { ratingSummaryOfText } from '../../../../core/compare/ratingSummary';
import type { StoredRating } from '../../../../shared/libraryTypes';
import type { LibraryReader, LibraryWriter } from './db';

/** One of Patti's own ratings as stored: a rater's value for a puzzle under one parameter set. */
export interface RatingRow extends StoredRating {
  readonly puzzleId: number;
}

/** JSON with object keys sorted at every depth, so equal parameter sets are equal strings. */
export function makeParametersKey(parameters: unknown): string {
  return JSON.stringify(sortKeys(parameters ?? {}));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

/**
 * Stores ratings, replacing any earlier one for the same puzzle, rater and parameters (so a
 * retried batch never duplicates), each with its Compare summary number. Runs in one
 * transaction; call it inside yours to combine with job bookkeeping.
 */
export function writeRatings(db: LibraryWriter, rows: readonly RatingRow[]): void {
  const upsert = db.prepare(`
    INSERT INTO ratings (puzzle_id, rater, parameters, engine_version, value, detail, computed_at, summary)
    VALUES (@puzzleId, @rater, @parameters, @engineVersion, @value, @detail, @computedAt, @summary)
    ON CONFLICT (puzzle_id, rater, parameters) DO UPDATE SET
      engine_version = excluded.engine_version, value = excluded.value,
      detail = excluded.detail, computed_at = excluded.computed_at, summary = excluded.summary`);
  db.transaction(() => {
    for (const row of rows) upsert.run({ ...row, summary: ratingSummaryOfText(row.rater, row.detail) });
  })();
}

const RATING_COLUMNS = `puzzle_id AS puzzleId, rater, parameters, engine_version AS engineVersion,
  value, detail, computed_at AS computedAt`;

/** Every rating of one puzzle, by rater then parameters. */
export function readRatingsOfPuzzle(db: LibraryReader, puzzleId: number): RatingRow[] {
  return db.prepare(`SELECT ${RATING_COLUMNS} FROM ratings WHERE puzzle_id = ? ORDER BY rater, parameters`).all(puzzleId) as RatingRow[];
}

/**
 * Of the given puzzles, those with no current rating for this rater and parameters: never
 * rated, or rated by another engine version (stale).
 */
export function readPuzzleIdsNeedingRating(
  db: LibraryReader,
  puzzleIds: readonly number[],
  rater: string,
  parameters: string,
  engineVersion: string,
): number[] {
  const rows = db
    .prepare(
      `SELECT ids.value AS id FROM json_each(?) AS ids
       WHERE NOT EXISTS (SELECT 1 FROM ratings r WHERE r.puzzle_id = ids.value AND r.rater = ?
                         AND r.parameters = ? AND r.engine_version = ?)`,
    )
    .all(JSON.stringify(puzzleIds), rater, parameters, engineVersion) as { id: number }[];
  return rows.map((row) => row.id);
}

/** How many ratings of this rater were made by an engine version other than `engineVersion`. */
export function readStaleRatingCount(db: LibraryReader, rater: string, engineVersion: string): number {
  const row = db.prepare('SELECT count(*) AS n FROM ratings WHERE rater = ? AND engine_version <> ?').get(rater, engineVersion) as {
    n: number;
  };
  return row.n;
}

/** (rater, parameters, count) of every rating set in the library, for pickers and `db show`. */
export function readRatingKinds(db: LibraryReader): { rater: string; parameters: string; count: number }[] {
  return db
    .prepare('SELECT rater, parameters, count(*) AS count FROM ratings GROUP BY rater, parameters ORDER BY rater, parameters')
    .all() as { rater: string; parameters: string; count: number }[];
}
