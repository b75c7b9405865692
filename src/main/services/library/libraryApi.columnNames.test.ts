/**
 * The rating columns are headed in people's words, keep their ids as keys, start a rater's
 * secondary fields hidden, and put the published columns first, before any a rating job adds.
 */
import { expect, it } from 'vitest';
import { LibraryApi, readRatingColumns } from './libraryApi';
import { openLibrary } from './store/db';
import { writeRatings } from './store/ratings';

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

function ratedLibrary(ratings: Record<string, unknown>, parameters = '{}'): ReturnType<typeof openLibrary> {
  const db = openLibrary(':memory:');
  db.prepare("INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (1, ?, ?, 30, ?, 'now')").run(
    PUZZLE,
    SOLUTION,
    PUZZLE,
  );
  db.prepare("INSERT INTO sources (id, name) VALUES (1, 'Le Monde')").run();
  db.prepare("INSERT INTO external_ratings (puzzle_id, source_id, name, text, value) VALUES (1, 1, 'ER', '7.2', 7.2)").run();
  writeRatings(
    db,
    Object.entries(ratings).map(([rater, value]) => ({
      puzzleId: 1,
      rater,
      parameters,
      engineVersion: '1',
      value: typeof value === 'number' ? value : null,
      detail: JSON.stringify(value),
      computedAt: 'now',
    })),
  );
  return db;
}

const NHC = { mean: 2.6, median: 3, sd: 1.14, min: 1, max: 4, runs: 5 };
const CLD = { hist: [28, 55, 47], shortPct: 49.4, mediumPct: 48.81, longPct: 1.79, clauses: 704, variables: 114 };

it('heads each column by name, never by the rater id or field name, and keeps the ids in the keys', () => {
  const columns = readRatingColumns(ratedLibrary({ nhc4: NHC, cld: CLD, se: { er: 7.1, ep: 7.1, ed: 2.3 } }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  expect(byKey.get('nhc4@$.mean')).toMatchObject({ title: 'NHC-4', name: 'Nishio cycles, 4 strategies (NHC-4)' });
  expect(byKey.get('nhc4@$.median')).toMatchObject({ title: 'NHC-4 median', secondary: true });
  expect(byKey.get('cld@$.shortPct')).toMatchObject({ title: 'Short clauses %', name: 'Short clauses (SAT), %' });
  expect(byKey.get('se@$.ep')).toMatchObject({ title: 'SE EP', name: 'SE pearl (EP)' });
  for (const column of columns) {
    expect(column.title).not.toMatch(/nhc4|cld|shortPct|mediumPct|\bse\b/);
    expect(column.name).not.toMatch(/nhc4|cld|shortPct|mediumPct|\bse\b/);
  }
});

it("orders the published ratings, then each rater's main value, then the raters' other fields", () => {
  const columns = readRatingColumns(ratedLibrary({ nhc4: NHC, cld: CLD }));
  expect(columns.map((column) => column.key)).toEqual([
    'ext:ER',
    'nhc4@$.mean',
    'cld@$.shortPct',
    'nhc4@$.median',
    'nhc4@$.sd',
    'nhc4@$.min',
    'nhc4@$.max',
    'cld@$.mediumPct',
    'cld@$.longPct',
    'cld@$.clauses',
    'cld@$.variables',
  ]);
  expect(columns.filter((column) => !column.secondary).map((column) => column.key)).toEqual(['ext:ER', 'nhc4@$.mean', 'cld@$.shortPct']);
  expect(columns.find((column) => column.external)).toMatchObject({ title: 'ER', name: 'ER', description: 'ER as published by Le Monde' });
});

it('shows every number of a rater whose main value is not a number, and a number rating by its rater', () => {
  const columns = readRatingColumns(
    ratedLibrary({ colour: { colour: 'green', greenIndicator: 0, searchLevel: 0, guesses: 2 }, cost: 4200 }),
  );
  const own = columns.filter((column) => !column.external);
  expect(own.map((column) => [column.key, column.title, column.secondary ?? false])).toEqual([
    ['cost', 'Cost', false],
    ['colour@$.guesses', 'Colour guesses', false],
    ['colour@$.searchLevel', 'Colour search level', false],
  ]);
});

it("lists a puzzle's ratings in the raters' order, as the Rate panel does, not by id", () => {
  const db = ratedLibrary({ nhc4: NHC, cld: CLD, cost: 4200 });
  const detail = new LibraryApi({ db, path: ':memory:' }).detail(1);
  expect(detail?.ratings.map((rating) => rating.rater)).toEqual(['cost', 'nhc4', 'cld']);
});
