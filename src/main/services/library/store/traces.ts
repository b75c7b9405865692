/**
 * The replay cache (table `traces`): TraceView JSON by givens, technique set and engine version.
 * The JSON is stored as the worker made it; the library id and `cached` flag are filled in by
 * whoever reads it, since they describe the library at reading time.
 */
import { customSetVersionPrefix } from '../../../../core/rate/customSet';
import { nowIso, type LibraryReader, type LibraryWriter } from './db';

/** The cached trace's JSON, or undefined when there is none for this engine version. */
export function readCachedTrace(db: LibraryReader, givens: string, techniqueSet: string, engineVersion: number): string | undefined {
  return db
    .prepare('SELECT trace FROM traces WHERE givens = ? AND technique_set = ? AND engine_version = ?')
    .pluck()
    .get(givens, techniqueSet, engineVersion) as string | undefined;
}

/** Stores a trace, replacing any of the same key and dropping those of other engine versions. */
export function writeCachedTrace(db: LibraryWriter, givens: string, techniqueSet: string, engineVersion: number, json: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM traces WHERE givens = ? AND technique_set = ? AND engine_version <> ?').run(
      givens,
      techniqueSet,
      engineVersion,
    );
    db.prepare(
      `INSERT INTO traces (givens, technique_set, engine_version, trace, computed_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (givens, technique_set, engine_version) DO UPDATE SET trace = excluded.trace, computed_at = excluded.computed_at`,
    ).run(givens, techniqueSet, engineVersion, json, nowIso());
  })();
}

/** How many traces the cache holds (all sets and versions). */
export function readCachedTraceCount(db: LibraryReader): number {
  return db.prepare('SELECT count(*) FROM traces').pluck().get() as number;
}

/**
 * Drops the cached traces of a custom set's versions other than `keep` (cache keys as
 * `customSetVersionKey` makes them): every version once the set is deleted, the older ones when
 * it is edited. Each version's traces would otherwise stay for good, since no later write of the
 * same key replaces them.
 */
export function deleteCachedTracesOfCustomSet(db: LibraryWriter, name: string, keep: readonly string[]): number {
  const prefix = customSetVersionPrefix(name);
  const rows = db
    .prepare('SELECT DISTINCT technique_set FROM traces WHERE substr(technique_set, 1, ?) = ?')
    .pluck()
    .all(prefix.length, prefix) as string[];
  const remove = db.prepare('DELETE FROM traces WHERE technique_set = ?');
  let deleted = 0;
  db.transaction(() => {
    for (const key of rows) if (!keep.includes(key)) deleted += remove.run(key).changes;
  })();
  return deleted;
}
