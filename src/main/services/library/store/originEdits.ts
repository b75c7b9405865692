/**
 * Edits a person makes after an import: the level (and source) of chosen puzzles, a source's
 * name, a puzzle's name. Each is one transaction; the rows they change are the ones readers see
 * (an import still publishing is left alone, see migration 4).
 */
import { nowIso, type LibraryReader, type LibraryWriter } from './db';

/** An edit that cannot be made as asked (an unknown source, a name taken), in one sentence. */
export class LibraryEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LibraryEditError';
  }
}

/** Rows of an import that has not been published yet are not the library's (the views of migration 4 say the same). */
const VISIBLE = (alias: string): string =>
  `(${alias}.import_id IS NULL OR ${alias}.import_id NOT IN (SELECT id FROM imports WHERE status <> 'published'))`;

export interface LevelChange {
  readonly source: string;
  readonly level: string;
  /** Puzzles of the library (ids that name none are skipped). */
  readonly ids: readonly number[];
}

/** What setting a level did, per puzzle. */
export interface LevelChangeReport {
  readonly source: string;
  readonly level: string;
  /** Puzzles whose origin in the source now has the level (it had another, or none). */
  readonly changed: number;
  /** Puzzles that had no origin in the source: one was added, with the level. */
  readonly added: number;
  /** Puzzles whose origin had that level already. */
  readonly unchanged: number;
  readonly newSource: boolean;
  readonly newLevel: boolean;
}

/**
 * Gives the puzzles the level in the source: every origin of theirs in that source takes it, and a
 * puzzle with no origin there gets one (the source's own arrangement is unknown, so the library's).
 * The source and the level are made when new, the level ranked after the source's others.
 */
export function writePuzzleLevels(db: LibraryWriter, change: LevelChange): LevelChangeReport {
  return db
    .transaction((): LevelChangeReport => {
      const existingSource = db.prepare('SELECT id FROM sources WHERE name = ?').pluck().get(change.source) as number | undefined;
      const sourceId = existingSource ?? Number(db.prepare('INSERT INTO sources (name) VALUES (?)').run(change.source).lastInsertRowid);
      // A source or level an import still publishing made becomes the library's own: it must outlive that import.
      db.prepare('UPDATE sources SET import_id = NULL WHERE id = ?').run(sourceId);
      const existingLevel = db.prepare('SELECT id FROM levels WHERE source_id = ? AND name = ?').pluck().get(sourceId, change.level) as
        number | undefined;
      const levelId =
        existingLevel ??
        Number(
          db
            .prepare(
              'INSERT INTO levels (source_id, name, rank) VALUES (?, ?, (SELECT ifnull(max(rank) + 1, 0) FROM levels WHERE source_id = ?))',
            )
            .run(sourceId, change.level, sourceId).lastInsertRowid,
        );
      db.prepare('UPDATE levels SET import_id = NULL WHERE id = ?').run(levelId);

      const origins = db
        .prepare(`SELECT count(*) FROM provenance_rows pr WHERE pr.puzzle_id = ? AND pr.source_id = ? AND ${VISIBLE('pr')}`)
        .pluck();
      const relevel = db.prepare(
        `UPDATE provenance_rows AS pr SET level_id = ? WHERE pr.puzzle_id = ? AND pr.source_id = ? AND pr.level_id IS NOT ? AND ${VISIBLE('pr')}`,
      );
      const addOrigin = db.prepare(
        `INSERT INTO provenance_rows (puzzle_id, source_id, level_id, published, external_id, givens, imported_at, import_id)
         SELECT p.id, ?, ?, NULL, '', p.givens, ?, NULL FROM puzzles p WHERE p.id = ? ON CONFLICT DO NOTHING`,
      );
      const now = nowIso();
      let changed = 0;
      let added = 0;
      let unchanged = 0;
      for (const id of new Set(change.ids)) {
        if ((origins.get(id, sourceId) as number) > 0) {
          if (relevel.run(levelId, id, sourceId, levelId).changes > 0) changed++;
          else unchanged++;
        } else if (addOrigin.run(sourceId, levelId, now, id).changes > 0) added++;
      }
      return {
        source: change.source,
        level: change.level,
        changed,
        added,
        unchanged,
        newSource: existingSource === undefined,
        newLevel: existingLevel === undefined,
      };
    })
    .immediate();
}

const puzzles = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'puzzle' : 'puzzles'}`;

/** What setting a level did, in a sentence: "Set the level “Diabolical” of “Exchange” on 300 puzzles (a new level)." */
export function describeLevelChange(report: LevelChangeReport): string {
  const made = report.newSource ? ' (a new source)' : report.newLevel ? ' (a new level)' : '';
  const parts = [`Set the level “${report.level}” of “${report.source}”${made} on ${puzzles(report.changed + report.added)}`];
  if (report.added > 0) parts.push(`${puzzles(report.added)} of them new to the source`);
  if (report.unchanged > 0) parts.push(`${puzzles(report.unchanged)} had it already`);
  return `${parts.join('; ')}.`;
}

/**
 * The one source every puzzle comes from, to set a level in when none is named; a puzzle with
 * several sources (or none) makes the choice the person's.
 */
export function readSharedSource(db: LibraryReader, ids: readonly number[]): string {
  const sources = db
    .prepare(
      `SELECT DISTINCT s.name FROM json_each(?) AS ids JOIN provenance pr ON pr.puzzle_id = ids.value ` +
        `JOIN sources s ON s.id = pr.source_id ORDER BY s.name LIMIT 6`,
    )
    .pluck()
    .all(JSON.stringify(ids)) as string[];
  if (sources.length === 1) {
    const withoutOrigin = db
      .prepare('SELECT count(*) FROM json_each(?) AS ids WHERE NOT EXISTS (SELECT 1 FROM provenance pr WHERE pr.puzzle_id = ids.value)')
      .pluck()
      .get(JSON.stringify(ids)) as number;
    if (withoutOrigin === 0) return sources[0]!;
  }
  if (sources.length === 0) throw new LibraryEditError('the chosen puzzles come from no source; name the source whose level to set');
  const listed = sources.length > 5 ? `${sources.slice(0, 5).map(quote).join(', ')}, …` : sources.map(quote).join(', ');
  throw new LibraryEditError(`the chosen puzzles come from several sources (${listed}); name the source whose level to set`);
}

const quote = (name: string): string => `“${name}”`;

/** Renames a source; its puzzles, levels and published ratings go with it. Returns how many puzzles it holds. */
export function writeSourceName(db: LibraryWriter, from: string, to: string): number {
  return db
    .transaction((): number => {
      const id = db
        .prepare(`SELECT id FROM sources s WHERE s.name = ? AND ${VISIBLE('s')}`)
        .pluck()
        .get(from) as number | undefined;
      if (id === undefined) throw new LibraryEditError(`there is no source ${quote(from)}`);
      if (from === to) throw new LibraryEditError(`the source is called ${quote(to)} already`);
      if (db.prepare('SELECT 1 FROM sources WHERE name = ?').get(to))
        throw new LibraryEditError(`there is already a source ${quote(to)}; choose another name`);
      db.prepare('UPDATE sources SET name = ? WHERE id = ?').run(to, id);
      return db.prepare('SELECT count(DISTINCT puzzle_id) FROM provenance WHERE source_id = ?').pluck().get(id) as number;
    })
    .immediate();
}

/** Longest name a puzzle can be given (the app's input check; the table checks it too). */
export { MAX_PUZZLE_NAME } from '../../../../shared/curationInput';

/** Gives a puzzle a name, or (with null) takes the name given by hand off it. False when there is no such puzzle. */
export function writePuzzleName(db: LibraryWriter, puzzleId: number, name: string | null): boolean {
  return db
    .transaction((): boolean => {
      if (!db.prepare('SELECT 1 FROM puzzles WHERE id = ?').get(puzzleId)) return false;
      if (name === null) db.prepare('DELETE FROM puzzle_names WHERE puzzle_id = ?').run(puzzleId);
      else {
        db.prepare(
          'INSERT INTO puzzle_names (puzzle_id, name, named_at) VALUES (?, ?, ?) ON CONFLICT (puzzle_id) ' +
            'DO UPDATE SET name = excluded.name, named_at = excluded.named_at',
        ).run(puzzleId, name, nowIso());
      }
      return true;
    })
    .immediate();
}

/**
 * Names every puzzle of a source that has none by the id the source gave it (a list whose id
 * column is the name, like the sample's named classics). Returns how many were named.
 */
export function writeNamesFromExternalIds(db: LibraryWriter, source: string): number {
  return db.prepare(NAMES_FROM_EXTERNAL_IDS).run({ source, now: nowIso() }).changes;
}

/** The statement of {@link writeNamesFromExternalIds}; migration 8 runs the same for the named classics of a library built before it. */
const NAMES_FROM_EXTERNAL_IDS = `INSERT OR IGNORE INTO puzzle_names (puzzle_id, name, named_at)
  SELECT pr.puzzle_id, min(pr.external_id), @now FROM provenance pr JOIN sources s ON s.id = pr.source_id
  WHERE s.name = @source AND pr.external_id <> '' AND length(pr.external_id) <= 200 GROUP BY pr.puzzle_id`;

/** SQL for a puzzle's name: the one given by hand, else the `name` field of the first of its origins that has one. */
function puzzleNameExpression(id: string): string {
  return `coalesce((SELECT n.name FROM puzzle_names n WHERE n.puzzle_id = ${id}),
    (SELECT f.text FROM origin_fields f WHERE f.puzzle_id = ${id} AND lower(f.name) = 'name' AND f.text <> '' ORDER BY f.source_id LIMIT 1))`;
}

/** A puzzle's name (see {@link puzzleNameExpression}); null when it has none. */
export function readPuzzleName(db: LibraryReader, puzzleId: number): string | null {
  return (
    (db
      .prepare(`SELECT ${puzzleNameExpression('?')}`)
      .pluck()
      .get(puzzleId, puzzleId) as string | null) ?? null
  );
}

/** The puzzle a person (or the sample's named classics) gave this name, in any case; the first by id when several have it. */
export function readPuzzleIdByName(db: LibraryReader, name: string): number | undefined {
  return db
    .prepare('SELECT puzzle_id FROM puzzle_names WHERE name = ? COLLATE NOCASE ORDER BY puzzle_id LIMIT 1')
    .pluck()
    .get(name.trim()) as number | undefined;
}
