/**
 * Merging ratings made elsewhere (`patti rate --jsonl --engine`, e.g. one shard per machine) into
 * the library. Each line names a puzzle by its givens and carries, per rater, the engine version
 * and parameters it was rated with. A line whose givens the library holds as an isomorph of one
 * of its puzzles (a file with two isomorphic puzzles imports the second that way) gives that
 * puzzle its ratings from raters that rate isomorphs alike, and reports the others. A rating made
 * by another version of a rater than this Patti's (stale), or by a rater this Patti does not
 * have, is reported and left out, as is a line for a puzzle the library lacks; the rest of the
 * file is merged all the same. A rating's key (puzzle, rater,
 * parameters) is unique, so merging the same file twice leaves one rating each: the merge is
 * idempotent, and it commits in batches (each a short transaction, waiting for a busy library
 * without blocking), so an interrupted merge is finished by running it again.
 */
import { createReadStream } from 'node:fs';
import { isIsomorphInvariant } from '../../../../core/rate/isomorphInvariance';
import type { RaterOptions } from '../../../../core/rater';
import { makeRatingRows, type RaterInfo } from '../../jobs/ratingRows';
import { readTextLines } from './textLines';
import { nowIso, type LibraryWriter } from '../store/db';
import { writeRatings, type RatingRow } from '../store/ratings';
import { writeWithRetry } from '../store/writeRetry';

/** Lines per committed batch. */
const BATCH_LINES = 500;

export interface RatingsImportProblem {
  readonly line: number;
  readonly kind: 'bad-line' | 'not-in-library' | 'isomorph-rating' | 'stale' | 'unknown-rater' | 'no-engine' | 'rating-error';
  readonly reason: string;
}

export interface RatingsImportSummary {
  readonly file: string;
  /** Lines read (blank lines not counted). */
  lines: number;
  /** Rating rows written (new or replacing the same key). */
  ratings: number;
  /** Puzzles that got at least one rating. */
  puzzles: number;
  /** Lines whose givens are one of the library's puzzles, with a rating stored. */
  imported: number;
  /** Lines whose givens the library holds as an isomorph of one of its puzzles. */
  isomorphs: number;
  /** Lines whose puzzle the library does not hold at all. */
  notInLibrary: number;
  /** Problems by kind. */
  readonly problems: Record<RatingsImportProblem['kind'], number>;
}

export interface ImportRatingsOptions {
  /** This Patti's raters (the registry). */
  readonly findRater: (id: string) => RaterInfo | undefined;
  readonly onProblem?: (problem: RatingsImportProblem) => void;
}

interface EngineEntry {
  readonly version: number;
  readonly parameters?: RaterOptions;
}

export async function importRatingsFile(db: LibraryWriter, file: string, options: ImportRatingsOptions): Promise<RatingsImportSummary> {
  const summary: RatingsImportSummary = {
    file,
    lines: 0,
    ratings: 0,
    puzzles: 0,
    imported: 0,
    isomorphs: 0,
    notInLibrary: 0,
    problems: { 'bad-line': 0, 'not-in-library': 0, 'isomorph-rating': 0, stale: 0, 'unknown-rater': 0, 'no-engine': 0, 'rating-error': 0 },
  };
  const report = (problem: RatingsImportProblem): void => {
    summary.problems[problem.kind]++;
    options.onProblem?.(problem);
  };
  const puzzleByGivens = db.prepare('SELECT id FROM puzzles WHERE givens = ?').pluck();
  const puzzleByIsomorph = db.prepare('SELECT puzzle_id FROM isomorphs WHERE givens = ?').pluck();
  let batch: RatingRow[] = [];
  const commit = async (): Promise<void> => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    await writeWithRetry(db, () => db.transaction(() => writeRatings(db, rows)).immediate());
    summary.ratings += rows.length;
  };
  const computedAt = nowIso();
  let lineNumber = 0;
  let sinceCommit = 0;
  const input = createReadStream(file);
  try {
    for await (const { text, tooLong } of readTextLines(input)) {
      lineNumber++;
      if (tooLong === undefined && text.trim() === '') continue;
      summary.lines++;
      const line = lineNumber;
      const row = tooLong === undefined ? parseRow(text) : undefined;
      if (!row) {
        report({
          line,
          kind: 'bad-line',
          reason: tooLong === undefined ? 'not a JSON object with a "puzzle"' : `a line of ${tooLong} characters`,
        });
        continue;
      }
      if (row.error !== null && row.error !== undefined) {
        report({ line, kind: 'rating-error', reason: `the line holds an error, not a rating: ${describe(row.error)}` });
        continue;
      }
      let puzzleId = puzzleByGivens.get(row.puzzle) as number | undefined;
      const isomorph = puzzleId === undefined;
      if (isomorph) puzzleId = puzzleByIsomorph.get(row.puzzle) as number | undefined;
      if (puzzleId === undefined) {
        summary.notInLibrary++;
        report({ line, kind: 'not-in-library', reason: `puzzle ${row.puzzle} is not in the library (import it first)` });
        continue;
      }
      if (isomorph) summary.isomorphs++;
      if (row.engine === undefined) {
        report({ line, kind: 'no-engine', reason: 'no "engine" (rate with --engine or --shard so versions can be checked)' });
        continue;
      }
      let rated = false;
      for (const [id, entry] of Object.entries(row.engine)) {
        const rater = options.findRater(id);
        if (!rater) {
          report({ line, kind: 'unknown-rater', reason: `rater '${id}' is not one of this Patti's raters` });
          continue;
        }
        if (entry.version !== rater.version) {
          report({
            line,
            kind: 'stale',
            reason: `rater '${id}' version ${String(entry.version)} made this rating; this Patti has version ${rater.version}`,
          });
          continue;
        }
        if (isomorph && !isIsomorphInvariant(id)) {
          report({
            line,
            kind: 'isomorph-rating',
            reason: `the library holds this puzzle as an isomorph of #${puzzleId}, and rater '${id}' may rate isomorphs differently; rate #${puzzleId} itself`,
          });
          continue;
        }
        const parameters = entry.parameters ?? {};
        const foreign = Object.keys(parameters).filter((name) => !(rater.usesOptions as readonly string[]).includes(name));
        if (foreign.length > 0) {
          report({ line, kind: 'unknown-rater', reason: `rater '${id}' takes no parameter ${foreign.join(', ')}` });
          continue;
        }
        const made = makeRatingRows(puzzleId, { ...row, error: null }, [rater], parameters, computedAt);
        if (!made.ok) {
          report({ line, kind: 'rating-error', reason: made.reason });
          continue;
        }
        batch.push(...made.rows);
        rated = true;
      }
      if (rated) summary.puzzles++;
      if (rated && !isomorph) summary.imported++;
      if (++sinceCommit >= BATCH_LINES) {
        sinceCommit = 0;
        await commit();
      }
    }
    await commit();
  } finally {
    input.destroy();
  }
  return summary;
}

type ParsedRow = { puzzle: string; error?: unknown; engine?: Record<string, EngineEntry>; [rater: string]: unknown };

function parseRow(text: string): ParsedRow | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const row = value as ParsedRow;
  if (typeof row.puzzle !== 'string') return undefined;
  if (row.engine !== undefined && !isEngineRecord(row.engine)) return undefined;
  return row;
}

function isEngineRecord(value: unknown): value is Record<string, EngineEntry> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return false;
    const { version, parameters } = entry as { version?: unknown; parameters?: unknown };
    return typeof version === 'number' && (parameters === undefined || (typeof parameters === 'object' && parameters !== null));
  });
}

function describe(error: unknown): string {
  if (error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string')
    return (error as { message: string }).message;
  return JSON.stringify(error);
}
