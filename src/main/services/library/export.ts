import type { Writable } from 'node:stream';
import { makeCsvLine } from '../../../core/format/csv';
import type { Puzzle } from '../../../core/grid/index';
import { makeSdmLine } from '../../../core/format/sdm';
import type { LibraryDb } from './db';
import { readCollectionPuzzleIds, readPuzzleIds, readRatingValues } from './list';
import type { PuzzleFilter, RatingSelector } from './listFilter';

export type ExportFormat = 'lines' | 'sdm' | 'csv' | 'json';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['lines', 'sdm', 'csv', 'json'];

export interface ExportOptions {
  readonly format: ExportFormat;
  /** Which puzzles; with `collection` set, in the collection's order, else by id. */
  readonly filter?: PuzzleFilter;
  /** Ratings to add as columns (CSV) or fields (JSON); ignored by the one-puzzle-per-line formats. */
  readonly ratings?: readonly RatingSelector[];
}

/** A rating's column name: `rater`, `rater@$.path`, `ext:name`. */
export function makeRatingColumnName(selector: RatingSelector): string {
  const base = selector.external ? `ext:${selector.rater}` : selector.rater;
  return selector.path ? `${base}@${selector.path}` : base;
}

const BATCH = 1_000;

async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once('drain', resolve));
}

interface ExportRow {
  id: number;
  givens: string;
  solution: string;
  clueCount: number;
  source: string | null;
  level: string | null;
  published: string | null;
  externalId: string | null;
}

/**
 * Writes the puzzles a filter (or collection) selects to `out`, a batch of 1,000 at a time so
 * an export of the whole library streams. Returns how many puzzles were written.
 */
export async function exportPuzzles(db: LibraryDb, out: Writable, options: ExportOptions): Promise<number> {
  const filter = options.filter ?? {};
  const ids = filter.collection !== undefined ? readCollectionPuzzleIds(db, filter.collection, { ...filter, collection: undefined }) : readPuzzleIds(db, filter);
  const ratings = options.format === 'csv' || options.format === 'json' ? (options.ratings ?? []) : [];
  const columns = ratings.map(makeRatingColumnName);
  const rowsOf = db.prepare(
    `SELECT p.id, p.givens, p.solution, p.clue_count AS clueCount, s.name AS source, l.name AS level, pr.published, pr.external_id AS externalId
     FROM json_each(?) AS ids JOIN puzzles p ON p.id = ids.value
     LEFT JOIN provenance pr ON pr.id = (SELECT min(id) FROM provenance WHERE puzzle_id = p.id)
     LEFT JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
     ORDER BY ids.key`,
  );
  if (options.format === 'csv') await write(out, makeCsvLine(['patti_id', 'puzzle', 'solution', 'clues', 'source', 'level', 'date', 'id', ...columns]) + '\n');
  if (options.format === 'json') await write(out, '[');
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    const rows = rowsOf.all(JSON.stringify(batch)) as ExportRow[];
    const values = ratings.map((selector) => readRatingValues(db, batch, selector));
    let chunk = '';
    rows.forEach((row, index) => {
      const ratingValues = values.map((byId) => byId.get(row.id) ?? null);
      chunk += formatRow(options.format, row, columns, ratingValues, start + index === 0);
    });
    await write(out, chunk);
  }
  if (options.format === 'json') await write(out, ids.length > 0 ? '\n]\n' : ']\n');
  return ids.length;
}

function formatRow(format: ExportFormat, row: ExportRow, columns: readonly string[], ratings: readonly (number | null)[], first: boolean): string {
  switch (format) {
    case 'lines':
      return row.givens + '\n';
    case 'sdm':
      return makeSdmLine(row.givens as Puzzle) + '\n';
    case 'csv':
      return makeCsvLine([row.id, row.givens, row.solution, row.clueCount, row.source, row.level, row.published, row.externalId, ...ratings]) + '\n';
    case 'json': {
      const item = {
        id: row.id,
        puzzle: row.givens,
        solution: row.solution,
        clues: row.clueCount,
        source: row.source,
        level: row.level,
        date: row.published,
        externalId: row.externalId === '' ? null : row.externalId,
        ratings: Object.fromEntries(columns.map((name, index) => [name, ratings[index] ?? null])),
      };
      return (first ? '\n' : ',\n') + JSON.stringify(item);
    }
  }
}
