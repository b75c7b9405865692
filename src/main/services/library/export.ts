import type { Writable } from 'node:stream';
import { makeCsvLine } from '../../../core/format/csv';
import type { Puzzle } from '../../../core/grid/index';
import { makeSdmLine } from '../../../core/format/sdm';
import type { LibraryReader } from './store/db';
import { readCollectionPuzzleIds, readPuzzleIds, readRatingDetails, readRatingValues } from './store/list';
import type { PuzzleFilter, RatingSelector } from './store/listFilter';

export type ExportFormat = 'lines' | 'sdm' | 'csv' | 'json';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['lines', 'sdm', 'csv', 'json'];

export interface ExportOptions {
  readonly format: ExportFormat;
  /** Which puzzles; with `collection` set, in the collection's order, else by id. */
  readonly filter?: PuzzleFilter;
  /** Ratings to add as columns (CSV) or fields (JSON); ignored by the one-puzzle-per-line formats. */
  readonly ratings?: readonly RatingSelector[];
  /**
   * Rescue a damaged library: puzzles that cannot be read are skipped (and counted through
   * `onSkipped`) instead of ending the export, and ids are found by walking the table.
   */
  readonly salvage?: boolean;
  readonly onSkipped?: (count: number) => void;
}

/** A rating's column name: `rater`, `rater@$.path`, `ext:name`. */
function makeRatingColumnName(selector: RatingSelector): string {
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
export async function exportPuzzles(db: LibraryReader, out: Writable, options: ExportOptions): Promise<number> {
  const filter = options.filter ?? {};
  const ids = options.salvage
    ? readReadableIds(db)
    : filter.collection !== undefined
      ? readCollectionPuzzleIds(db, filter.collection, { ...filter, collection: undefined })
      : readPuzzleIds(db, filter);
  const ratings = options.format === 'csv' || options.format === 'json' ? (options.ratings ?? []) : [];
  const columns = ratings.map(makeRatingColumnName);
  const rowsOf = db.prepare(
    `SELECT p.id, p.givens, p.solution, p.clue_count AS clueCount, s.name AS source, l.name AS level, pr.published, pr.external_id AS externalId
     FROM json_each(?) AS ids JOIN puzzles p ON p.id = ids.value
     LEFT JOIN provenance pr ON pr.id = (SELECT min(id) FROM provenance WHERE puzzle_id = p.id)
     LEFT JOIN sources s ON s.id = pr.source_id LEFT JOIN levels l ON l.id = pr.level_id
     ORDER BY ids.key`,
  );
  if (options.format === 'csv')
    await write(out, makeCsvLine(['patti_id', 'puzzle', 'solution', 'clues', 'source', 'level', 'date', 'id', ...columns]) + '\n');
  if (options.format === 'json') await write(out, '[');
  for (let start = 0; start < ids.length; start += BATCH) {
    let batch = ids.slice(start, start + BATCH);
    let rows: ExportRow[];
    if (!options.salvage) rows = rowsOf.all(JSON.stringify(batch)) as ExportRow[];
    else {
      rows = readRowsOneByOne(batch, (one) => rowsOf.all(JSON.stringify(one)) as ExportRow[]);
      if (rows.length < batch.length) options.onSkipped?.(batch.length - rows.length);
      batch = rows.map((row) => row.id);
    }
    const values = ratings.map((selector) => readExportValues(db, batch, selector, options.format));
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

/**
 * One rating per puzzle for an export: its number (the value, or the one at the path); in JSON a
 * rater whose result has no single value (cld, colour) gives its whole rating object instead.
 */
function readExportValues(db: LibraryReader, ids: readonly number[], selector: RatingSelector, format: ExportFormat): Map<number, unknown> {
  const values: Map<number, unknown> = readRatingValues(db, ids, selector);
  if (format !== 'json' || selector.external || selector.path !== undefined) return values;
  if ([...values.values()].every((value) => value !== null)) return values;
  const details = readRatingDetails(db, ids, selector);
  for (const [id, value] of values) if (value === null) values.set(id, details.get(id) ?? null);
  return values;
}

/** The puzzle ids a damaged table still gives, walking it by id and stepping over what fails. */
function readReadableIds(db: LibraryReader): number[] {
  const next = db.prepare('SELECT id FROM puzzles WHERE id > ? ORDER BY id LIMIT 1000').pluck();
  const ids: number[] = [];
  let after = 0;
  for (let failures = 0; failures < 1_000;) {
    try {
      const page = next.all(after) as number[];
      if (page.length === 0) break;
      ids.push(...page);
      after = page[page.length - 1] as number;
    } catch {
      failures++;
      after += 1_000;
    }
  }
  return ids;
}

/** Rows of a batch, each read alone so one bad row costs only itself. */
function readRowsOneByOne(batch: readonly number[], read: (ids: readonly number[]) => ExportRow[]): ExportRow[] {
  const rows: ExportRow[] = [];
  for (const id of batch) {
    try {
      rows.push(...read([id]));
    } catch {
      // Unreadable: counted by the caller.
    }
  }
  return rows;
}

function formatRow(format: ExportFormat, row: ExportRow, columns: readonly string[], ratings: readonly unknown[], first: boolean): string {
  switch (format) {
    case 'lines':
      return row.givens + '\n';
    case 'sdm':
      return makeSdmLine(row.givens as Puzzle) + '\n';
    case 'csv':
      return (
        makeCsvLine([
          row.id,
          row.givens,
          row.solution,
          row.clueCount,
          row.source,
          row.level,
          row.published,
          row.externalId,
          ...(ratings as (number | null)[]),
        ]) + '\n'
      );
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
