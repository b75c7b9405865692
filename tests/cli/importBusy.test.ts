/**
 * An import into a library another writer holds: it waits for the writer and then imports
 * everything, or, when the writer holds on past its wait, says the library is busy and leaves it
 * exactly as it was — never a half-written or damaged file.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';
import { generatePuzzles } from '../support/generatedPuzzles';
import { runPatti } from './run';

const puzzles = generatePuzzles(40, 2903);

/** A library holding the first ten puzzles, and a file of all forty. */
async function makeLibrary(): Promise<{ db: string; file: string }> {
  const dir = makeTempDir('patti-import-busy-');
  const db = path.join(dir, 'lib.db');
  expect(
    (await runPatti(['db', 'import', writeTempFile(dir, 'first.txt', puzzles.slice(0, 10)), '--db', db, '--source', 'First'])).code,
  ).toBe(0);
  return { db, file: writeTempFile(dir, 'all.txt', puzzles) };
}

/** What a reader sees of the library, and SQLite's own check of the whole file. */
function readState(db: string): { puzzles: number; origins: number; rows: number; integrity: string } {
  const library = new Database(db, { readonly: true });
  try {
    return {
      puzzles: library.prepare('SELECT count(*) FROM puzzles').pluck().get() as number,
      origins: library.prepare('SELECT count(*) FROM provenance').pluck().get() as number,
      rows: library.prepare('SELECT count(*) FROM puzzle_rows').pluck().get() as number,
      integrity: library.prepare('PRAGMA integrity_check').pluck().get() as string,
    };
  } finally {
    library.close();
  }
}

afterEach(() => {
  delete process.env.PATTI_BUSY_TIMEOUT_MS;
  delete process.env.PATTI_WRITE_DEADLINE_MS;
});

describe('an import into a library another writer holds', () => {
  it('waits for the writer, then imports every puzzle', async () => {
    const { db, file } = await makeLibrary();
    const holder = new Database(db);
    holder.exec('BEGIN IMMEDIATE');
    // Held past the import's start (its worker, reading, solving): its first write meets the lock.
    // Each wait of SQLite's gives up after 200 ms, so only the import's own retrying gets it through.
    let releasedAt = 0;
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        holder.exec('COMMIT');
        holder.close();
        releasedAt = performance.now();
        resolve();
      }, 2_000),
    );
    process.env.PATTI_BUSY_TIMEOUT_MS = '200';
    process.env.PATTI_WRITE_DEADLINE_MS = '20000';
    const run = await runPatti(['db', 'import', file, '--db', db, '--source', 'All']);
    const finishedAt = performance.now();
    await released;
    expect(finishedAt).toBeGreaterThan(releasedAt);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/busy/);
    expect(run.stdout).toContain('30 new, 10 duplicates, 0 isomorphs, 0 rejected');
    expect(readState(db)).toEqual({ puzzles: 40, origins: 50, rows: 40, integrity: 'ok' });
  });

  it('says the library is busy when the writer holds on, and leaves it as it was', async () => {
    const { db, file } = await makeLibrary();
    const before = readState(db);
    const bytes = fs.statSync(db).size;
    const holder = new Database(db);
    holder.exec('BEGIN IMMEDIATE');
    process.env.PATTI_BUSY_TIMEOUT_MS = '200';
    process.env.PATTI_WRITE_DEADLINE_MS = '300';
    let run;
    try {
      run = await runPatti(['db', 'import', file, '--db', db, '--source', 'All']);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/busy/);
    expect(run.stderr).toMatch(/nothing from this file was imported/);
    expect(readState(db)).toEqual(before);
    expect(before).toEqual({ puzzles: 10, origins: 10, rows: 10, integrity: 'ok' });
    expect(fs.statSync(db).size).toBeGreaterThanOrEqual(bytes);
    // The next import, with the library free, takes the file whole.
    expect((await runPatti(['db', 'import', file, '--db', db, '--source', 'All'])).stdout).toContain('30 new, 10 duplicates');
    expect(readState(db)).toMatchObject({ puzzles: 40, integrity: 'ok' });
  });
});
