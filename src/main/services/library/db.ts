import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { removeAbandonedImports } from './importRecord';
import type { LibraryDb } from './libraryDb';
import { MIGRATIONS, type Migration } from './migrations/index';
import { AUTO_CHECKPOINT_PAGES, checkpointOffThread, runPendingCheckpoint } from './walCheckpoint';

export type { LibraryDb } from './libraryDb';

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

/** Why a library file cannot be used, in one sentence a person can act on. */
export class LibraryFileError extends Error {
  constructor(
    readonly kind: 'not-a-library' | 'damaged' | 'busy',
    message: string,
  ) {
    super(message);
    this.name = 'LibraryFileError';
  }
}

/**
 * How long a connection waits for another writer before saying the library is busy: 5 s, or
 * `PATTI_BUSY_TIMEOUT_MS`. SQLite waits on the calling thread, so this is not made longer.
 */
export function busyTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PATTI_BUSY_TIMEOUT_MS);
  return env.PATTI_BUSY_TIMEOUT_MS !== undefined && Number.isInteger(value) && value >= 0 ? value : 5_000;
}

/**
 * Libraries up to this size (about 10,000 puzzles) get SQLite's quick_check when opened, some
 * 40 ms; a 49,158-puzzle library (38 MB) would take 200 ms on every open, so bigger ones get a
 * probe of the schema and of both ends of the main tables, and `patti db check` the full check.
 */
const QUICK_CHECK_BYTES = 8 * 1024 * 1024;

/** Tables whose first and last rows the probe of a big library reads. */
const PROBED_TABLES = ['puzzles', 'puzzle_rows', 'provenance', 'provenance_rows', 'ratings'];

const SQLITE_HEADER = 'SQLite format 3\0';

/**
 * One sentence for an error that comes from the library file (damaged, not a library, busy,
 * from a newer Patti), or undefined for any other error.
 */
export function describeLibraryError(error: unknown, file?: string): string | undefined {
  if (error instanceof LibraryFileError || error instanceof SchemaTooNewError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  const where = file ?? 'the library';
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return describeBusy(where);
  if (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB')) return describeDamage(where, (error as Error).message);
  return undefined;
}

function describeBusy(file: string): string {
  return `${file} is busy: another Patti (an import or a rating job) is writing to it; waited ${(busyTimeoutMs() / 1000).toLocaleString('en-US')} s. Try again when it is done.`;
}

function describeDamage(file: string, detail: string): string {
  return `${file} is damaged (${detail}). Run \`patti db check --db ${file}\` for details; \`patti db export --db ${file} --salvage --out rescue.csv --format csv\` saves what can still be read.`;
}

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
  if (header.toString('latin1') !== SQLITE_HEADER) throw new LibraryFileError('not-a-library', `${file} is not a Patti library (not an SQLite database file)`);
}

/**
 * The quick integrity check run when a library is opened: SQLite's quick_check when the file is
 * small, else a probe (see QUICK_CHECK_BYTES), so opening stays fast. Damage it reads into
 * throws SQLITE_CORRUPT, which openLibrary turns into one sentence.
 */
function checkIntegrity(db: LibraryDb, file: string): void {
  const size = file === ':memory:' ? 0 : fs.statSync(file).size;
  if (size <= QUICK_CHECK_BYTES) {
    const result = db.pragma('quick_check(1)', { simple: true });
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
  /** Open read-only: no migration, fails if the file does not exist. */
  readonly readonly?: boolean;
  /** Skip the integrity check (db check and a salvage export read damaged files on purpose). */
  readonly skipCheck?: boolean;
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
 * Opens (creating if needed) the library at `file`: WAL so readers never wait for the writer,
 * foreign keys enforced, a busy timeout so a second process waits instead of failing, then all
 * pending migrations in one transaction. `':memory:'` gives a private in-memory library.
 */
export function openLibrary(file: string, options: OpenLibraryOptions = {}): LibraryDb {
  if (file !== ':memory:' && !options.readonly) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  checkHeader(file);
  const db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  try {
    db.pragma(`busy_timeout = ${busyTimeoutMs()}`);
    // Checked before any pragma that writes, so a newer library is left exactly as it was.
    const found = readSchemaVersion(db);
    if (found > LIBRARY_SCHEMA_VERSION) throw new SchemaTooNewError(file, found, LIBRARY_SCHEMA_VERSION);
    if (!options.skipCheck) checkIntegrity(db, file);
    if (!options.readonly) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // WAL with NORMAL sync is durable against process crashes (kill -9), only an OS crash
    // can lose the last commits; FULL would cost an fsync per batch.
    db.pragma('synchronous = NORMAL');
    // Writers checkpoint between transactions (walCheckpoint.ts); SQLite's own, inside a commit, only as a backstop.
    if (!options.readonly) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    if (!options.readonly) writeMigrations(db, options.toVersion ?? LIBRARY_SCHEMA_VERSION);
    if (!options.readonly && readSchemaVersion(db) >= STAGED_PUBLISH_VERSION) removeAbandonedImportsIfFree(db);
    // Opening (migrations included) may wait the usual time; the connection's later writes wait less.
    if (options.busyTimeoutMs !== undefined) db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs))}`);
    if (options.checkpointOffThread) checkpointOffThread(db);
    return db;
  } catch (error) {
    db.close();
    const described = error instanceof LibraryFileError || error instanceof SchemaTooNewError ? undefined : describeLibraryError(error, file);
    if (described === undefined) throw error;
    throw new LibraryFileError((error as { code?: string }).code?.startsWith('SQLITE_BUSY') ? 'busy' : 'damaged', described);
  }
}

/**
 * Closes a library a command wrote to, first copying its writes out of the log (see
 * runPendingCheckpoint), so that an app sharing the library does not copy them on its thread.
 */
export function closeLibrary(db: LibraryDb): void {
  runPendingCheckpoint(db);
  db.close();
}

/** The schema version that brought the `imports` table (migration 4). */
const STAGED_PUBLISH_VERSION = 4;

/**
 * Removes what imports killed half-way left (invisible rows); a library busy with another
 * writer leaves that for the next opening rather than failing to open.
 */
function removeAbandonedImportsIfFree(db: LibraryDb): void {
  try {
    removeAbandonedImports(db);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))) return;
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
