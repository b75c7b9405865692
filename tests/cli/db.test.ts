import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readSampleLines, sampleEvery } from '../support/data';
import { runPatti } from './run';
import { MIGRATIONS } from '../../src/main/services/library/store/migrations/index';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'patti-db-cli-'));
}

// Every 8th puzzle of the bundled SE-bands sample, one per line.
const puzzles = sampleEvery(readSampleLines('se-bands.csv').slice(1), 8).map((line) => line.split(',')[0]!);

describe('patti db', () => {
  it('init, import with --source/--level, list with filters, show, export', async () => {
    const dir = tempDir();
    const db = path.join(dir, 'lib.db');
    expect((await runPatti(['db', 'init', '--db', db])).stdout).toMatch(
      new RegExp(`schema version ${MIGRATIONS.length} \\(current ${MIGRATIONS.length}\\)`),
    );
    const file = path.join(dir, 'r.txt');
    fs.writeFileSync(file, [...puzzles, 'not a puzzle'].join('\n'));
    const imported = await runPatti(['db', 'import', file, '--db', db, '--source', 'Bands', '--level', 'Mixed']);
    expect(imported.stdout).toContain(`${puzzles.length} new, 0 duplicates, 0 isomorphs, 1 rejected`);
    expect(imported.stderr).toContain(`line ${puzzles.length + 1}: `);
    expect(imported.code).toBe(1);

    const listed = await runPatti(['db', 'list', '--db', db, '--source', 'Bands', '--level', 'Mixed', '--limit', '5', '--offset', '2']);
    const rows = listed.stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows.map((row) => row[1])).toEqual(puzzles.slice(2, 7).map((line) => line.trim()));
    expect(rows[0]![3]).toBe('Bands / Mixed');
    expect(listed.stderr).toContain(`5 of ${puzzles.length} puzzles`);
    expect((await runPatti(['db', 'list', '--db', db, '--source', 'Other'])).stderr).toContain('0 of 0');

    const shown = await runPatti(['db', 'show', puzzles[0]!.trim(), '--db', db, '--json']);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      id: 1,
      clueCount: puzzles[0]!.replace(/\./g, '').length,
      provenance: [{ source: 'Bands', level: 'Mixed' }],
    });

    expect((await runPatti(['db', 'tag', 'first', '1', '2', '--db', db])).stdout).toContain('2 puzzles got the tag');
    expect((await runPatti(['db', 'collection', 'create', 'print', '--db', db])).code).toBe(0);
    expect((await runPatti(['db', 'collection', 'add', 'print', '3', '1', '--db', db])).stdout).toContain('2 puzzles added');
    const exported = await runPatti(['db', 'export', '--db', db, '--collection', 'print', '--format', 'sdm']);
    expect(exported.stdout.trim().split('\n')).toEqual([puzzles[2]!, puzzles[0]!].map((line) => line.trim().replace(/\./g, '0')));
    const tagged = await runPatti(['db', 'list', '--db', db, '--tag', 'first', '--json']);
    expect(JSON.parse(tagged.stdout).total).toBe(2);
  });

  it('says clearly when a subcommand or option is wrong', async () => {
    const dir = tempDir();
    expect((await runPatti(['db', 'frobnicate'])).stderr).toMatch(/unknown subcommand 'frobnicate'/);
    const bad = await runPatti(['db', 'list', '--db', path.join(dir, 'x.db'), '--rating', 'se=abc']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--rating wants/);
    const missing = await runPatti(['db', 'list', '--db', path.join(dir, 'typo.db')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/no library at .*typo\.db/);
    expect(fs.existsSync(path.join(dir, 'typo.db'))).toBe(false);
  });

  it('refuses a library from a newer Patti', async () => {
    const file = path.join(tempDir(), 'new.db');
    const raw = new Database(file);
    raw.pragma('user_version = 99');
    raw.close();
    const run = await runPatti(['db', 'list', '--db', file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/schema version 99.*newer Patti/);
  });
});
