import type { Migration } from './types';

/**
 * Custom technique sets, saved by name: the set as the JSON `patti rater show --json` prints,
 * and its identity (the hash of its content), which the ratings made with it carry in their
 * engine version, so a set edited after rating shows its earlier ratings as stale.
 */
export const customSets: Migration = {
  version: 10,
  name: 'custom technique sets',
  sql: `
CREATE TABLE custom_sets (
  name        TEXT NOT NULL PRIMARY KEY,
  definition  TEXT NOT NULL,
  identity    TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
) STRICT;
`,
};
