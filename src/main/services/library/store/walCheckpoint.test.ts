import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { closeLibrary, openLibrary, type LibraryWriter } from './db';
import { makeTempDir } from '../../../../../tests/support/tempLibrary';
import { ANSWERING_CONNECTION, writeWithRetry } from './writeRetry';

let dir: string;
let file: string;
let reader: LibraryWriter;
beforeEach(() => {
  dir = makeTempDir();
  file = path.join(dir, 'library.db');
  // Another connection stays open throughout, as the app's would: closing the writer then copies nothing by itself.
  reader = openLibrary(file);
  reader.pragma('wal_checkpoint(TRUNCATE)');
});
afterEach(() => {
  vi.useRealTimers();
  reader.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The tags in the library file itself, without its log: a copy of the file alone, opened. A
 * write reaches the file only through a checkpoint; until then it is in the log.
 */
function tagsInFile(): number {
  const copy = path.join(dir, `copy-${Math.random()}.db`);
  fs.copyFileSync(file, copy);
  const db = new Database(copy, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM tags').pluck().get() as number;
  } finally {
    db.close();
  }
}

/** Tags enough to take some pages. */
const addTags = (db: LibraryWriter) => () =>
  db.transaction(() => {
    for (let i = 0; i < 2_000; i++) db.prepare('INSERT INTO tags (name) VALUES (?)').run(`tag ${i} ${'x'.repeat(100)}`);
  })();

it('copies a write into the library file a while after it, not in its commit', async () => {
  vi.useFakeTimers();
  const writer = openLibrary(file);
  await writeWithRetry(writer, addTags(writer));
  expect(tagsInFile()).toBe(0);
  // A second: the first try may find the file just written by the reader's checkpoint above, and wait another.
  vi.advanceTimersByTime(2_000);
  expect(tagsInFile()).toBe(2_000);
  writer.close();
});

it('copies what a command wrote when it closes the library, though another connection keeps it open', async () => {
  for (const close of [(db: LibraryWriter) => db.close(), closeLibrary]) {
    const writer = openLibrary(file);
    await writeWithRetry(writer, addTags(writer));
    close(writer);
    expect(tagsInFile()).toBe(close === closeLibrary ? 2_000 : 0);
    reader.exec('DELETE FROM tags');
    reader.pragma('wal_checkpoint(TRUNCATE)');
  }
});

it("copies a write of the app's connection into the library file from the checkpoint worker, not from the connection's thread", async () => {
  const writer = openLibrary(file, ANSWERING_CONNECTION);
  const pragmas = vi.spyOn(writer, 'pragma');
  await writeWithRetry(writer, addTags(writer));
  expect(tagsInFile()).toBe(0);
  // Real time: the worker is a thread of its own. A few seconds at most (a second, again if the file was just written).
  for (let waited = 0; tagsInFile() < 2_000 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(tagsInFile()).toBe(2_000);
  expect(pragmas.mock.calls.map(([source]) => source).filter((source) => source.includes('checkpoint'))).toEqual([]);
  writer.close();
}, 20_000);
