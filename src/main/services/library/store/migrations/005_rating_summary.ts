import type { Migration } from './types';

/** A number field of the detail, or NULL when the field is text, missing or not a number. */
const number = (path: string): string =>
  `CASE WHEN json_type(detail, '${path}') IN ('integer', 'real') THEN json_extract(detail, '${path}') END`;

/**
 * Each rating's Compare number in a column of its own (`summary`), with a covering index, so the
 * Compare view gathers a rater's numbers for 50,000 puzzles from the index instead of parsing
 * every detail. New ratings get it when written (`ratingSummary` in src/core/compare); this
 * fills it for the ratings already stored, with the same reading of the detail written in SQL as
 * it stood at schema 4 (the migration test checks the two agree on every rater).
 */
export const ratingSummary: Migration = {
  version: 5,
  name: 'rating summary for Compare',
  sql: `
ALTER TABLE ratings ADD COLUMN summary REAL;
UPDATE ratings SET summary = CASE rater
  WHEN 'nhc4' THEN ${number('$.mean')}
  WHEN 'nhc2' THEN ${number('$.mean')}
  WHEN 'cld' THEN ${number('$.shortPct')}
  WHEN 'cost' THEN ${number('$.score')}
  WHEN 'grader' THEN ${number('$.score')}
  WHEN 'se' THEN ${number('$.er')}
  WHEN 'hodoku' THEN ${number('$.score')}
  WHEN 'sisus' THEN ${number('$.refutation')}
  WHEN 'colour' THEN CASE json_extract(detail, '$.colour') WHEN 'green' THEN 0 WHEN 'blue' THEN 1 WHEN 'red' THEN 2 WHEN 'black' THEN 3 END
  WHEN 'alone' THEN CASE WHEN json_type(detail, '$."2"') IN ('true', 'false', 'integer', 'real')
                          AND json_type(detail, '$."3"') IN ('true', 'false', 'integer', 'real')
                          AND json_type(detail, '$."4"') IN ('true', 'false', 'integer', 'real')
                    THEN CASE WHEN json_extract(detail, '$."2"') = 1 THEN 2 WHEN json_extract(detail, '$."3"') = 1 THEN 3
                              WHEN json_extract(detail, '$."4"') = 1 THEN 4 ELSE 5 END END
END;
CREATE INDEX ratings_rater_summary ON ratings (rater, parameters, puzzle_id, summary);
`,
};
