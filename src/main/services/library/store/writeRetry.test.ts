import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LibraryFileError, openLibrary, type LibraryWriter } from './db';
import { makeTempDir } from '../../../../../tests/support/tempLibrary';
import { readWriteStats, resetWriteStats, writeWithRetry } from './writeRetry';

let dir: string;
let mine: LibraryWriter;
let other: LibraryWriter;
beforeEach(() => {
  dir = makeTempDir();
  const file = path.join(dir, 'library.db');
  mine = openLibrary(file, { busyTimeoutMs: 0 });
  other = openLibrary(file);
});
afterEach(() => {
  if (other.inTransaction) other.exec('ROLLBACK');
  mine.close();
  other.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const addTag = (db: LibraryWriter, name: string) => () => db.prepare('INSERT INTO tags (name) VALUES (?)').run(name);

describe('writeWithRetry', () => {
  it('waits for another writer without blocking the thread, then writes', async () => {
    other.exec('BEGIN IMMEDIATE');
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    setTimeout(() => other.exec('COMMIT'), 150);
    try {
      await writeWithRetry(mine, addTag(mine, 'waited'));
    } finally {
      clearInterval(ticker);
    }
    // The timers kept running while the write waited: the wait was asynchronous.
    expect(ticks).toBeGreaterThan(5);
    expect(mine.prepare('SELECT name FROM tags').pluck().all()).toEqual(['waited']);
  });

  it('gives up past its deadline with a one-sentence busy error, writing nothing', async () => {
    other.exec('BEGIN IMMEDIATE');
    const error = await writeWithRetry(mine, addTag(mine, 'late'), { deadlineMs: 60 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(LibraryFileError);
    expect((error as LibraryFileError).kind).toBe('busy');
    expect((error as Error).message).toMatch(/stayed busy for 0\.06 s/);
    other.exec('ROLLBACK');
    expect(mine.prepare('SELECT count(*) FROM tags').pluck().get()).toBe(0);
  });

  it('throws any other error at once', async () => {
    await expect(writeWithRetry(mine, () => mine.exec('INSERT INTO no_such_table VALUES (1)'))).rejects.toThrow(/no such table/);
  });
});

describe('readWriteStats', () => {
  it('counts synchronous writes and keeps the longest, but not asynchronous ones', async () => {
    resetWriteStats();
    await writeWithRetry(mine, addTag(mine, 'quick'));
    await writeWithRetry(mine, () =>
      mine.transaction(() => {
        addTag(mine, 'slow')();
        const until = performance.now() + 30;
        while (performance.now() < until);
      })(),
    );
    await writeWithRetry(mine, async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    const stats = readWriteStats();
    expect(stats.writes).toBe(2);
    expect(stats.longestMs).toBeGreaterThanOrEqual(30);
  });
});
