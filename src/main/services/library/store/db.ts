import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { removeAbandonedImports } from '../import/importRecord';
import type { LibraryReader, LibraryWriter } from './handles';
import { busyTimeoutMs, describeDamage, describeLibraryError, LibraryFileError, SchemaTooNewError } from './errors';
import { MIGRATIONS, type Migration } from './migrations/index';
import { AUTO_CHECKPOINT_PAGES, checkpointOffThread, runPendingCheckpoint } from './walCheckpoint';

export type { LibraryReader, LibraryWriter } from './handles';
export { describeLibraryError, LibraryFileError, SchemaTooNewError } from './errors';

/** The schema version this build of Patti reads and writes. */
export const LIBRARY_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Libraries up to this size (about 10,000 puzzles) get SQLite's quick_check when opened, some
 * 40 ms; a 49,158-puzzle library (38 MB) would take 200 ms on every open, so bigger ones get a
 * probe of the schema and of both ends of the main tables, and `patti db check` the full check.
 */
const QUICK_CHECK_BYTES = 8 * 1024 * 1024;

/** Tables whose first and last rows the probe of a big library reads. */
const PROBED_TABLES = ['puzzles', 'puzzle_rows', 'provenance', 'provenance_rows', 'ratings'];

const SQLITE_HEADER = 'SQLite format 3\0';

/** Refuses a file that is not an SQLite database before SQLite reads it. */
function checkHeader(file: string): void {
  if (file === ':memory:' || !fs.existsSync(file)) return;
  const stat = fs.statSync(file);
  if (stat.isDirectory()) throw new LibraryFileError('not-a-library', `${file} is a directory, not a Patti library`);
  if (stat.size === 0) return;
  const header = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER)
    throw new LibraryFileError('not-a-library', `${file} is not a Patti library (not an SQLite database file)`);
}

/**
 * The quick integrity check run when a library is opened: SQLite's quick_check when the file is
 * small, else a probe (see QUICK_CHECK_BYTES), so opening stays fast. Damage it reads into
 * throws SQLITE_CORRUPT, which openLibrary turns into one sentence.
 */
function checkIntegrity(db: LibraryReader, file: string): void {
  const size = file === ':memory:' ? 0 : fs.statSync(file).size;
  if (size <= QUICK_CHECK_BYTES) {
    const result = db.prepare('PRAGMA quick_check(1)').pluck().get();
    if (result !== 'ok') throw new LibraryFileError('damaged', describeDamage(file, String(result)));
    return;
  }
  const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
  for (const table of PROBED_TABLES.filter((name) => tables.has(name))) {
    db.prepare(`SELECT * FROM ${table} ORDER BY rowid LIMIT 1`).all();
    db.prepare(`SELECT * FROM ${table} ORDER BY rowid DESC LIMIT 1`).all();
  }
}

export interface OpenLibraryOptions {
  /** Apply migrations up to this version only (tests of a single migration); default: all. */
  readonly toVersion?: number;
  /**
   * SQLite's busy wait for this connection once open (default {@link busyTimeoutMs}). A thread that must keep
   * answering (the app's main process, the web host) passes a short one and writes through
   * writeWithRetry, which waits without blocking.
   */
  readonly busyTimeoutMs?: number;
  /** Have the checkpoint worker take this connection's checkpoints (a thread that must keep answering; see walCheckpoint.ts). */
  readonly checkpointOffThread?: boolean;
}

/**
 * Opens (creating if needed) the library at `file` for writing: WAL so readers never wait for
 * the writer, foreign keys enforced, a busy timeout so a second process waits instead of failing,
 * then all pending migrations in one transaction. `':memory:'` gives a private in-memory library.
 */
export function openLibrary(file: string, options: OpenLibraryOptions = {}): LibraryWriter {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  checkHeader(file);
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    // Checked before any pragma that writes, so a newer library is left exactly as it was.
    refuseNewerSchema(db, file);
    checkIntegrity(db, file);
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // WAL with NORMAL sync is durable against process crashes (kill -9), only an OS crash
    // can lose the last commits; FULL would cost an fsync per batch.
    db.pragma('synchronous = NORMAL');
    // Writers checkpoint between transactions (walCheckpoint.ts); SQLite's own, inside a commit, only as a backstop.
    db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    writeMigrations(db, options.toVersion ?? LIBRARY_SCHEMA_VERSION);
    if (readSchemaVersion(db) >= STAGED_PUBLISH_VERSION) removeAbandonedImportsIfFree(db);
    // Opening (migrations included) may wait the usual time; the connection's later writes wait less.
    if (options.busyTimeoutMs !== undefined) db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs))}`);
    if (options.checkpointOffThread) checkpointOffThread(db);
    return db;
  } catch (error) {
    db.close();
    throw describedOpenError(error, file);
  }
}

export interface OpenLibraryReaderOptions {
  /**
   * Open the file as it is: no integrity check and no migration of an older schema (a salvage
   * export reads damaged files on purpose).
   */
  readonly asItIs?: boolean;
}

/**
 * Opens an existing library for reading only, on a read-only connection, so nothing done
 * through the handle can change the file: SQLite answers SQLITE_READONLY even to a cast. A
 * library from an older Patti is first brought to the current schema by a writer, as any
 * command opening it did before, so the queries find the columns they name.
 */
export function openLibraryReader(file: string, options: OpenLibraryReaderOptions = {}): LibraryReader {
  checkHeader(file);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    refuseNewerSchema(db, file);
    if (options.asItIs) return db;
    if (readSchemaVersion(db) < LIBRARY_SCHEMA_VERSION) {
      db.close();
      closeLibrary(openLibrary(file));
      return openLibraryReader(file, options);
    }
    checkIntegrity(db, file);
    return db;
  } catch (error) {
    if (db.open) db.close();
    throw describedOpenError(error, file);
  }
}

function refuseNewerSchema(db: LibraryReader, file: string): void {
  const found = readSchemaVersion(db);
  if (found > LIBRARY_SCHEMA_VERSION) throw new SchemaTooNewError(file, found, LIBRARY_SCHEMA_VERSION);
}

/** An error met while opening, as one sentence when it comes from the file (see describeLibraryError). */
function describedOpenError(error: unknown, file: string): unknown {
  const described = error instanceof LibraryFileError || error instanceof SchemaTooNewError ? undefined : describeLibraryError(error, file);
  if (described === undefined) return error;
  return new LibraryFileError((error as { code?: string }).code?.startsWith('SQLITE_BUSY') ? 'busy' : 'damaged', described);
}

/**
 * Closes a library a command wrote to, first copying its writes out of the log (see
 * runPendingCheckpoint), so that an app sharing the library does not copy them on its thread.
 */
export function closeLibrary(db: LibraryWriter): void {
  runPendingCheckpoint(db);
  db.close();
}

/** The schema version that brought the `imports` table (migration 4). */
const STAGED_PUBLISH_VERSION = 4;

/**
 * Removes what imports killed half-way left (invisible rows); a library busy with another
 * writer leaves that for the next opening rather than failing to open.
 */
function removeAbandonedImportsIfFree(db: LibraryWriter): void {
  try {
    removeAbandonedImports(db);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) return;
    throw error;
  }
}

/** The schema version stored in the file (`PRAGMA user_version`); 0 for a new file. */
export function readSchemaVersion(db: LibraryReader): number {
  return db.prepare('PRAGMA user_version').pluck().get() as number;
}

/**
 * Applies every migration above the current version up to `target`, all in one transaction:
 * either the library reaches `target` or it stays exactly as it was.
 */
export function writeMigrations(
  db: LibraryWriter,
  target: number = LIBRARY_SCHEMA_VERSION,
  migrations: readonly Migration[] = MIGRATIONS,
): void {
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
