import type { Migration } from './types';

/**
 * A game of Play kept as it is played, one per library puzzle: the player's digits and pencil
 * marks, the time counted so far, and when it was solved. Leaving the puzzle or restarting the
 * app resumes it; the Library reads which puzzles are in progress and solved from here.
 */
export const playGames: Migration = {
  version: 9,
  name: 'saved games of Play',
  sql: `
CREATE TABLE play_games (
  puzzle_id   INTEGER NOT NULL PRIMARY KEY REFERENCES puzzle_rows (id) ON DELETE CASCADE,
  "values"    TEXT    NOT NULL,
  marks       TEXT    NOT NULL,
  elapsed_ms  INTEGER NOT NULL,
  solved_at   TEXT,
  updated_at  TEXT    NOT NULL
) STRICT;
`,
};
