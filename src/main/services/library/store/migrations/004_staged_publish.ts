import type { Migration } from './types';

/**
 * Imports publish in batches yet stay all-or-nothing to readers. Every import is a row of
 * `imports`; the rows it writes carry its id, and readers see them only once its status is
 * `published`, which one tiny transaction sets. So the tables the importer writes become
 * `*_rows`, and views under the old names (`puzzles`, `isomorphs`, `provenance`,
 * `external_ratings`) show what readers may see: rows of no import, or of a published one.
 * Every query that reads those names keeps working and never meets half an import.
 * Sources and levels keep their tables; the few lists of them filter on `import_id` themselves.
 * An import left `publishing` by a crash is found when the library is next opened and its rows
 * are removed (see importCleanup.ts). AUTOINCREMENT: an id is never reused, so rows of an old
 * import can never be taken for a new one's.
 */
export const stagedPublish: Migration = {
  version: 4,
  name: 'imports published in batches behind a visibility flag',
  sql: `
CREATE TABLE imports (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  file        TEXT    NOT NULL,
  status      TEXT    NOT NULL CHECK (status IN ('publishing', 'published', 'abandoned')),
  -- who is publishing: a crash is told from a slow import by the process being gone
  pid         INTEGER NOT NULL,
  host        TEXT    NOT NULL,
  started_at  TEXT    NOT NULL,
  heartbeat_at TEXT   NOT NULL,
  finished_at TEXT
) STRICT;
CREATE INDEX imports_unpublished ON imports (id) WHERE status <> 'published';

ALTER TABLE puzzles RENAME TO puzzle_rows;
ALTER TABLE puzzle_rows ADD COLUMN import_id INTEGER;
CREATE INDEX puzzle_rows_import ON puzzle_rows (import_id) WHERE import_id IS NOT NULL;
CREATE VIEW puzzles AS
  SELECT id, givens, solution, clue_count, canonical, added_at FROM puzzle_rows
  WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports WHERE status <> 'published');

ALTER TABLE isomorphs RENAME TO isomorph_rows;
ALTER TABLE isomorph_rows ADD COLUMN import_id INTEGER;
CREATE INDEX isomorph_rows_import ON isomorph_rows (import_id) WHERE import_id IS NOT NULL;
CREATE VIEW isomorphs AS
  SELECT id, puzzle_id, givens, added_at FROM isomorph_rows
  WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports WHERE status <> 'published');

ALTER TABLE provenance RENAME TO provenance_rows;
ALTER TABLE provenance_rows ADD COLUMN import_id INTEGER;
CREATE INDEX provenance_rows_import ON provenance_rows (import_id) WHERE import_id IS NOT NULL;
CREATE VIEW provenance AS
  SELECT id, puzzle_id, source_id, level_id, published, external_id, givens, imported_at FROM provenance_rows
  WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports WHERE status <> 'published');

ALTER TABLE external_ratings RENAME TO external_rating_rows;
ALTER TABLE external_rating_rows ADD COLUMN import_id INTEGER;
CREATE INDEX external_rating_rows_import ON external_rating_rows (import_id) WHERE import_id IS NOT NULL;
CREATE VIEW external_ratings AS
  SELECT puzzle_id, source_id, name, text, value FROM external_rating_rows
  WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports WHERE status <> 'published');

ALTER TABLE sources ADD COLUMN import_id INTEGER;
ALTER TABLE levels ADD COLUMN import_id INTEGER;

-- Plain inserts through the old names (a puzzle saved from the workspace, fixtures) stay
-- visible at once, as before.
CREATE TRIGGER puzzles_insert INSTEAD OF INSERT ON puzzles BEGIN
  INSERT INTO puzzle_rows (id, givens, solution, clue_count, canonical, added_at)
  VALUES (NEW.id, NEW.givens, NEW.solution, NEW.clue_count, NEW.canonical, NEW.added_at);
END;
CREATE TRIGGER isomorphs_insert INSTEAD OF INSERT ON isomorphs BEGIN
  INSERT INTO isomorph_rows (id, puzzle_id, givens, added_at) VALUES (NEW.id, NEW.puzzle_id, NEW.givens, NEW.added_at);
END;
CREATE TRIGGER provenance_insert INSTEAD OF INSERT ON provenance BEGIN
  INSERT INTO provenance_rows (id, puzzle_id, source_id, level_id, published, external_id, givens, imported_at)
  VALUES (NEW.id, NEW.puzzle_id, NEW.source_id, NEW.level_id, NEW.published, ifnull(NEW.external_id, ''), NEW.givens, NEW.imported_at);
END;
CREATE TRIGGER external_ratings_insert INSTEAD OF INSERT ON external_ratings BEGIN
  INSERT INTO external_rating_rows (puzzle_id, source_id, name, text, value) VALUES (NEW.puzzle_id, NEW.source_id, NEW.name, NEW.text, NEW.value);
END;
`,
};
