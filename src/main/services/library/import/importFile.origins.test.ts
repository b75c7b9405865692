/** A file imported again: the origins it gives puzzles the library has, and what the import says of them. */
import { describe, expect, it } from 'vitest';
import { describeOriginsAdded } from '../../../../shared/originsAdded';
import { openLibrary } from '../store/db';
import { importPuzzleFile } from './importFile';
import { readPuzzleDetail } from '../store/puzzles';
import { makeTempDir, writeTempFile } from '../../../../../tests/support/tempLibrary';

const PUZZLES = [
  '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
  '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
];

describe('importing a file again', () => {
  it('adds the origins of another source with the level, and says so', async () => {
    const dir = makeTempDir('patti-origins-');
    const db = openLibrary(`${dir}/library.db`);
    const file = writeTempFile(dir, 'list.txt', PUZZLES);
    const first = await importPuzzleFile(db, file, { source: 'Royle' });
    expect(first.originsAdded).toEqual([]);
    const again = await importPuzzleFile(db, file, { source: 'Exchange', level: 'Diabolical' });
    expect(again).toMatchObject({ added: 0, duplicates: 2 });
    expect(again.originsAdded).toEqual([{ source: 'Exchange', level: 'Diabolical', added: 2, levelled: 0 }]);
    expect(describeOriginsAdded(again.originsAdded)).toEqual(["2 origins added to 'Exchange' with level Diabolical"]);
    expect(readPuzzleDetail(db, 1)!.provenance.map((origin) => [origin.source, origin.level])).toEqual([
      ['Royle', null],
      ['Exchange', 'Diabolical'],
    ]);
    // The same file once more adds nothing.
    expect((await importPuzzleFile(db, file, { source: 'Exchange', level: 'Diabolical' })).originsAdded).toEqual([]);
    db.close();
  });

  it('gives the level to the origins of the same source that had none', async () => {
    const dir = makeTempDir('patti-origins-');
    const db = openLibrary(`${dir}/library.db`);
    const file = writeTempFile(dir, 'list.txt', PUZZLES);
    await importPuzzleFile(db, file, { source: 'Exchange' });
    const again = await importPuzzleFile(db, file, { source: 'Exchange', level: 'Diabolical' });
    expect(again.originsAdded).toEqual([{ source: 'Exchange', level: 'Diabolical', added: 0, levelled: 2 }]);
    expect(describeOriginsAdded(again.originsAdded)).toEqual(["2 origins in 'Exchange' given the level Diabolical"]);
    expect(readPuzzleDetail(db, 2)!.provenance.map((origin) => [origin.source, origin.level])).toEqual([['Exchange', 'Diabolical']]);
    db.close();
  });

  it('does not count a puzzle met twice in one file as one the library had', async () => {
    const dir = makeTempDir('patti-origins-');
    const db = openLibrary(`${dir}/library.db`);
    const summary = await importPuzzleFile(db, writeTempFile(dir, 'twice.txt', [`a ${PUZZLES[0]}`, `b ${PUZZLES[0]}`]), {
      source: 'Exchange',
      columnRoles: [{ kind: 'id' }, { kind: 'puzzle' }],
    });
    expect(summary).toMatchObject({ added: 1, duplicates: 1 });
    expect(summary.originsAdded).toEqual([]);
    db.close();
  });
});
