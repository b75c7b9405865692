/**
 * Editing after an import from the command line: `db set --level/--source` on ids or on a filter,
 * `db set --name`, `db source rename`, and a file imported again into a source with a level.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSampleLines, sampleEvery } from '../support/data';
import { runPatti } from './run';

const puzzles = sampleEvery(readSampleLines('se-bands.csv').slice(1), 12).map((line) => line.split(',')[0]!);

interface Listed {
  readonly total: number;
  readonly rows: readonly { readonly id: number; readonly origins: string | null }[];
}

async function list(db: string, ...filter: string[]): Promise<Listed> {
  const run = await runPatti(['db', 'list', '--db', db, '--json', '--limit', '100', ...filter]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Listed;
}

async function makeLibrary(): Promise<{ db: string; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-db-set-'));
  const db = path.join(dir, 'lib.db');
  const file = path.join(dir, 'exchange.txt');
  fs.writeFileSync(file, `${puzzles.map((puzzle, index) => `x${index + 1} ${puzzle}`).join('\n')}\n`);
  const imported = await runPatti(['db', 'import', file, '--db', db, '--source', 'Exchange']);
  expect(imported.code, imported.stderr).toBe(0);
  return { db, file };
}

describe('patti db set', () => {
  it('sets the level of puzzles by id in a source, and db list shows it', async () => {
    const { db } = await makeLibrary();
    const run = await runPatti(['db', 'set', '--level', 'Diabolical', '--source', 'Exchange', '--ids', '1,2,3', '--db', db]);
    expect(run.stdout.trim()).toBe('Set the level “Diabolical” of “Exchange” (a new level) on 3 puzzles.');
    const listed = await list(db, '--source', 'Exchange');
    expect(listed.rows.slice(0, 4).map((row) => row.origins)).toEqual([
      'Exchange / Diabolical',
      'Exchange / Diabolical',
      'Exchange / Diabolical',
      'Exchange',
    ]);
    expect((await list(db, '--level', 'Diabolical')).rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('sets the level of every puzzle a filter selects, in their one source when none is named', async () => {
    const { db } = await makeLibrary();
    await runPatti(['db', 'tag', 'hard', '4', '5', '--db', db]);
    const run = await runPatti(['db', 'set', '--level', 'Hard', '--filter-tag', 'hard', '--db', db, '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ source: 'Exchange', level: 'Hard', changed: 2, added: 0 });
    expect((await list(db, '--source', 'Exchange', '--level', 'Hard')).rows.map((row) => row.id)).toEqual([4, 5]);
    // A second source for some: the level goes into the source named.
    await runPatti([
      'db',
      'set',
      '--level',
      'Top',
      '--source',
      'Weekly',
      '--filter-source',
      'Exchange',
      '--filter-level',
      'Hard',
      '--db',
      db,
    ]);
    expect((await list(db, '--source', 'Weekly')).rows.map((row) => row.origins)).toEqual([
      'Exchange / Hard; Weekly / Top',
      'Exchange / Hard; Weekly / Top',
    ]);
    const ambiguous = await runPatti(['db', 'set', '--level', 'Easy', '--ids', '4,6', '--db', db]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toBe(
      'patti db set: the chosen puzzles come from several sources (“Exchange”, “Weekly”); name the source whose level to set\n',
    );
  });

  it('refuses what names no puzzles, or both ways at once', async () => {
    const { db } = await makeLibrary();
    expect((await runPatti(['db', 'set', '--level', 'Hard', '--db', db])).stderr).toMatch(
      /name the puzzles: --ids, or the --filter-… options/,
    );
    expect((await runPatti(['db', 'set', '--level', 'Hard', '--ids', '1', '--filter-tag', 'x', '--db', db])).code).toBe(2);
    expect((await runPatti(['db', 'set', '--level', 'Hard', '--ids', '1,999', '--db', db])).stderr).toMatch(/no puzzle with id 999/);
    expect((await runPatti(['db', 'set', '--level', 'Hard', '--ids', '1,x', '--db', db])).stderr).toMatch(/not a puzzle id: 'x'/);
    expect((await runPatti(['db', 'set', '--ids', '1', '--db', db])).stderr).toMatch(/either --level .* or --name/);
    expect((await runPatti(['db', 'set', '--level', 'Hard', '--filter-tag', 'nothing', '--db', db])).stderr).toMatch(/select no puzzle/);
  });

  it('names a puzzle; db show shows the name', async () => {
    const { db } = await makeLibrary();
    expect((await runPatti(['db', 'set', '--name', 'The long one', '--ids', '2', '--db', db])).stdout).toBe(
      "named puzzle 2 'The long one'\n",
    );
    expect((await runPatti(['db', 'show', '2', '--db', db])).stdout).toMatch(/^puzzle 2 “The long one”: /);
    // A name finds its puzzle, in any case.
    expect((await runPatti(['db', 'show', 'the LONG one', '--db', db])).stdout).toMatch(/^puzzle 2 “The long one”: /);
    expect(JSON.parse((await runPatti(['db', 'show', '2', '--db', db, '--json'])).stdout)).toMatchObject({ name: 'The long one' });
    expect((await runPatti(['db', 'set', '--name', 'Two', '--ids', '1,2', '--db', db])).stderr).toMatch(/--name names one puzzle/);
    await runPatti(['db', 'set', '--name', '', '--ids', '2', '--db', db]);
    expect(JSON.parse((await runPatti(['db', 'show', '2', '--db', db, '--json'])).stdout)).toMatchObject({ name: null });
  });
});

describe('patti db source rename', () => {
  it('renames a source with its levels, and refuses a name taken', async () => {
    const { db } = await makeLibrary();
    await runPatti(['db', 'set', '--level', 'Diabolical', '--source', 'Exchange', '--ids', '1', '--db', db]);
    const run = await runPatti(['db', 'source', 'rename', 'Exchange', 'Sudoku Exchange', '--db', db]);
    expect(run.stdout).toBe(`renamed the source 'Exchange' to 'Sudoku Exchange' (${puzzles.length} puzzles)\n`);
    expect((await list(db, '--source', 'Sudoku Exchange', '--level', 'Diabolical')).rows.map((row) => row.origins)).toEqual([
      'Sudoku Exchange / Diabolical',
    ]);
    expect((await list(db, '--source', 'Exchange')).total).toBe(0);
    await runPatti(['db', 'set', '--level', 'Easy', '--source', 'Other', '--ids', '1', '--db', db]);
    const taken = await runPatti(['db', 'source', 'rename', 'Other', 'Sudoku Exchange', '--db', db]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toBe('patti db source: there is already a source “Sudoku Exchange”; choose another name\n');
    expect((await runPatti(['db', 'source', 'rename', 'Missing', 'X', '--db', db])).stderr).toMatch(/no source “Missing”/);
  });
});

describe('a file imported again into a source with a level', () => {
  it('adds the missing origins and says so', async () => {
    const { db, file } = await makeLibrary();
    const again = await runPatti(['db', 'import', file, '--db', db, '--source', 'Sudoku Exchange', '--level', 'Diabolical']);
    expect(again.stdout).toContain(`0 new, ${puzzles.length} duplicates, 0 isomorphs, 0 rejected`);
    expect(again.stdout).toContain(`; ${puzzles.length} origins added to 'Sudoku Exchange' with level Diabolical`);
    expect((await list(db, '--source', 'Sudoku Exchange', '--level', 'Diabolical')).total).toBe(puzzles.length);
    const levelled = await runPatti(['db', 'import', file, '--db', db, '--source', 'Exchange', '--level', 'Mixed']);
    expect(levelled.stdout).toContain(`; ${puzzles.length} origins in 'Exchange' given the level Mixed`);
  });
});
