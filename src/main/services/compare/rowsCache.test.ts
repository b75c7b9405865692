import { describe, expect, it } from 'vitest';
import { openLibrary, type LibraryWriter } from '../library/store/db';
import { writeRatings, type RatingRow } from '../library/store/ratings';
import { readCompareRows } from './gatherRows';
import { CompareService } from './compareService';
import { CompareRowsCache } from './rowsCache';

/** Six puzzles of source "site" over levels Easy < Hard, and a seventh in no source yet. */
function library(): LibraryWriter {
  const db = openLibrary(':memory:');
  db.exec(`
    INSERT INTO sources (id, name) VALUES (1, 'site');
    INSERT INTO levels (id, source_id, name, rank) VALUES (1, 1, 'Hard', 1), (2, 1, 'Easy', 0);
  `);
  const puzzle = db.prepare("INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (?, ?, ?, 1, ?, 'now')");
  const provenance = db.prepare("INSERT INTO provenance (puzzle_id, source_id, level_id, givens, imported_at) VALUES (?, 1, ?, ?, 'now')");
  for (let id = 1; id <= 7; id++) {
    const givens = '.'.repeat(80 - String(id).length) + String(id) + '.';
    puzzle.run(id, givens, '1'.repeat(81), givens);
    if (id <= 6) provenance.run(id, id <= 3 ? 2 : 1, givens);
  }
  return db;
}

const rating = (puzzleId: number, rater: string, detail: unknown): RatingRow => ({
  puzzleId,
  rater,
  parameters: '{}',
  engineVersion: '1',
  value: null,
  detail: JSON.stringify(detail),
  computedAt: 'now',
});

describe('CompareRowsCache', () => {
  it('reads everything first, nothing while the library is unchanged, and only the column whose ratings landed', () => {
    const db = library();
    writeRatings(
      db,
      [1, 2, 3, 4].map((id) => rating(id, 'se', { er: id })),
    );
    const cache = new CompareRowsCache(db);
    const selection = { sources: ['site'] };
    const first = cache.rows(selection);
    expect(cache.lastRead).toBe('all');
    expect(first.table.values.se).toEqual([1, 2, 3, 4, null, null]);
    expect(cache.rows(selection)).toBe(first);
    expect(cache.lastRead).toEqual([]);

    writeRatings(
      db,
      [1, 5].map((id) => rating(id, 'nhc4', { mean: id + 0.5 })),
    );
    const second = cache.rows(selection);
    expect(cache.lastRead).toEqual(['nhc4']);
    expect(second.table.values.nhc4).toEqual([1.5, null, null, null, 5.5, null]);
    expect(second.table.values.se).toBe(first.table.values.se);
    expect(second.table.versions!.rows).toBe(first.table.versions!.rows);
    expect(second.table.versions!.columns.nhc4).not.toBe(first.table.versions!.columns.nhc4);
    expect(second.table.versions!.columns.se).toBe(first.table.versions!.columns.se);

    // A rating replaced with another number is a change too.
    writeRatings(db, [rating(2, 'se', { er: 9 })]);
    expect(cache.rows(selection).table.values.se).toEqual([1, 9, 3, 4, null, null]);
    expect(cache.lastRead).toEqual(['se']);
  });

  it('reads everything again when the rows change, and always agrees with a fresh read', () => {
    const db = library();
    const cache = new CompareRowsCache(db);
    const selection = { sources: ['site'] };
    const before = cache.rows(selection);
    db.prepare(
      "INSERT INTO provenance (puzzle_id, source_id, level_id, givens, imported_at) SELECT 7, 1, 1, givens, 'now' FROM puzzles WHERE id = 7",
    ).run();
    const after = cache.rows(selection);
    expect(cache.lastRead).toBe('all');
    expect(after.table.ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(after.table.versions!.rows).not.toBe(before.table.versions!.rows);
    db.prepare("UPDATE levels SET name = 'Tough' WHERE id = 1").run();
    const renamed = cache.rows(selection);
    expect(cache.lastRead).toBe('all');
    const { versions: _versions, ...table } = renamed.table;
    expect({ ...renamed, table }).toEqual(readCompareRows(db, selection));
  });
});

describe('the parameter set read', () => {
  it('is the one that rates most of the selection, even when another has more ratings in the library', () => {
    const db = library();
    // Runs 1 rates puzzles 1–3 and 7 (not in the source), runs 50 rates 3–6: as many ratings each, runs 1 first by name,
    // but runs 50 rates more of the selection.
    writeRatings(
      db,
      [1, 2, 3, 7].map((id) => ({ ...rating(id, 'nhc4', { mean: id }), parameters: '{"runs":1}' })),
    );
    writeRatings(
      db,
      [2, 3, 4, 5, 6].map((id) => ({ ...rating(id, 'nhc4', { mean: 10 * id }), parameters: '{"runs":50}' })),
    );
    db.prepare("DELETE FROM ratings WHERE rater = 'nhc4' AND parameters = '{\"runs\":50}' AND puzzle_id = 2").run();
    const view = new CompareRowsCache(db).rows({ sources: ['site'] });
    expect(view.table.values.nhc4).toEqual([null, null, 30, 40, 50, 60]);
    expect(view.ratings.find((r) => r.rater === 'nhc4')).toEqual({ rater: 'nhc4', parameters: '{"runs":50}', rated: 4 });
    const asked = new CompareRowsCache(db).rows({ sources: ['site'], parameters: { nhc4: '{"runs":1}' } });
    expect(asked.table.values.nhc4).toEqual([1, 2, 3, null, null, null]);
    expect(readCompareRows(db, { sources: ['site'] }).table.values.nhc4).toEqual(view.table.values.nhc4);
  });
});

describe('the puzzles behind a chart element', () => {
  it("lists a source's, a level's and a crosstab cell's puzzles in row order, on the scale asked for", async () => {
    const db = library();
    writeRatings(
      db,
      [1, 2, 3, 4, 5, 6].map((id) => rating(id, 'nhc4', { mean: [2, 5, 8, 3, 7, 9][id - 1] })),
    );
    const service = new CompareService(db, '/nonexistent/library.db');
    const selection = { sources: ['site'] };
    expect(service.puzzles({ selection, source: 'site' })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(service.puzzles({ selection, source: 'site', level: 'Hard' })).toEqual([4, 5, 6]);
    // The Project Patti paper's cut points 3.48 and 6.52; a scale given whole moves them.
    expect(service.puzzles({ selection, source: 'site', level: 'Hard', category: 'hard' })).toEqual([5, 6]);
    expect(
      service.puzzles({ selection, source: 'site', level: 'Easy', category: 'medium', scale: { metric: 'nhc4', cutPoints: [1, 6] } }),
    ).toEqual([1, 2]);
    expect(service.puzzles({ selection, source: 'nowhere' })).toEqual([]);
    await service.close();
  });
});

describe('the scatter and the lists, from the rows the service keeps', () => {
  it('draws the scatter, finds the puzzles near a spot and lists picked ones hardest first, after ratings land too', async () => {
    const db = library();
    writeRatings(
      db,
      [1, 2, 3, 4, 5, 6].map((id) => rating(id, 'nhc4', { mean: [2, 5, 8, 3, 7, 9][id - 1] })),
    );
    writeRatings(
      db,
      [1, 2, 3, 4, 5].map((id) => rating(id, 'se', { er: id + 0.5 })),
    );
    const service = new CompareService(db, '/nonexistent/library.db');
    const selection = { sources: ['site'] };
    const scatter = service.scatter({ selection, x: 'nhc4' });
    expect(scatter).toMatchObject({ x: 'nhc4', y: 'se', total: 5, bounds: { xMin: 2, xMax: 8, yMin: 1.5, yMax: 5.5 } });
    expect(scatter.series.map((series) => [series.level, series.ids, series.x, series.y])).toEqual([
      ['Easy', [1, 2, 3], [2, 5, 8], [1.5, 2.5, 3.5]],
      ['Hard', [4, 5], [3, 7], [4.5, 5.5]],
    ]);
    expect(service.near({ selection, x: 'nhc4', y: 'se', at: { x: 7.2, y: 5.4 }, radius: { x: 1, y: 1 } })).toEqual([5]);
    expect(service.near({ selection, x: 'nhc4', y: 'se', at: { x: 2.5, y: 2 }, radius: { x: 3, y: 1 } })).toEqual([1, 2]);
    const listed = service.list({ selection, ids: [1, 2, 6], metric: 'se' });
    expect(listed.count).toBe(3);
    expect(listed.puzzles.map((entry) => [entry.facts.id, entry.facts.level, entry.value])).toEqual([
      [2, 'Easy', 2.5],
      [1, 'Easy', 1.5],
      [6, 'Hard', null],
    ]);
    writeRatings(db, [rating(6, 'se', { er: 9 })]);
    expect(service.list({ selection, ids: [1, 2, 6], metric: 'se', limit: 1 }).puzzles.map((entry) => entry.facts.id)).toEqual([6]);
    expect(service.scatter({ selection, x: 'nhc4', y: 'se' }).total).toBe(6);
    await service.close();
  });
});
