import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIBRARY_SCHEMA_VERSION, openLibrary } from '../../src/main/services/library/store/db';

/** A fresh temporary folder for one test's files (libraries, import files). */
export function makeTempDir(prefix = 'patti-library-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes `lines` to a file in `dir` and returns its path. */
export function writeTempFile(dir: string, name: string, lines: readonly string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

/**
 * Makes an empty library at `file` (its tables and indexes take a page each), then overwrites every page after
 * the first two with noise: the SQLite header still reads, the tables do not.
 */
export function damageLibraryFile(file: string): void {
  const db = openLibrary(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const bytes = fs.readFileSync(file);
  const pageSize = bytes.readUInt16BE(16);
  for (let at = pageSize * 2; at < bytes.length; at++) bytes[at] = (at * 131) & 0xff;
  fs.writeFileSync(file, bytes);
  fs.rmSync(`${file}-wal`, { force: true });
  fs.rmSync(`${file}-shm`, { force: true });
}

/** Makes a library at `file` whose schema version is above what this Patti knows (as a newer Patti would leave it). */
export function makeNewerLibraryFile(file: string): void {
  const db = openLibrary(file);
  db.pragma(`user_version = ${LIBRARY_SCHEMA_VERSION + 5}`);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}
