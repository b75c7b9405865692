/** Small real libraries for the job tests: puzzles from the repository's sample files, solved, inserted as the library stores them. */
import { examinePuzzle } from '../../src/core/solve/index';
import { nowIso, openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { readSampleLines } from './data';

/**
 * `count` puzzles of the bundled Sudoku-of-the-Day-levels sample (1,500 puzzles, Beginner to
 * Diabolical), spread evenly over its levels, so job tests need none of the data suite's published sets.
 */
export function samplePuzzles(count: number): string[] {
  const puzzles = readSampleLines('sotd-levels.csv')
    .slice(1)
    .map((line) => line.split(',')[0]!);
  if (count > puzzles.length) throw new Error(`the sample holds ${puzzles.length} puzzles, not ${count}`);
  return Array.from({ length: count }, (_, i) => puzzles[Math.floor((i * puzzles.length) / count)]!);
}

/** Opens a library at `file` holding these puzzles (ids 1..n in this order). */
export function makeTestLibrary(file: string, puzzles: readonly string[]): LibraryWriter {
  const db = openLibrary(file);
  const insert = db.prepare('INSERT INTO puzzles (givens, solution, clue_count, canonical, added_at) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const givens of puzzles) {
      const status = examinePuzzle(givens);
      if (status.solution === null || status.puzzle === null) throw new Error(`test puzzle has no unique solution: ${givens}`);
      // The canonical form only has to be unique here; these puzzles are distinct.
      insert.run(status.puzzle, status.solution, [...status.puzzle].filter((c) => c !== '.').length, status.puzzle, nowIso());
    }
  })();
  return db;
}
