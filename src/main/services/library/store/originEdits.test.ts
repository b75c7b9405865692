import { describe, expect, it } from 'vitest';
import { openLibrary, type LibraryWriter } from './db';
import { importPuzzleFile } from '../import/importFile';
import { LibraryEditError, readPuzzleName, readSharedSource, writePuzzleLevels, writePuzzleName, writeSourceName } from './originEdits';
import { readPuzzleDetail, readSources } from './puzzles';
import { makeTempDir, writeTempFile } from '../../../../../tests/support/tempLibrary';

/** Three famous puzzles with one solution each. */
const PUZZLES = [
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....',
];

async function makeLibrary(): Promise<{ db: LibraryWriter; dir: string }> {
  const dir = makeTempDir('patti-edits-');
  const db = openLibrary(`${dir}/library.db`);
  await importPuzzleFile(db, writeTempFile(dir, 'first.txt', PUZZLES.slice(0, 2)), { source: 'Exchange' });
  await importPuzzleFile(db, writeTempFile(dir, 'named.tsv', ['name\tpuzzle', `Golden Nugget\t${PUZZLES[2]}`]), {
    source: 'Classics',
    format: 'lines',
  });
  return { db, dir };
}

const originsOf = (db: LibraryWriter, id: number): string[] =>
  readPuzzleDetail(db, id)!.provenance.map((origin) => `${origin.source} / ${origin.level ?? '-'}`);

describe('writePuzzleLevels', () => {
  it('gives the origins in the source the level, adds an origin where there is none, and counts each', async () => {
    const { db } = await makeLibrary();
    const report = writePuzzleLevels(db, { source: 'Exchange', level: 'Diabolical', ids: [1, 2, 3] });
    expect(report).toEqual({
      source: 'Exchange',
      level: 'Diabolical',
      changed: 2,
      added: 1,
      unchanged: 0,
      newSource: false,
      newLevel: true,
    });
    expect(originsOf(db, 1)).toEqual(['Exchange / Diabolical']);
    expect(originsOf(db, 3)).toEqual(['Classics / -', 'Exchange / Diabolical']);
    const again = writePuzzleLevels(db, { source: 'Exchange', level: 'Diabolical', ids: [1, 2] });
    expect(again).toMatchObject({ changed: 0, added: 0, unchanged: 2, newLevel: false });
    writePuzzleLevels(db, { source: 'Exchange', level: 'Easy', ids: [2] });
    const exchange = readSources(db).find((source) => source.name === 'Exchange')!;
    // A new level is ranked after the source's others.
    expect(exchange.levels).toEqual([
      { name: 'Diabolical', puzzles: 2 },
      { name: 'Easy', puzzles: 1 },
    ]);
  });

  it('makes a new source when the one named is new', async () => {
    const { db } = await makeLibrary();
    expect(writePuzzleLevels(db, { source: 'Weekly', level: 'Hard', ids: [1] })).toMatchObject({
      newSource: true,
      newLevel: true,
      added: 1,
    });
    expect(originsOf(db, 1)).toEqual(['Exchange / -', 'Weekly / Hard']);
  });
});

describe('readSharedSource', () => {
  it('names the one source of the puzzles, and refuses to guess among several', async () => {
    const { db } = await makeLibrary();
    expect(readSharedSource(db, [1, 2])).toBe('Exchange');
    expect(() => readSharedSource(db, [1, 3])).toThrow(/several sources \(“Classics”, “Exchange”\)/);
  });
});

describe('writeSourceName', () => {
  it('renames a source with its puzzles and levels, and refuses a name taken or a source unknown', async () => {
    const { db } = await makeLibrary();
    writePuzzleLevels(db, { source: 'Exchange', level: 'Diabolical', ids: [1] });
    expect(writeSourceName(db, 'Exchange', 'Sudoku Exchange')).toBe(2);
    expect(originsOf(db, 1)).toEqual(['Sudoku Exchange / Diabolical']);
    expect(() => writeSourceName(db, 'Sudoku Exchange', 'Classics')).toThrow(LibraryEditError);
    expect(() => writeSourceName(db, 'Exchange', 'Other')).toThrow(/no source “Exchange”/);
  });
});

describe('puzzle names', () => {
  it("reads the name a list gave, lets a person's name win, and takes it off again", async () => {
    const { db } = await makeLibrary();
    expect(readPuzzleName(db, 3)).toBe('Golden Nugget');
    expect(readPuzzleName(db, 1)).toBeNull();
    expect(writePuzzleName(db, 1, 'AI Escargot')).toBe(true);
    expect(readPuzzleDetail(db, 1)!.name).toBe('AI Escargot');
    writePuzzleName(db, 3, 'The nugget');
    expect(readPuzzleName(db, 3)).toBe('The nugget');
    writePuzzleName(db, 3, null);
    expect(readPuzzleName(db, 3)).toBe('Golden Nugget');
    expect(writePuzzleName(db, 99, 'Nobody')).toBe(false);
  });
});
