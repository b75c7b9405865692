import path from 'node:path';
import { canonicalForm } from '../../../core/canonical/index';
import type { CsvRole } from '../../../core/format/csv';
import { parsePuzzle } from '../../../core/format/puzzleText';
import { parseSdmLine } from '../../../core/format/sdm';
import { clueCount, cellName, type Puzzle, type Solution } from '../../../core/grid/index';
import { solve } from '../../../core/solve/index';
import type { LibraryDb } from './db';
import { detectImportFormat, readImportRecords, type ImportFormat, type ImportProblem, type ImportRecord } from './importReaders';
import { ImportWriter, type AcceptedPuzzle } from './importWriter';

export interface ImportOptions {
  /** Default: from the file's extension (see detectImportFormat). */
  readonly format?: ImportFormat;
  /** Source for records that do not name one (a CSV `source` column wins); default: the file's name. */
  readonly source?: string;
  /** Level for records that do not name one. */
  readonly level?: string;
  /** CSV columns named explicitly for roles (otherwise found by header name). */
  readonly columns?: Partial<Record<CsvRole, string>>;
  /** Called for every rejected record as it is met (the summary keeps only the first `maxProblems`). */
  readonly onProblem?: (problem: ImportProblem) => void;
  /** Called every `progressEvery` records with the counts so far. */
  readonly onProgress?: (counts: ImportCounts) => void;
  readonly progressEvery?: number;
  readonly maxProblems?: number;
}

export interface ImportCounts {
  /** Records read (accepted + rejected). */
  records: number;
  /** Puzzles the library did not have. */
  added: number;
  /** Same canonical form and same givens as a puzzle the library has (or an arrangement it saw). */
  duplicates: number;
  /** Same canonical form, different givens: linked to the existing puzzle. */
  isomorphs: number;
  /** Bad records: not a puzzle, no solution, several solutions, a wrong solution column. */
  rejected: number;
}

export interface ImportSummary extends ImportCounts {
  readonly file: string;
  readonly format: ImportFormat;
  /** Rejected records by line, in file order (at most `maxProblems`). */
  readonly problems: readonly ImportProblem[];
  /** Problems counted but not kept in `problems`. */
  readonly problemsOmitted: number;
}

/**
 * Imports a puzzle file into the library, streaming it (a file of any size is never held
 * whole). Each record is parsed, solved (only puzzles with exactly one solution are taken;
 * the solution is stored) and matched by givens, then by canonical form. Everything is written
 * in one transaction: the good records all go in, or on an error nothing does. Bad records are
 * reported by line and skipped. The connection must not be used by anyone else until it returns.
 */
export async function importPuzzleFile(db: LibraryDb, file: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const format = options.format ?? detectImportFormat(file);
  const defaultSource = options.source ?? path.basename(file);
  const maxProblems = options.maxProblems ?? 10_000;
  const progressEvery = options.progressEvery ?? 5_000;
  const counts: ImportCounts = { records: 0, added: 0, duplicates: 0, isomorphs: 0, rejected: 0 };
  const problems: ImportProblem[] = [];
  let problemsOmitted = 0;
  const reject = (problem: ImportProblem): void => {
    counts.rejected++;
    if (problems.length < maxProblems) problems.push(problem);
    else problemsOmitted++;
    options.onProblem?.(problem);
  };

  db.exec('BEGIN IMMEDIATE');
  try {
    const writer = new ImportWriter(db);
    for await (const item of readImportRecords(file, format, options.columns)) {
      counts.records++;
      if ('problem' in item) reject(item.problem);
      else {
        const accepted = acceptRecord(item.record, format, defaultSource, options.level, (givens) => writer.readKnownSolution(givens));
        if ('reason' in accepted) reject(accepted);
        else {
          const { outcome } = writer.writePuzzle(accepted);
          if (outcome === 'new') counts.added++;
          else if (outcome === 'duplicate') counts.duplicates++;
          else counts.isomorphs++;
        }
      }
      if (options.onProgress && counts.records % progressEvery === 0) options.onProgress({ ...counts });
    }
    db.exec('COMMIT');
  } catch (error) {
    if (db.inTransaction) db.exec('ROLLBACK');
    throw error;
  }
  return { file, format, ...counts, problems, problemsOmitted };
}

/**
 * Parses and solves one record; a problem naming its line when it cannot go in. Givens the
 * library already holds are not solved again: `knownSolution` gives their stored solution.
 */
export function acceptRecord(
  record: ImportRecord,
  format: ImportFormat,
  defaultSource: string,
  defaultLevel?: string,
  knownSolution: (givens: Puzzle) => Solution | undefined = () => undefined,
): AcceptedPuzzle | ImportProblem {
  const parsed = format === 'sdm' ? parseSdmLine(record.text) : parsePuzzle(record.text, record.line);
  if (!parsed.ok) return { line: record.line, reason: parsed.error.message };
  const givens = parsed.value;
  let solution = knownSolution(givens);
  if (solution === undefined) {
    const outcome = solve(givens);
    if (outcome.status === 'none') return { line: record.line, reason: 'the puzzle has no solution' };
    if (outcome.status === 'multiple') return { line: record.line, reason: 'the puzzle has more than one solution' };
    solution = outcome.solution;
  }
  if (record.solution !== undefined) {
    const mismatch = describeSolutionMismatch(record.solution, solution);
    if (mismatch) return { line: record.line, reason: mismatch };
  }
  const accepted: { -readonly [K in keyof AcceptedPuzzle]: AcceptedPuzzle[K] } = {
    givens,
    solution,
    clueCount: clueCount(givens),
    canonical: () => canonicalOf(givens),
    source: record.source ?? defaultSource,
  };
  const level = record.level ?? defaultLevel;
  if (level !== undefined) accepted.level = level;
  if (record.date !== undefined) accepted.date = record.date;
  if (record.id !== undefined) accepted.id = record.id;
  if (record.ratings !== undefined && record.ratings.length > 0) accepted.ratings = record.ratings;
  return accepted;
}

function canonicalOf(givens: Puzzle): Puzzle {
  const form = canonicalForm(givens);
  // Parsing already refused repeated digits, the only input canonicalForm rejects.
  if (!form.ok) throw new Error(`canonical form of a parsed puzzle failed: ${form.error.message}`);
  return form.value;
}

function describeSolutionMismatch(given: string, solution: string): string | undefined {
  const text = given.trim();
  if (!/^[1-9]{81}$/.test(text)) return `the solution column is not 81 digits 1-9 (${text.length} characters)`;
  for (let cell = 0; cell < 81; cell++) {
    if (text[cell] !== solution[cell]) return `the solution column is wrong at ${cellName(cell)}: ${text[cell]} given, the puzzle's solution has ${solution[cell]}`;
  }
  return undefined;
}
