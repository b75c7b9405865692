import type Database from 'better-sqlite3';

/**
 * A prepared statement a reader may run: it returns rows and has no `run`, so code holding a
 * {@link LibraryReader} cannot execute an INSERT, UPDATE or DELETE through it.
 */
interface ReadStatement<BindParameters extends unknown[], Result = unknown> {
  readonly source: string;
  get(...params: BindParameters): Result | undefined;
  all(...params: BindParameters): Result[];
  iterate(...params: BindParameters): IterableIterator<Result>;
  pluck(toggleState?: boolean): ReadStatement<BindParameters, Result>;
  expand(toggleState?: boolean): ReadStatement<BindParameters, Result>;
  raw(toggleState?: boolean): ReadStatement<BindParameters, Result>;
  columns(): Database.ColumnDefinition[];
}

/**
 * A library handle that can only read: prepared queries, transactions (for a consistent
 * snapshot) and close, but no `exec`, no `pragma` and no statement `run`. Every `read…`
 * repository function takes one. A {@link LibraryWriter} is also a reader; a reader opened by
 * openLibraryReader is backed by a read-only connection, so even a cast cannot make it write
 * (SQLite answers SQLITE_READONLY).
 */
export interface LibraryReader {
  readonly name: string;
  readonly inTransaction: boolean;
  prepare<BindParameters extends unknown[] = unknown[], Result = unknown>(source: string): ReadStatement<BindParameters, Result>;
  transaction<F extends Parameters<Database.Database['transaction']>[0]>(fn: F): Database.Transaction<F>;
  close(): unknown;
}

/**
 * An open library that may be written: a better-sqlite3 connection with Patti's pragmas set and
 * schema current, as openLibrary returns it. Every `write…` repository function takes one.
 * Its own module so that what `openLibrary` calls while opening can name it without importing db.ts back.
 */
export type LibraryWriter = Database.Database;
