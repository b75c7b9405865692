import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCollection, readCollections } from './curation';
import {
  closeLibrary,
  LIBRARY_SCHEMA_VERSION,
  openLibrary,
  openLibraryReader,
  readSchemaVersion,
  type LibraryReader,
  type LibraryWriter,
} from './db';
import { makeTempDir } from '../../../../../tests/support/tempLibrary';

let dir: string;
let file: string;
let reader: LibraryReader | undefined;
beforeEach(() => {
  dir = makeTempDir();
  file = path.join(dir, 'library.db');
});
afterEach(() => {
  reader?.close();
  reader = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

function libraryWithCollection(): void {
  const writer = openLibrary(file);
  writeCollection(writer, 'easy');
  closeLibrary(writer);
}

/** The SQLite error code `act` throws, or undefined when it does not throw. */
function errorCodeOf(act: () => unknown): string | undefined {
  try {
    act();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('library read and write handles', () => {
  it('a reader reads what a writer wrote', () => {
    libraryWithCollection();
    reader = openLibraryReader(file);
    expect(readCollections(reader).map((row) => row.name)).toEqual(['easy']);
  });

  it('a reader cannot write: the type has no way to, and the connection refuses a cast', () => {
    libraryWithCollection();
    const opened = openLibraryReader(file);
    reader = opened;
    // @ts-expect-error a reader's statements have no run
    expect(errorCodeOf(() => opened.prepare("INSERT INTO tags (name) VALUES ('hard')").run())).toBe('SQLITE_READONLY');
    // @ts-expect-error a reader has no exec
    expect(errorCodeOf(() => opened.exec('DELETE FROM collections'))).toBe('SQLITE_READONLY');
    // @ts-expect-error a reader has no pragma, which can write
    expect(errorCodeOf(() => opened.pragma('user_version = 99'))).toBe('SQLITE_READONLY');
    // @ts-expect-error a write… function takes a writer
    expect(errorCodeOf(() => writeCollection(opened, 'hard'))).toBe('SQLITE_READONLY');
    expect(errorCodeOf(() => (opened as unknown as LibraryWriter).prepare('DELETE FROM collections').run())).toBe('SQLITE_READONLY');
    expect(readCollections(opened).map((row) => row.name)).toEqual(['easy']);
  });

  it('a writer is also a reader', () => {
    const writer: LibraryWriter = openLibrary(file);
    const asReader: LibraryReader = writer;
    writeCollection(writer, 'easy');
    expect(readCollections(asReader).map((row) => row.name)).toEqual(['easy']);
    writer.close();
  });

  it('a reader of a library from an older Patti finds it at the current schema', () => {
    openLibrary(file, { toVersion: LIBRARY_SCHEMA_VERSION - 1 }).close();
    reader = openLibraryReader(file);
    expect(readSchemaVersion(reader)).toBe(LIBRARY_SCHEMA_VERSION);
  });

  it('a reader opened as it is leaves an older schema as it was', () => {
    openLibrary(file, { toVersion: LIBRARY_SCHEMA_VERSION - 1 }).close();
    reader = openLibraryReader(file, { asItIs: true });
    expect(readSchemaVersion(reader)).toBe(LIBRARY_SCHEMA_VERSION - 1);
  });

  it('a reader reads while a writer has the library open', () => {
    const writer = openLibrary(file);
    writeCollection(writer, 'easy');
    reader = openLibraryReader(file);
    writeCollection(writer, 'hard');
    expect(readCollections(reader).map((row) => row.name)).toEqual(['easy', 'hard']);
    writer.close();
  });
});
