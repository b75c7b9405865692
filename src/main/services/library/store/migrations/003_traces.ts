import type { Migration } from './types';

/**
 * The replay cache: a puzzle's logical solve in one technique set, as the workspace draws it
 * (the TraceView JSON), keyed by the givens (so a puzzle typed in, not yet in the library, is
 * cached too), the set and the engine version that computed it. A trace of an older engine
 * version is never read; writing a new one removes the older ones of the same puzzle and set.
 */
export const traces: Migration = {
  version: 3,
  name: 'replay trace cache',
  sql: `
CREATE TABLE traces (
  givens TEXT NOT NULL,
  technique_set TEXT NOT NULL,
  engine_version INTEGER NOT NULL,
  trace TEXT NOT NULL,
  computed_at TEXT NOT NULL,
  PRIMARY KEY (givens, technique_set, engine_version)
) STRICT;
`,
};
