import type { Migration } from './types';

/**
 * What an origin says about a puzzle beyond its id, level and published ratings: a list's
 * name column, a comment, any column the person kept under a name when importing. Rows are
 * staged with their import like the other import tables (migration 4), and readers see them
 * through the `origin_fields` view once the import is published.
 */
export const originFields: Migration = {
  version: 6,
  name: 'named fields of an origin',
  sql: `
CREATE TABLE origin_field_rows (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzle_rows (id) ON DELETE CASCADE,
  source_id   INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  name        TEXT    NOT NULL,
  text        TEXT    NOT NULL,
  import_id   INTEGER,
  PRIMARY KEY (puzzle_id, source_id, name)
) STRICT;
CREATE INDEX origin_field_rows_import ON origin_field_rows (import_id) WHERE import_id IS NOT NULL;
CREATE VIEW origin_fields AS
  SELECT puzzle_id, source_id, name, text FROM origin_field_rows
  WHERE import_id IS NULL OR import_id NOT IN (SELECT id FROM imports WHERE status <> 'published');
`,
};
