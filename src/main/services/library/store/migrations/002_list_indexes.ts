import type { Migration } from './types';

/** Indexes that make the library's list filters and rating sorts a range scan. */
export const listIndexes: Migration = {
  version: 2,
  name: 'indexes for list filters',
  sql: `
CREATE INDEX provenance_source_level ON provenance (source_id, level_id, puzzle_id);
CREATE INDEX levels_source_rank ON levels (source_id, rank);
CREATE INDEX collection_puzzles_order ON collection_puzzles (collection_id, position);
CREATE INDEX puzzle_tags_tag ON puzzle_tags (tag_id, puzzle_id);
CREATE INDEX ratings_rater_value ON ratings (rater, parameters, value, puzzle_id);
CREATE INDEX external_ratings_name_value ON external_ratings (name, value, puzzle_id);
CREATE INDEX puzzles_clue_count ON puzzles (clue_count);
`,
};
