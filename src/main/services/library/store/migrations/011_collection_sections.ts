import type { Migration } from './types';

/**
 * The section of a puzzle book a collection's puzzle is printed in ("Easy", "Hard"): a book is
 * generated into one collection, and Print opens each section on a new page with its heading.
 * Null for the puzzles of an ordinary collection. Only a new column: every row is kept.
 */
export const collectionSections: Migration = {
  version: 11,
  name: 'sections of a collection',
  sql: `
ALTER TABLE collection_puzzles ADD COLUMN section TEXT CHECK (section IS NULL OR length(section) BETWEEN 1 AND 200);
`,
};
