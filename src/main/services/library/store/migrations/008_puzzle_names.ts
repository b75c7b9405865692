import type { Migration } from './types';

/**
 * A name a person gives a puzzle ("Golden Nugget", "the one from the train"). One per puzzle,
 * written by hand, so it is not staged with an import. A puzzle without one is still called by
 * the `name` field its list gave it, read from `origin_fields`; the name here wins.
 * The sample library's named classics keep their names as the ids of their source (its file's
 * `name` column); a library built before this migration gets them as names, as a new sample
 * library does when it is built (sample.ts). Otherwise only a new table: every row is kept.
 */
export const puzzleNames: Migration = {
  version: 8,
  name: 'names of puzzles',
  sql: `
CREATE TABLE puzzle_names (
  puzzle_id   INTEGER PRIMARY KEY REFERENCES puzzle_rows (id) ON DELETE CASCADE,
  name        TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  named_at    TEXT    NOT NULL
) STRICT;
CREATE INDEX puzzle_names_name ON puzzle_names (name COLLATE NOCASE);
INSERT OR IGNORE INTO puzzle_names (puzzle_id, name, named_at)
  SELECT pr.puzzle_id, min(pr.external_id), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM provenance pr JOIN sources s ON s.id = pr.source_id
  WHERE s.name = 'Named classics' AND pr.external_id <> '' AND length(pr.external_id) <= 200 GROUP BY pr.puzzle_id;
`,
};
