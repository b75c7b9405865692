import { describe, expect, it } from 'vitest';
import { NO_SAVED_COLOURS } from '../../../../shared/playTypes';
import { readGameProgress, readSavedGame, writeSavedGame } from './playGames';
import { openLibrary } from './db';
import path from 'node:path';
import { makeTempDir } from '../../../../../tests/support/tempLibrary';

const VALUES = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

function libraryWithOnePuzzle() {
  const db = openLibrary(path.join(makeTempDir(), 'library.db'));
  db.prepare("INSERT INTO puzzle_rows (id, givens, solution, clue_count, canonical, added_at) VALUES (1, ?, ?, 30, ?, 'x')").run(
    VALUES.replace(/0/g, '.'),
    '534678912672195348198342567859761423426853791713924856961537284287419635345286179',
    VALUES.replace(/0/g, '.'),
  );
  return db;
}

describe('saved games of Play', () => {
  it('gives back the game as it was kept, and nothing for a puzzle never played', () => {
    const db = libraryWithOnePuzzle();
    expect(readSavedGame(db, 1)).toBeNull();
    const marks = Array.from({ length: 81 }, (_, cell) => (cell === 2 ? 0b1010 : 0));
    writeSavedGame(db, { puzzleId: 1, values: VALUES, marks, elapsedMs: 61_000, solved: false, colours: NO_SAVED_COLOURS });
    expect(readSavedGame(db, 1)).toEqual({
      puzzleId: 1,
      values: VALUES,
      marks,
      elapsedMs: 61_000,
      solved: false,
      colours: NO_SAVED_COLOURS,
    });
    expect(readGameProgress(db)).toEqual([{ puzzleId: 1, solved: false, elapsedMs: 61_000 }]);
  });

  it('keeps a puzzle solved once it was, and the latest position and time', () => {
    const db = libraryWithOnePuzzle();
    const marks = new Array<number>(81).fill(0);
    writeSavedGame(db, { puzzleId: 1, values: VALUES, marks, elapsedMs: 1_000, solved: true, colours: NO_SAVED_COLOURS });
    writeSavedGame(db, { puzzleId: 1, values: VALUES, marks, elapsedMs: 2_000, solved: false, colours: NO_SAVED_COLOURS });
    expect(readSavedGame(db, 1)).toMatchObject({ elapsedMs: 2_000, solved: true });
  });

  it('keeps the paints with the game, and takes them off when the board has none left', () => {
    const db = libraryWithOnePuzzle();
    const marks = new Array<number>(81).fill(0);
    const cells = Array.from({ length: 81 }, (_, cell) => (cell === 40 ? 1 : cell === 41 ? 2 : 0));
    const colours = {
      cells,
      candidates: [
        [2 * 9 + 3, 2],
        [3 * 9 + 0, 1],
      ] as [number, number][],
    };
    writeSavedGame(db, { puzzleId: 1, values: VALUES, marks, elapsedMs: 3_000, solved: false, colours });
    expect(readSavedGame(db, 1)?.colours).toEqual(colours);
    writeSavedGame(db, { puzzleId: 1, values: VALUES, marks, elapsedMs: 4_000, solved: false, colours: NO_SAVED_COLOURS });
    expect(readSavedGame(db, 1)?.colours).toEqual(NO_SAVED_COLOURS);
    expect(db.prepare('SELECT colours FROM play_games').pluck().get()).toBeNull();
  });
});
