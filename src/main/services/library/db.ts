import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS, type Migration } from './migrations/index';

/** An open library: a better-sqlite3 connection with Patti's pragmas set and schema current. */
export type LibraryDb = Database.Database;

/** The schema version this build of Patti reads and writes. */
export const LIBRARY_SCHEMA_VERSION = MIGRATIONS.length;

/** Thrown when a library was written by a newer Patti: opening it here could damage it. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `The library ${file} has schema version ${found}, but this Patti reads versions up to ${supported}. ` +
        'It was written by a newer Patti; update Patti to open it (the file was not changed).',
    );
    this.name = 'SchemaTooNewError';
  }
}

export interface OpenLibraryOptions {
  /** Apply migrations up to this version only (tests of a single migration); default: all. */
  readonly toVersion?: number;
  /** Open read-only: no migration, fails if the file does not exist. */
  readonly readonly?: boolean;
}

/**
 * Opens (creating if needed) the library at `file`: WAL so readers never wait for the writer,
 * foreign keys enforced, a busy timeout so a second process waits instead of failing, then all
 * pending migrations in one transaction. `':memory:'` gives a private in-memory library.
 */
export function openLibrary(file: string, options: OpenLibraryOptions = {}): LibraryDb {
  if (file !== ':memory:' && !options.readonly) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  try {
    db.pragma('busy_timeout = 5000');
    // Checked before any pragma that writes, so a newer library is left exactly as it was.
    const found = readSchemaVersion(db);
    if (found > LIBRARY_SCHEMA_VERSION) throw new SchemaTooNewError(file, found, LIBRARY_SCHEMA_VERSION);
    if (!options.readonly) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // WAL with NORMAL sync is durable against process crashes (kill -9), only an OS crash
    // can lose the last commits; FULL would cost an fsync per batch.
    db.pragma('synchronous = NORMAL');
    if (!options.readonly) writeMigrations(db, options.toVersion ?? LIBRARY_SCHEMA_VERSION);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The schema version stored in the file (`PRAGMA user_version`); 0 for a new file. */
export function readSchemaVersion(db: LibraryDb): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Applies every migration above the current version up to `target`, all in one transaction:
 * either the library reaches `target` or it stays exactly as it was.
 */
export function writeMigrations(db: LibraryDb, target: number = LIBRARY_SCHEMA_VERSION, migrations: readonly Migration[] = MIGRATIONS): void {
  const current = readSchemaVersion(db);
  if (current > migrations.length) throw new SchemaTooNewError(db.name, current, migrations.length);
  if (target > migrations.length || target < current) {
    throw new Error(`cannot migrate from version ${current} to ${target} (known: 0..${migrations.length})`);
  }
  const pending = migrations.filter((migration) => migration.version > current && migration.version <= target);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      // user_version cannot take a bound parameter; the value is an integer we control.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
    }
  }).immediate();
}

/** Current time as stored in every `*_at` column. */
export function nowIso(): string {
  return new Date().toISOString();
}
