/** Small real libraries for the job tests: puzzles from the repository's sample files, solved, inserted as the library stores them. */
import { examinePuzzle } from '../src/core/solve/index';
import { nowIso, openLibrary, type LibraryDb } from '../src/main/services/library/db';
import { readSampleLines } from './support/data';

/** The first `count` puzzles of the bundled 17-clue sample (400 puzzles), so job tests need no `../shared`. */
export function royle17(count: number): string[] {
  const lines = readSampleLines('royle17-sample.txt');
  if (count > lines.length) throw new Error(`the 17-clue sample holds ${lines.length} puzzles, not ${count}`);
  return lines.slice(0, count).map((line) => line.trim().slice(0, 81));
}

/** Opens a library at `file` holding these puzzles (ids 1..n in this order). */
export function makeTestLibrary(file: string, puzzles: readonly string[]): LibraryDb {
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
