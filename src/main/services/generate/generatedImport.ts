/**
 * Generated puzzles into the library: imported through the library's import service (the same
 * checks and duplicate and isomorph detection as `patti db import`), added to a collection in
 * the order they were made, and their ratings kept as the library's. The generator rated each
 * kept puzzle from scratch with `ratePuzzle` and the raters' default options — exactly what a
 * rate job without options stores — so rating them again would give the same rows.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GeneratedPuzzle } from '../../../core/generate/generate';
import { makeRatingRows, type RaterInfo } from '../jobs/ratingRows';
import { writeCollectionPuzzles } from '../library/store/curation';
import { nowIso, type LibraryWriter } from '../library/store/db';
import { writeRatings, type RatingRow } from '../library/store/ratings';
import { importPuzzleFile, type ImportSummary } from '../library/import/importFile';
import { readPuzzleIdByGivens } from '../library/store/puzzles';
import { writeWithRetry } from '../library/store/writeRetry';

export interface GeneratedDestination {
  /** The library source the puzzles are imported under. */
  readonly source: string;
  /** Their level in that source (the targets, as the CLI names it). */
  readonly level: string;
  /** The collection they are added to (created when missing). */
  readonly collection: string;
  /** The book section they are printed in, kept with their place in the collection. */
  readonly section?: string;
}

export interface GeneratedImport {
  readonly summary: ImportSummary;
  /** Library ids of the puzzles, in the order made. */
  readonly puzzleIds: readonly number[];
  /** How many joined the collection (a puzzle already in it keeps its place). */
  readonly added: number;
  /** Rating rows kept from the generator. */
  readonly ratings: number;
}

/**
 * The generator's ratings of one puzzle as library rows. None for a puzzle the library holds
 * in another arrangement (an isomorph of a puzzle it had): those ratings were made on other givens.
 */
function ratingRowsOf(
  db: LibraryWriter,
  puzzleId: number,
  puzzle: GeneratedPuzzle,
  findRater: (id: string) => RaterInfo | undefined,
  computedAt: string,
): RatingRow[] {
  const stored = db.prepare('SELECT givens FROM puzzles WHERE id = ?').pluck().get(puzzleId) as string | undefined;
  if (stored !== puzzle.puzzle) return [];
  const raters = Object.keys(puzzle.ratings)
    .map(findRater)
    .filter((rater): rater is RaterInfo => rater !== undefined);
  const rows = makeRatingRows(puzzleId, { ...puzzle.ratings, puzzle: puzzle.puzzle, error: null }, raters, {}, computedAt);
  return rows.ok ? rows.rows : [];
}

export async function importGeneratedPuzzles(
  db: LibraryWriter,
  puzzles: readonly GeneratedPuzzle[],
  destination: GeneratedDestination,
  findRater: (id: string) => RaterInfo | undefined,
): Promise<GeneratedImport> {
  const folder = mkdtempSync(path.join(tmpdir(), 'patti-generate-'));
  const file = path.join(folder, 'generated.txt');
  let summary: ImportSummary;
  try {
    writeFileSync(file, puzzles.map((puzzle) => puzzle.puzzle).join('\n') + '\n');
    summary = await importPuzzleFile(db, file, { format: 'lines', source: destination.source, level: destination.level });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const found = puzzles
    .map((puzzle) => ({ puzzle, id: readPuzzleIdByGivens(db, puzzle.puzzle) }))
    .filter((entry): entry is { puzzle: GeneratedPuzzle; id: number } => entry.id !== undefined);
  const computedAt = nowIso();
  const ratings = found.flatMap(({ puzzle, id }) => ratingRowsOf(db, id, puzzle, findRater, computedAt));
  const puzzleIds = found.map((entry) => entry.id);
  const added = await writeWithRetry(db, () =>
    db
      .transaction(() => {
        writeRatings(db, ratings);
        return writeCollectionPuzzles(db, destination.collection, puzzleIds, destination.section);
      })
      .immediate(),
  );
  return { summary, puzzleIds, added, ratings: ratings.length };
}
