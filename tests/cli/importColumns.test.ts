/**
 * `patti db import` of lists read by columns: the id and the published rating are kept, each
 * rejected line names its line and column, each merged line names the line it merged into,
 * and a file misread through a wrong column map stops early with nothing written.
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSampleLines, sampleEvery } from '../support/data';
import { runPatti } from './run';

const puzzles = sampleEvery(readSampleLines('se-bands.csv').slice(1), 10).map((line) => line.split(',')[0]!);

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'patti-import-columns-'));
}

/** The puzzle with digits 1 and 2 swapped: an isomorph. */
function relabelled(puzzle: string): string {
  return puzzle.replace(/[12]/g, (digit) => (digit === '1' ? '2' : '1'));
}

describe('patti db import of a list of columns', () => {
  it('keeps the id and the rating, and names every rejected and merged line', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'lib.db');
    const lines = puzzles.slice(0, 20).map((puzzle, index) => `id${index + 1} ${puzzle} ${(index / 10 + 1).toFixed(1)}`);
    lines[4] = `id5 ${puzzles[4]!.slice(1)} 1.4`;
    lines[6] = `id7 ${puzzles[6]!.slice(0, 5)}x${puzzles[6]!.slice(6)} 1.6`;
    lines.push(`dup ${puzzles[2]} 1.2`, `iso ${relabelled(puzzles[9]!)} 1.9`);
    const file = path.join(dir, 'se.txt');
    fs.writeFileSync(file, `${lines.join('\n')}\n`);

    const run = await runPatti(['db', 'import', file, '--db', db, '--columns', 'id,puzzle,rating:SE']);
    expect(run.stdout).toContain('18 new, 1 duplicates, 1 isomorphs, 2 rejected');
    expect(run.stderr.trim().split('\n')).toEqual([
      'line 5, column 2 (puzzle): 80 cells, want 81',
      expect.stringMatching(/^line 7, column 2 \(puzzle\): bad character 'x' at r1c6/),
      'line 21: the same puzzle as line 3',
      'line 22: an isomorph of line 10',
    ]);
    expect(run.code).toBe(1);

    const shown = JSON.parse((await runPatti(['db', 'show', '1', '--db', db, '--json'])).stdout) as {
      provenance: { externalId: string }[];
      externalRatings: { name: string; value: number }[];
    };
    expect(shown.provenance[0]!.externalId).toBe('id1');
    expect(shown.externalRatings).toEqual([expect.objectContaining({ name: 'SE', value: 1 })]);
    // The id the list gave finds the puzzle too.
    expect(JSON.parse((await runPatti(['db', 'show', 'id1', '--db', db, '--json'])).stdout)).toEqual(shown);

    // Imported again, every line is a puzzle the library has.
    const again = await runPatti(['db', 'import', file, '--db', db, '--columns', 'id,puzzle,rating:SE']);
    expect(again.stderr).toContain('line 1: the same puzzle as library #1');
  });

  it('guesses the roles of `<id> <puzzle> <rating>` lines without --columns', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'lib.db');
    const file = path.join(dir, 'se.txt');
    fs.writeFileSync(
      file,
      puzzles
        .slice(0, 5)
        .map((puzzle, index) => `x${index} ${puzzle} 7.${index}`)
        .join('\n'),
    );
    const run = await runPatti(['db', 'import', file, '--db', db]);
    expect(run.stdout).toContain('5 new, 0 duplicates, 0 isomorphs, 0 rejected (5 records, lines, columns id,puzzle,rating:rating)');
    const shown = JSON.parse((await runPatti(['db', 'show', '2', '--db', db, '--json'])).stdout) as {
      provenance: { externalId: string }[];
      externalRatings: { name: string; text: string }[];
    };
    expect(shown.provenance[0]!.externalId).toBe('x1');
    expect(shown.externalRatings).toEqual([expect.objectContaining({ name: 'rating', text: '7.1' })]);
  });

  it('says which role of --columns is wrong', async () => {
    const run = await runPatti(['db', 'import', 'x.txt', '--db', path.join(tempDir(), 'lib.db'), '--columns', 'id,puzle']);
    expect(run.stderr).toMatch(/--columns: column 2: 'puzle' is not a column role/);
    expect(run.code).toBe(2);
  });

  it('stops a million-line file read through a wrong column map at the first 100 errors, writing nothing', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'lib.db');
    const file = path.join(dir, 'million.txt');
    const block = puzzles.map((puzzle, index) => `id${index} ${puzzle} 7.2\n`).join('');
    const out = fs.openSync(file, 'w');
    for (let written = 0; written < 1_000_000; written += puzzles.length) fs.writeSync(out, block);
    fs.closeSync(out);

    const run = await runPatti(['db', 'import', file, '--db', db, '--columns', 'puzzle,id,rating:SE']);
    const errors = run.stderr.split('\n').filter((line) => line.startsWith('line '));
    expect(errors).toHaveLength(100);
    expect(errors[0]).toMatch(/^line 1, column 1 \(puzzle\): bad character 'i' at r1c1/);
    expect(run.stderr).toMatch(/the first 100 records of million\.txt were all rejected.*nothing was imported/);
    expect(run.code).toBe(1);
    const library = new Database(db, { readonly: true });
    expect(library.prepare('SELECT (SELECT count(*) FROM puzzle_rows) + (SELECT count(*) FROM imports)').pluck().get()).toBe(0);
    library.close();
  });
});
