import type { Migration } from './types';

/**
 * A name a person gives a puzzle ("Golden Nugget", "the one from the train"). One per puzzle,
 * written by hand, so it is not staged with an import. A puzzle without one is still called by
 * the `name` field its list gave it (the named classics' file has a name column), read from
 * `origin_fields`; the person's name wins. Only a new table: an existing library keeps every row.
 */
export const puzzleNames: Migration = {
  version: 7,
  name: 'names of puzzles',
  sql: `
CREATE TABLE puzzle_names (
  puzzle_id   INTEGER PRIMARY KEY REFERENCES puzzle_rows (id) ON DELETE CASCADE,
  name        TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  named_at    TEXT    NOT NULL
) STRICT;
CREATE INDEX puzzle_names_name ON puzzle_names (name COLLATE NOCASE);
`,
};
