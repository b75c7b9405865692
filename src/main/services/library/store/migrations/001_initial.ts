import type { Migration } from './types';

/**
 * The first schema. Every table is STRICT so a wrong type is an error, not a silent
 * conversion. Times are ISO-8601 UTC text; JSON columns are text checked with json_valid.
 */
export const initial: Migration = {
  version: 1,
  name: 'initial schema',
  sql: `
CREATE TABLE puzzles (
  id          INTEGER PRIMARY KEY,
  givens      TEXT    NOT NULL CHECK (length(givens) = 81),
  solution    TEXT    NOT NULL CHECK (length(solution) = 81),
  clue_count  INTEGER NOT NULL CHECK (clue_count BETWEEN 0 AND 81),
  -- the minimal relabelled string over all 3,359,232 geometric transforms (src/core/canonical)
  canonical   TEXT    NOT NULL CHECK (length(canonical) = 81),
  added_at    TEXT    NOT NULL
) STRICT;
CREATE UNIQUE INDEX puzzles_canonical ON puzzles (canonical);
CREATE UNIQUE INDEX puzzles_givens ON puzzles (givens);

-- Other arrangements of a puzzle (rotated, relabelled, ...) that some source published:
-- importing one of them again is a duplicate, not a new isomorph.
CREATE TABLE isomorphs (
  id          INTEGER PRIMARY KEY,
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  givens      TEXT    NOT NULL UNIQUE CHECK (length(givens) = 81),
  added_at    TEXT    NOT NULL
) STRICT;
CREATE INDEX isomorphs_puzzle ON isomorphs (puzzle_id);

CREATE TABLE sources (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL UNIQUE,
  url         TEXT,
  licence     TEXT,
  note        TEXT
) STRICT;

-- A source's own levels ("Easy" < "Diabolical"), ordered by rank within the source.
CREATE TABLE levels (
  id          INTEGER PRIMARY KEY,
  source_id   INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  name        TEXT    NOT NULL,
  rank        INTEGER NOT NULL,
  UNIQUE (source_id, name)
) STRICT;

-- Where a puzzle came from; one puzzle may come from several sources. \`givens\` is the
-- arrangement this source published (differs from puzzles.givens for an isomorph).
CREATE TABLE provenance (
  id           INTEGER PRIMARY KEY,
  puzzle_id    INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  source_id    INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  level_id     INTEGER REFERENCES levels (id) ON DELETE SET NULL,
  published    TEXT,
  external_id  TEXT    NOT NULL DEFAULT '',
  givens       TEXT    NOT NULL CHECK (length(givens) = 81),
  imported_at  TEXT    NOT NULL,
  UNIQUE (puzzle_id, source_id, givens, external_id)
) STRICT;
CREATE INDEX provenance_puzzle ON provenance (puzzle_id);

CREATE TABLE collections (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL UNIQUE,
  description TEXT    NOT NULL DEFAULT '',
  position    INTEGER NOT NULL,
  created_at  TEXT    NOT NULL
) STRICT;

CREATE TABLE collection_puzzles (
  collection_id INTEGER NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  puzzle_id     INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  PRIMARY KEY (collection_id, puzzle_id)
) STRICT;

CREATE TABLE tags (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL UNIQUE
) STRICT;

CREATE TABLE puzzle_tags (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  tag_id      INTEGER NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (puzzle_id, tag_id)
) STRICT;

CREATE TABLE notes (
  id          INTEGER PRIMARY KEY,
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  body        TEXT    NOT NULL,
  created_at  TEXT    NOT NULL,
  updated_at  TEXT    NOT NULL
) STRICT;
CREATE INDEX notes_puzzle ON notes (puzzle_id);

-- Ratings a source published with its puzzles (an import column such as "SE 7.2"), kept as
-- they were given: the text, and its number when it reads as one.
CREATE TABLE external_ratings (
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  source_id   INTEGER NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
  name        TEXT    NOT NULL,
  text        TEXT    NOT NULL,
  value       REAL,
  PRIMARY KEY (puzzle_id, source_id, name)
) STRICT;

-- Patti's own ratings: one per puzzle, rater and parameter set. \`parameters\` is canonical
-- JSON (sorted keys) so equal parameter sets compare equal as text.
CREATE TABLE ratings (
  id             INTEGER PRIMARY KEY,
  puzzle_id      INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  rater          TEXT    NOT NULL,
  parameters     TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(parameters)),
  engine_version TEXT    NOT NULL,
  value          REAL,
  detail         TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(detail)),
  computed_at    TEXT    NOT NULL,
  UNIQUE (puzzle_id, rater, parameters)
) STRICT;

-- Long work (a rate job over thousands of puzzles), committed batch by batch so it resumes.
CREATE TABLE jobs (
  id           INTEGER PRIMARY KEY,
  kind         TEXT    NOT NULL,
  status       TEXT    NOT NULL CHECK (status IN ('pending', 'running', 'paused', 'cancelled', 'done', 'failed')),
  parameters   TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(parameters)),
  total        INTEGER NOT NULL DEFAULT 0,
  done         INTEGER NOT NULL DEFAULT 0,
  failed       INTEGER NOT NULL DEFAULT 0,
  error        TEXT,
  created_at   TEXT    NOT NULL,
  started_at   TEXT,
  finished_at  TEXT
) STRICT;

CREATE TABLE job_items (
  job_id      INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id) ON DELETE CASCADE,
  status      TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
  attempts    INTEGER NOT NULL DEFAULT 0,
  error       TEXT,
  finished_at TEXT,
  PRIMARY KEY (job_id, puzzle_id)
) STRICT;
CREATE INDEX job_items_pending ON job_items (job_id, status);
`,
};
