/**
 * Imports stage, then publish: while a file is read, parsed and solved the library is not
 * locked (another connection writes meanwhile), the publish is one transaction, and an import
 * that fails at any point leaves nothing behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openLibrary, type LibraryDb } from '../../src/main/services/library/db';
import { importPuzzleFile } from '../../src/main/services/library/import';
import { makeTempDir, writeTempFile } from '../../src/main/services/library/testSupport';
import { generatePuzzles } from '../support/generatedPuzzles';

let dir: string;
let db: LibraryDb;
let other: LibraryDb;
beforeEach(() => {
  dir = makeTempDir();
  db = openLibrary(path.join(dir, 'library.db'));
  other = openLibrary(path.join(dir, 'library.db'), { busyTimeoutMs: 0 });
});
afterEach(() => {
  db.close();
  other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = (table: string): number => other.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

it('leaves the library unlocked while it reads and solves, and publishes every puzzle at once', async () => {
  const file = writeTempFile(dir, 'many.txt', generatePuzzles(3_000, 41));
  const seenWhileStaging: number[] = [];
  const summary = await importPuzzleFile(db, file, {
    progressEvery: 500,
    onProgress: (counts) => {
      // Another connection that will not wait at all can write: the import holds no lock yet,
      // and nothing of the file is visible.
      other.prepare('INSERT INTO tags (name) VALUES (?)').run(`at ${counts.records}`);
      seenWhileStaging.push(count('puzzles'));
    },
  });
  expect(seenWhileStaging).toEqual([0, 0, 0, 0, 0, 0]);
  expect(count('tags')).toBe(6);
  expect(summary.added + summary.isomorphs).toBe(3_000);
  expect(count('puzzles')).toBe(summary.added);
  expect(db.prepare('SELECT count(*) FROM temp.import_staging').pluck().get()).toBe(0);
});

it('leaves nothing when publishing fails half-way', async () => {
  const file = writeTempFile(dir, 'fails.txt', generatePuzzles(300, 42));
  db.exec(`CREATE TEMP TRIGGER refuse AFTER INSERT ON main.provenance WHEN (SELECT count(*) FROM main.provenance) > 150
           BEGIN SELECT RAISE(ABORT, 'refused (simulated)'); END`);
  await expect(importPuzzleFile(db, file, { source: 'doomed' })).rejects.toThrow(/refused \(simulated\)/);
  expect(count('puzzles')).toBe(0);
  expect(count('provenance')).toBe(0);
  expect(count('sources')).toBe(0);
  expect(db.prepare('SELECT count(*) FROM temp.import_staging').pluck().get()).toBe(0);
  db.exec('DROP TRIGGER refuse');
  const retried = await importPuzzleFile(db, file, { source: 'doomed' });
  expect(retried.added + retried.isomorphs).toBe(300);
});

it('leaves nothing when reading the file fails half-way', async () => {
  const file = writeTempFile(dir, 'cut.txt', generatePuzzles(200, 43));
  let calls = 0;
  await expect(
    importPuzzleFile(db, file, {
      progressEvery: 100,
      onProgress: () => {
        if (++calls === 1) throw new Error('the disk went away (simulated)');
      },
    }),
  ).rejects.toThrow(/disk went away/);
  expect(count('puzzles')).toBe(0);
  expect(db.prepare('SELECT count(*) FROM temp.import_staging').pluck().get()).toBe(0);
});
