import { nowIso, type LibraryReader, type LibraryWriter } from './db';

/** Collections, tags and notes: what the user adds to the library by hand. */

export interface CollectionRow {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly position: number;
  readonly size: number;
}

/** Creates a collection (placed after the others) or returns the existing one's id. */
export function writeCollection(db: LibraryWriter, name: string, description = ''): number {
  const existing = db.prepare('SELECT id FROM collections WHERE name = ?').pluck().get(name) as number | undefined;
  if (existing !== undefined) return existing;
  return Number(
    db
      .prepare(
        'INSERT INTO collections (name, description, position, created_at) VALUES (?, ?, (SELECT ifnull(max(position) + 1, 0) FROM collections), ?)',
      )
      .run(name, description, nowIso()).lastInsertRowid,
  );
}

/**
 * Appends puzzles to a collection in the order given (puzzles already in it keep their place and
 * section); returns how many were added. `section` names the book section they are printed in.
 */
export function writeCollectionPuzzles(db: LibraryWriter, collectionName: string, puzzleIds: readonly number[], section?: string): number {
  return db.transaction(() => {
    const collectionId = writeCollection(db, collectionName);
    let position = db
      .prepare('SELECT ifnull(max(position) + 1, 0) FROM collection_puzzles WHERE collection_id = ?')
      .pluck()
      .get(collectionId) as number;
    const insert = db.prepare('INSERT OR IGNORE INTO collection_puzzles (collection_id, puzzle_id, position, section) VALUES (?, ?, ?, ?)');
    let added = 0;
    for (const puzzleId of puzzleIds) {
      const changes = insert.run(collectionId, puzzleId, position, section ?? null).changes;
      added += changes;
      position += changes;
    }
    return added;
  })();
}

/** How many puzzles of a collection are in each of its book sections, in the order the sections open. */
export function readCollectionSections(db: LibraryReader, name: string): { name: string; count: number }[] {
  return db
    .prepare(
      `SELECT cp.section AS name, count(*) AS count FROM collection_puzzles cp
       WHERE cp.collection_id = (SELECT id FROM collections WHERE name = ?) AND cp.section IS NOT NULL
       GROUP BY cp.section ORDER BY min(cp.position)`,
    )
    .all(name) as { name: string; count: number }[];
}

/** Removes puzzles from a collection; the others keep their order. */
export function writeCollectionRemoval(db: LibraryWriter, collectionName: string, puzzleIds: readonly number[]): number {
  return db
    .prepare(
      'DELETE FROM collection_puzzles WHERE collection_id = (SELECT id FROM collections WHERE name = ?) AND puzzle_id IN (SELECT value FROM json_each(?))',
    )
    .run(collectionName, JSON.stringify(puzzleIds)).changes;
}

/** How many puzzles a collection holds; undefined when there is no collection of that name. */
export function readCollectionSize(db: LibraryReader, name: string): number | undefined {
  return db
    .prepare('SELECT (SELECT count(*) FROM collection_puzzles cp WHERE cp.collection_id = c.id) FROM collections c WHERE c.name = ?')
    .pluck()
    .get(name) as number | undefined;
}

/** Deletes a collection (its puzzles stay in the library). */
export function writeCollectionDeletion(db: LibraryWriter, name: string): void {
  db.prepare('DELETE FROM collections WHERE name = ?').run(name);
}

/** Every collection in its order, with its size. */
export function readCollections(db: LibraryReader): CollectionRow[] {
  return db
    .prepare(
      `SELECT c.id, c.name, c.description, c.position, (SELECT count(*) FROM collection_puzzles cp WHERE cp.collection_id = c.id) AS size
       FROM collections c ORDER BY c.position, c.id`,
    )
    .all() as CollectionRow[];
}

/** Tags puzzles (creating the tag when new); returns how many puzzles got it. */
export function writeTag(db: LibraryWriter, tag: string, puzzleIds: readonly number[]): number {
  return db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO tags (name) VALUES (?)').run(tag);
    const tagId = db.prepare('SELECT id FROM tags WHERE name = ?').pluck().get(tag) as number;
    const insert = db.prepare('INSERT OR IGNORE INTO puzzle_tags (puzzle_id, tag_id) VALUES (?, ?)');
    let added = 0;
    for (const puzzleId of puzzleIds) added += insert.run(puzzleId, tagId).changes;
    return added;
  })();
}

/** Takes a tag off puzzles; returns how many lost it. */
export function writeUntag(db: LibraryWriter, tag: string, puzzleIds: readonly number[]): number {
  return db
    .prepare(
      'DELETE FROM puzzle_tags WHERE tag_id = (SELECT id FROM tags WHERE name = ?) AND puzzle_id IN (SELECT value FROM json_each(?))',
    )
    .run(tag, JSON.stringify(puzzleIds)).changes;
}

/** Every tag with how many puzzles carry it. */
export function readTags(db: LibraryReader): { name: string; count: number }[] {
  return db
    .prepare('SELECT t.name, (SELECT count(*) FROM puzzle_tags pt WHERE pt.tag_id = t.id) AS count FROM tags t ORDER BY t.name')
    .all() as { name: string; count: number }[];
}

/** Adds a note to a puzzle; returns the note's id. */
export function writeNote(db: LibraryWriter, puzzleId: number, body: string): number {
  const now = nowIso();
  return Number(
    db.prepare('INSERT INTO notes (puzzle_id, body, created_at, updated_at) VALUES (?, ?, ?, ?)').run(puzzleId, body, now, now)
      .lastInsertRowid,
  );
}
