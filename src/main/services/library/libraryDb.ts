import type Database from 'better-sqlite3';

/**
 * An open library: a better-sqlite3 connection with Patti's pragmas set and schema current.
 * Its own module so that what `openLibrary` calls while opening can name it without importing db.ts back.
 */
export type LibraryDb = Database.Database;
