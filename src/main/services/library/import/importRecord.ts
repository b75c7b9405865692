/**
 * The life of one import in the library's `imports` table (migration 4): begun as
 * `publishing`, its rows written batch by batch behind that status, then `published` in one
 * tiny transaction, or `abandoned` and its rows removed. An import left `publishing` by a
 * process that died is found when the library is next opened ({@link removeAbandonedImports}).
 */
import os from 'node:os';
import type { LibraryReader, LibraryWriter } from '../store/handles';

/** Rows removed per transaction when an import's rows are removed. */
const REMOVE_ROWS = 2_000;

/**
 * An import whose heartbeat is older than this is taken for dead even when a process with its
 * pid runs (a reused pid, or a library shared with another machine).
 */
const STALE_HEARTBEAT_MS = 10 * 60_000;

/** Imports this process is publishing now: one of them is never taken for abandoned. */
const publishingHere = new Set<number>();

function nowIso(): string {
  return new Date().toISOString();
}

/** Creates the import's row, `publishing`; one short transaction. Returns its id. */
export function writeImportBegun(db: LibraryWriter, file: string): number {
  const now = nowIso();
  const id = Number(
    db
      .prepare("INSERT INTO imports (file, status, pid, host, started_at, heartbeat_at) VALUES (?, 'publishing', ?, ?, ?, ?)")
      .run(file, process.pid, os.hostname(), now, now).lastInsertRowid,
  );
  publishingHere.add(id);
  return id;
}

/** Notes that the import is alive; call inside each of its batch transactions. */
export function writeImportHeartbeat(db: LibraryWriter, importId: number): void {
  db.prepare('UPDATE imports SET heartbeat_at = ? WHERE id = ?').run(nowIso(), importId);
}

/** Makes every row of the import visible; call inside the publishing transaction. */
export function writeImportPublished(db: LibraryWriter, importId: number): void {
  db.prepare("UPDATE imports SET status = 'published', finished_at = ? WHERE id = ? AND status = 'publishing'").run(nowIso(), importId);
}

/** Called when this process stops publishing an import (published or not). */
export function forgetImport(importId: number): void {
  publishingHere.delete(importId);
}

/** True when the process is gone (signal 0 probes without sending anything). */
function isProcessGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

interface PublishingImport {
  readonly id: number;
  readonly pid: number;
  readonly host: string;
  readonly heartbeatAt: string;
}

/** Whether an import row left `publishing` belongs to no live publisher. */
function isImportAbandoned(row: PublishingImport, now = Date.now(), gone: (pid: number) => boolean = isProcessGone): boolean {
  if (now - Date.parse(row.heartbeatAt) > STALE_HEARTBEAT_MS) return true;
  if (row.host !== os.hostname()) return false;
  if (row.pid === process.pid) return !publishingHere.has(row.id);
  return gone(row.pid);
}

/**
 * Marks the import `abandoned` (its rows stay invisible) and removes its rows in short
 * transactions. A puzzle it added that another import (or a puzzle saved meanwhile) also
 * points to is kept and handed to that one; so are its sources and levels when used.
 */
export function removeImport(db: LibraryWriter, importId: number): void {
  db.prepare("UPDATE imports SET status = 'abandoned', finished_at = ? WHERE id = ? AND status <> 'published'").run(nowIso(), importId);
  for (const table of ['provenance_rows', 'isomorph_rows', 'external_rating_rows', 'origin_field_rows']) {
    const remove = db.prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE import_id = ? LIMIT ${REMOVE_ROWS})`);
    while (db.transaction(() => remove.run(importId).changes).immediate() > 0);
  }
  const removePuzzles = db.prepare(
    `DELETE FROM puzzle_rows WHERE id IN (
       SELECT id FROM puzzle_rows p WHERE import_id = ? AND NOT EXISTS (SELECT 1 FROM provenance_rows pr WHERE pr.puzzle_id = p.id) LIMIT ${REMOVE_ROWS})`,
  );
  while (db.transaction(() => removePuzzles.run(importId).changes).immediate() > 0);
  db.transaction(() => {
    // What is left is used by another import: it becomes that import's (visible when it is).
    db.prepare(
      `UPDATE puzzle_rows SET import_id = (SELECT min(pr.import_id) FROM provenance_rows pr WHERE pr.puzzle_id = puzzle_rows.id) WHERE import_id = ?`,
    ).run(importId);
    db.prepare(
      `DELETE FROM levels WHERE import_id = ? AND NOT EXISTS (SELECT 1 FROM provenance_rows pr WHERE pr.level_id = levels.id)`,
    ).run(importId);
    db.prepare(
      `DELETE FROM sources WHERE import_id = ? AND NOT EXISTS (SELECT 1 FROM provenance_rows pr WHERE pr.source_id = sources.id)
         AND NOT EXISTS (SELECT 1 FROM levels l WHERE l.source_id = sources.id)`,
    ).run(importId);
    db.prepare('UPDATE levels SET import_id = NULL WHERE import_id = ?').run(importId);
    db.prepare('UPDATE sources SET import_id = NULL WHERE import_id = ?').run(importId);
  }).immediate();
}

/**
 * Finds imports left `publishing` by a process that died (or `abandoned` ones whose removal
 * was cut short) and removes their rows. Run when a library is opened for writing; a busy
 * library leaves the work for the next opening (the rows stay invisible meanwhile).
 * Returns the ids of the imports removed.
 */
export function removeAbandonedImports(db: LibraryWriter, gone?: (pid: number) => boolean): number[] {
  const rows = db
    .prepare("SELECT id, status, pid, host, heartbeat_at AS heartbeatAt FROM imports WHERE status <> 'published' ORDER BY id")
    .all() as (PublishingImport & { status: string })[];
  const removed: number[] = [];
  const now = Date.now();
  for (const row of rows) {
    if (row.status === 'publishing' && !isImportAbandoned(row, now, gone)) continue;
    if (row.status === 'abandoned' && !hasRows(db, row.id)) continue;
    removeImport(db, row.id);
    removed.push(row.id);
  }
  return removed;
}

function hasRows(db: LibraryReader, importId: number): boolean {
  return ['puzzle_rows', 'provenance_rows', 'isomorph_rows', 'external_rating_rows', 'origin_field_rows', 'sources', 'levels'].some(
    (table) => db.prepare(`SELECT 1 FROM ${table} WHERE import_id = ? LIMIT 1`).get(importId) !== undefined,
  );
}
