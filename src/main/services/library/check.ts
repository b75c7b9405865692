import Database from 'better-sqlite3';
import fs from 'node:fs';
import { describeLibraryError, LIBRARY_SCHEMA_VERSION, readSchemaVersion, type LibraryReader } from './store/db';

/** What `patti db check` found: each finding is one line a person reads. */
export interface LibraryCheck {
  /** Nothing wrong: the file is whole and this Patti can read its schema. */
  readonly ok: boolean;
  readonly lines: readonly string[];
}

/** Rows counted per table, when the table can be read. */
const COUNTED_TABLES = ['puzzles', 'isomorphs', 'provenance', 'ratings', 'external_ratings', 'tags', 'collections', 'jobs'] as const;

/**
 * Checks a library file without changing it: SQLite's full integrity check (up to 20 errors),
 * the foreign keys, the schema version, and how many rows each table holds. `readStale` counts
 * ratings from older engine versions (given by the caller, who knows the raters).
 */
export function checkLibraryFile(file: string, readStale: (db: LibraryReader) => { rater: string; stale: number }[]): LibraryCheck {
  if (!fs.existsSync(file)) return { ok: false, lines: [`no library at ${file}`] };
  let db: LibraryReader;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, lines: [describeLibraryError(error, file) ?? (error as Error).message] };
  }
  const lines: string[] = [];
  let ok = true;
  const attempt = <T>(what: string, read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      ok = false;
      lines.push(`${what}: cannot be read (${(error as Error).message})`);
      return undefined;
    }
  };
  try {
    const version = attempt('schema version', () => readSchemaVersion(db));
    if (version !== undefined) {
      const fine = version === LIBRARY_SCHEMA_VERSION;
      if (version > LIBRARY_SCHEMA_VERSION) ok = false;
      const remedy =
        version > LIBRARY_SCHEMA_VERSION
          ? ` (newer than this Patti's ${LIBRARY_SCHEMA_VERSION}: update Patti)`
          : ` (this Patti brings it to ${LIBRARY_SCHEMA_VERSION} when it opens it for writing)`;
      lines.push(`schema version: ${version}${fine ? '' : remedy}`);
    }
    const integrity = attempt('integrity', () => db.prepare('PRAGMA integrity_check(20)').all() as { integrity_check: string }[]);
    if (integrity !== undefined) {
      // SQLite may pack several findings into one row, one per line, under a database heading.
      const problems = integrity
        .flatMap((row) => row.integrity_check.split('\n'))
        .filter((text) => text !== 'ok' && !text.startsWith('*** in database'));
      if (problems.length === 0) lines.push('integrity: ok');
      else {
        ok = false;
        lines.push(`integrity: ${problems.length >= 20 ? '20 or more' : problems.length} problems`, ...problems.map((text) => `  ${text}`));
      }
    }
    const foreignKeys = attempt('foreign keys', () => db.prepare('PRAGMA foreign_key_check').all());
    if (foreignKeys !== undefined) {
      if (foreignKeys.length > 0) ok = false;
      lines.push(`foreign keys: ${foreignKeys.length === 0 ? 'ok' : `${foreignKeys.length} rows point at rows that are gone`}`);
    }
    for (const table of COUNTED_TABLES) {
      const count = attempt(table, () => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number);
      if (count !== undefined) lines.push(`${table}: ${count}`);
    }
    const stale = attempt('stale ratings', () => readStale(db).filter((entry) => entry.stale > 0));
    if (stale !== undefined)
      lines.push(`stale ratings: ${stale.length === 0 ? 'none' : stale.map((entry) => `${entry.stale} ${entry.rater}`).join(', ')}`);
    const running = attempt('jobs', () => db.prepare("SELECT count(*) FROM jobs WHERE status = 'running'").pluck().get() as number);
    if (running) lines.push(`jobs left running: ${running} (the same \`patti db rate\` command resumes each)`);
  } finally {
    db.close();
  }
  return { ok, lines };
}
