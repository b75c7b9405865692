/** Custom technique sets saved in the library (table `custom_sets`, migration 10), by name. */
import { customRaterId, customSetIdentity, customSetVersionKey, readCustomSet, type CustomSet } from '../../../../core/rate/customSet';
import { nowIso, type LibraryReader, type LibraryWriter } from './db';
import { readUnfinishedJobs } from './jobs';
import { deleteCachedTracesOfCustomSet } from './traces';

/** A saved set with its identity and when it was last changed. */
export interface SavedCustomSet {
  readonly set: CustomSet;
  readonly identity: string;
  readonly updatedAt: string;
}

interface SetRow {
  readonly name: string;
  readonly definition: string;
  readonly identity: string;
  readonly updated_at: string;
}

/** A stored definition, checked again: a set edited in the file by hand says what is wrong with it. */
function savedOf(row: SetRow): SavedCustomSet {
  const read = readCustomSet(JSON.parse(row.definition));
  if (!read.ok) throw new Error(`the saved set '${row.name}' is damaged: ${read.error.message}`);
  return { set: read.value, identity: row.identity, updatedAt: row.updated_at };
}

export function readCustomSets(db: LibraryReader): SavedCustomSet[] {
  const rows = db.prepare('SELECT name, definition, identity, updated_at FROM custom_sets ORDER BY name').all() as SetRow[];
  return rows.map(savedOf);
}

export function readCustomSetByName(db: LibraryReader, name: string): SavedCustomSet | undefined {
  const row = db.prepare('SELECT name, definition, identity, updated_at FROM custom_sets WHERE name = ?').get(name) as SetRow | undefined;
  return row && savedOf(row);
}

/** Saves a set under its name, replacing the one saved before (an edit: its ratings become stale). */
export function writeCustomSet(db: LibraryWriter, set: CustomSet): void {
  const now = nowIso();
  const identity = customSetIdentity(set);
  const before = readCustomSetByName(db, set.name)?.identity;
  // The replay keeps the traces of the version this one replaces, so a set saved back as it was finds them again.
  deleteCachedTracesOfCustomSet(
    db,
    set.name,
    [identity, ...(before ? [before] : [])].map((version) => customSetVersionKey(set.name, version)),
  );
  db.prepare(
    `INSERT INTO custom_sets (name, definition, identity, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET definition = excluded.definition, identity = excluded.identity, updated_at = excluded.updated_at`,
  ).run(set.name, JSON.stringify(set), identity, now, now);
}

/** The unfinished rate jobs that rate with the set, by job id; a set they use must stay. */
export function readJobsUsingCustomSet(db: LibraryReader, name: string): number[] {
  const id = customRaterId(name);
  return readUnfinishedJobs(db)
    .filter((job) => job.kind === 'rate' && job.status === 'running')
    .filter((job) => {
      const raters = (JSON.parse(job.parameters) as { raters?: unknown }).raters;
      return Array.isArray(raters) && raters.includes(id);
    })
    .map((job) => job.id);
}

/** Deletes a saved set; false when there was none. Refuses while a running rate job rates with it. */
export function deleteCustomSet(db: LibraryWriter, name: string): boolean {
  const jobs = readJobsUsingCustomSet(db, name);
  if (jobs.length > 0) {
    const which = jobs.length === 1 ? `job ${jobs[0]}` : `jobs ${jobs.join(', ')}`;
    throw new CustomSetInUseError(
      `set '${name}' is in use by rate ${which}, which is running: wait for it to finish or pause it, then delete the set`,
    );
  }
  deleteCachedTracesOfCustomSet(db, name, []);
  return db.prepare('DELETE FROM custom_sets WHERE name = ?').run(name).changes > 0;
}

export class CustomSetInUseError extends Error {}
