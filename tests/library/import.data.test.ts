import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { applyTransform, canonicalForm, makeRandomTransform } from '../../src/core/canonical/index';
import { asPuzzle } from '../../src/core/grid/index';
import { readSharedLines, sampleEvery, sharedDataPath } from '../support/data';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';

const royle = sampleEvery(readSharedLines('royle17-49158.txt'), 200).map((line) => line.trim());

function count(db: LibraryWriter, sql: string, ...params: unknown[]): number {
  return db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('importPuzzleFile', () => {
  it('adds new puzzles with their solution and canonical form, and finds them all duplicates the second time', async () => {
    const dir = makeTempDir();
    const file = writeTempFile(dir, 'royle.txt', ['# a comment line', ...royle]);
    const db = openLibrary(path.join(dir, 'lib.db'));
    const first = await importPuzzleFile(db, file, { source: 'Royle 17', level: 'seventeen' });
    expect(first).toMatchObject({ records: royle.length, added: royle.length, duplicates: 0, isomorphs: 0, rejected: 0 });
    const stored = db
      .prepare('SELECT givens, solution, clue_count AS clues, canonical FROM puzzles WHERE givens = ?')
      .get(royle[7]) as Record<string, unknown>;
    expect(stored.clues).toBe(17);
    const canonical = canonicalForm(asPuzzle(royle[7]!));
    expect(stored.canonical).toBe(canonical.ok ? canonical.value : null);
    const solution = stored.solution as string;
    for (let cell = 0; cell < 81; cell++) if (royle[7]![cell] !== '.') expect(solution[cell]).toBe(royle[7]![cell]);
    expect(
      count(
        db,
        'SELECT count(*) FROM provenance p JOIN sources s ON s.id = p.source_id JOIN levels l ON l.id = p.level_id ' +
          "WHERE s.name = 'Royle 17' AND l.name = 'seventeen'",
      ),
    ).toBe(royle.length);

    const again = await importPuzzleFile(db, file, { source: 'Royle 17', level: 'seventeen' });
    expect(again).toMatchObject({ added: 0, duplicates: royle.length, isomorphs: 0, rejected: 0 });
    expect(count(db, 'SELECT count(*) FROM puzzles')).toBe(royle.length);
    expect(count(db, 'SELECT count(*) FROM provenance')).toBe(royle.length);
    db.close();
  });

  it('recognises rotated and relabelled copies as isomorphs and links them to the original', async () => {
    const dir = makeTempDir();
    const db = openLibrary(path.join(dir, 'lib.db'));
    const originals = royle.slice(0, 60);
    await importPuzzleFile(db, writeTempFile(dir, 'a.txt', originals), { source: 'A' });
    const random = seeded(11);
    const copies = originals.map((puzzle) => applyTransform(puzzle, makeRandomTransform(random)));
    const summary = await importPuzzleFile(db, writeTempFile(dir, 'b.txt', copies), { source: 'B' });
    expect(summary).toMatchObject({ added: 0, isomorphs: originals.length, duplicates: 0, rejected: 0 });
    const linked = db
      .prepare('SELECT p.givens FROM isomorphs i JOIN puzzles p ON p.id = i.puzzle_id WHERE i.givens = ?')
      .pluck()
      .get(copies[5]);
    expect(linked).toBe(originals[5]);
    expect(
      count(
        db,
        'SELECT count(*) FROM provenance p JOIN sources s ON s.id = p.source_id ' +
          "WHERE s.name = 'B' AND p.givens <> (SELECT givens FROM puzzles WHERE id = p.puzzle_id)",
      ),
    ).toBe(originals.length);
    // The copies once seen are duplicates from then on.
    const third = await importPuzzleFile(db, writeTempFile(dir, 'c.txt', copies), { source: 'B' });
    expect(third).toMatchObject({ duplicates: originals.length, isomorphs: 0 });
    db.close();
  });

  it('reports exactly the malformed lines by number and takes everything else', async () => {
    const dir = makeTempDir();
    const good = royle.slice(0, 40);
    const serg = readSharedLines('serg-multisolution-2000.txt')[0]!.trim().slice(0, 81);
    const bad = new Map<number, string>([
      [3, good[0]!.slice(0, 80)],
      [10, 'x' + good[1]!.slice(1)],
      [17, '11' + good[2]!.slice(2)],
      [25, serg],
      [31, '12345678.' + '........9' + '.'.repeat(63)],
      [44, 'hello world'],
    ]);
    const lines: string[] = [];
    let next = 0;
    for (let line = 1; next < good.length || bad.has(line); line++) lines.push(bad.get(line) ?? good[next++]!);
    const db = openLibrary(path.join(dir, 'lib.db'));
    const summary = await importPuzzleFile(db, writeTempFile(dir, 'mixed.txt', lines));
    expect(summary.problems.map((problem) => problem.line)).toEqual([...bad.keys()]);
    expect(summary).toMatchObject({ added: good.length, rejected: bad.size });
    expect(summary.problems.find((p) => p.line === 25)?.reason).toMatch(/more than one solution/);
    expect(summary.problems.find((p) => p.line === 17)?.reason).toMatch(/twice/);
    expect(summary.problems.find((p) => p.line === 31)?.reason).toMatch(/no solution/);
    expect(count(db, 'SELECT count(*) FROM puzzles')).toBe(good.length);
    db.close();
  });

  it('reads CSV columns: solution checked, source and level from columns, other columns kept as external ratings', async () => {
    const dir = makeTempDir();
    const rows = sampleEvery(readSharedLines('kaggle-radcliffe-5000.csv').slice(1), 100);
    const header = 'puzzle,solution,clues,difficulty,level';
    const broken = rows[3]!.split(',');
    broken[1] = broken[1]!.slice(0, 40) + (broken[1]![40] === '1' ? '2' : '1') + broken[1]!.slice(41);
    const file = writeTempFile(dir, 'kaggle.csv', [header, ...rows, broken.join(',')]);
    const db = openLibrary(path.join(dir, 'lib.db'));
    const summary = await importPuzzleFile(db, file, { source: 'Kaggle' });
    expect(summary).toMatchObject({ added: rows.length, rejected: 1 });
    expect(summary.problems[0]).toMatchObject({ line: rows.length + 2 });
    expect(summary.problems[0]!.reason).toMatch(/solution column is wrong at r5c5/);
    // A puzzle already in the library is not solved again, but its solution column is still checked.
    const known = rows[0]!.split(',');
    known[1] = known[1]!.slice(0, 80) + (known[1]![80] === '1' ? '2' : '1');
    const recheck = await importPuzzleFile(db, writeTempFile(dir, 'again.csv', [header, rows[1]!, known.join(',')]), { source: 'Kaggle' });
    expect(recheck).toMatchObject({ duplicates: 1, rejected: 1 });
    expect(recheck.problems[0]).toMatchObject({ line: 3, reason: expect.stringMatching(/wrong at r9c9/) });
    const levels = db
      .prepare("SELECT l.name FROM levels l JOIN sources s ON s.id = l.source_id WHERE s.name = 'Kaggle' ORDER BY rank")
      .pluck()
      .all();
    expect(new Set(levels)).toEqual(new Set(['Beginner', 'Easy', 'Medium', 'Hard', 'Expert']));
    const [puzzle, , , difficulty] = rows[10]!.split(',');
    const rating = db
      .prepare('SELECT e.name, e.text, e.value FROM external_ratings e JOIN puzzles p ON p.id = e.puzzle_id WHERE p.givens = ?')
      .all(puzzle!.replace(/0/g, '.'));
    expect(rating).toEqual([{ name: 'difficulty', text: difficulty, value: Number(difficulty) }]);
    db.close();
  });

  it('reads TSV with a name column as the external id', async () => {
    const dir = makeTempDir();
    const db = openLibrary(path.join(dir, 'lib.db'));
    const summary = await importPuzzleFile(db, sharedDataPath('named-hard.tsv'), { source: 'classics' });
    expect(summary).toMatchObject({ added: 9, rejected: 0 });
    const ids = db.prepare('SELECT external_id FROM provenance ORDER BY id').pluck().all();
    expect(ids).toContain('Easter Monster');
    db.close();
  });

  it('reads OpenSudoku XML, SadMan .sdk, Simple Sudoku .ss and multi-line grids', async () => {
    const dir = makeTempDir();
    const [a, b, c, d] = royle.slice(0, 4) as [string, string, string, string];
    const xml = writeTempFile(dir, 'pack.opensudoku', [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<opensudoku version="2">',
      '  <folder name="Hard ones" created="1">',
      `    <game created="1" state="0"`,
      `      data="${a.replace(/\./g, '0')}" />`,
      `    <game data="${'1'.repeat(81)}" />`,
      '  </folder>',
      '</opensudoku>',
    ]);
    const sdk = writeTempFile(dir, 'one.sdk', [
      '#AAuthor',
      '#SSome Paper',
      '#LFiendish',
      '[Puzzle]',
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => b.slice(r * 9, r * 9 + 9)),
      '[State]',
      'whatever',
    ]);
    const ss = writeTempFile(
      dir,
      'one.ss',
      [0, 1, 2, 3, 4, 5, 6, 7, 8].flatMap((r) => [
        ...(r === 3 || r === 6 ? ['-----------'] : []),
        `${c.slice(r * 9, r * 9 + 3)}|${c.slice(r * 9 + 3, r * 9 + 6)}|${c.slice(r * 9 + 6, r * 9 + 9)}`,
      ]),
    );
    const grid = writeTempFile(dir, 'grids.txt', [
      '# two puzzles',
      d,
      '',
      ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) =>
        a
          .slice(r * 9, r * 9 + 9)
          .split('')
          .join(' '),
      ),
    ]);
    const db = openLibrary(path.join(dir, 'lib.db'));
    const fromXml = await importPuzzleFile(db, xml, { source: 'OpenSudoku' });
    expect(fromXml).toMatchObject({ added: 1, rejected: 1 });
    expect(fromXml.problems[0]!.line).toBe(6);
    expect(db.prepare('SELECT l.name FROM provenance p JOIN levels l ON l.id = p.level_id').pluck().get()).toBe('Hard ones');
    expect(await importPuzzleFile(db, sdk)).toMatchObject({ added: 1 });
    expect(
      db
        .prepare(
          "SELECT l.name FROM provenance p JOIN sources s ON s.id = p.source_id JOIN levels l ON l.id = p.level_id WHERE s.name = 'Some Paper'",
        )
        .pluck()
        .get(),
    ).toBe('Fiendish');
    expect(await importPuzzleFile(db, ss)).toMatchObject({ added: 1 });
    expect(await importPuzzleFile(db, grid)).toMatchObject({ added: 1, duplicates: 1, records: 2 });
    db.close();
  });

  it('writes nothing when the import fails part way', async () => {
    const dir = makeTempDir();
    const db = openLibrary(path.join(dir, 'lib.db'));
    await expect(importPuzzleFile(db, path.join(dir, 'missing.txt'))).rejects.toThrow(/ENOENT/);
    expect(db.inTransaction).toBe(false);
    const file = writeTempFile(dir, 'ok.txt', royle.slice(0, 5));
    let calls = 0;
    const failing = importPuzzleFile(db, file, {
      progressEvery: 3,
      onProgress: () => {
        calls++;
        throw new Error('stop here');
      },
    });
    await expect(failing).rejects.toThrow('stop here');
    expect(calls).toBe(1);
    expect(count(db, 'SELECT count(*) FROM puzzles')).toBe(0);
    expect(fs.existsSync(path.join(dir, 'lib.db'))).toBe(true);
    db.close();
  });
});
