import { afterEach, describe, expect, it } from 'vitest';
import { openLibrary, type LibraryWriter } from '../library/store/db';
import { readCompareRows } from './gatherRows';
import { CompareService } from './compareService';
import { CompareRowsCache } from './rowsCache';

/**
 * Two levelled sources and one without levels: "daily" published a cost for puzzles 1–4 (puzzle
 * 4 is daily's and weekly's, and weekly published its own cost for it), "weekly" a grade for 4–6.
 */
function library(): LibraryWriter {
  const db = openLibrary(':memory:');
  db.exec(`
    INSERT INTO sources (id, name) VALUES (1, 'daily'), (2, 'weekly'), (3, 'loose');
    INSERT INTO levels (id, source_id, name, rank) VALUES (1, 1, 'Easy', 0), (2, 1, 'Hard', 1), (3, 2, 'Gentle', 0), (4, 2, 'Tough', 1);
  `);
  const puzzle = db.prepare("INSERT INTO puzzles (id, givens, solution, clue_count, canonical, added_at) VALUES (?, ?, ?, 1, ?, 'now')");
  const provenance = db.prepare("INSERT INTO provenance (puzzle_id, source_id, level_id, givens, imported_at) VALUES (?, ?, ?, ?, 'now')");
  const external = db.prepare('INSERT INTO external_ratings (puzzle_id, source_id, name, text, value) VALUES (?, ?, ?, ?, ?)');
  const givensOf = (id: number): string => '.'.repeat(80 - String(id).length) + String(id) + '.';
  for (let id = 1; id <= 7; id++) puzzle.run(id, givensOf(id), '1'.repeat(81), givensOf(id));
  for (const [id, source, level] of [
    [1, 1, 1],
    [2, 1, 1],
    [3, 1, 2],
    [4, 1, 2],
    [4, 2, 3],
    [5, 2, 3],
    [6, 2, 4],
    [7, 3, null],
  ] as const)
    provenance.run(id, source, level, givensOf(id));
  for (const [id, value] of [
    [1, 100],
    [2, 150],
    [3, 900],
    [4, 1000],
  ] as const)
    external.run(id, 1, 'cost', String(value), value);
  external.run(4, 2, 'cost', '7', 7);
  for (const [id, value] of [
    [4, 1.5],
    [5, 2],
    [6, 3.25],
  ] as const)
    external.run(id, 2, 'grade', String(value), value);
  external.run(7, 3, 'cost', 'n/a', null);
  return db;
}

let db: LibraryWriter | undefined;
afterEach(() => db?.close());

describe('published columns as Compare metrics', () => {
  it("gathers each column, a row taking its own source's value, else another selected source's", () => {
    db = library();
    const { table } = readCompareRows(db, { sources: ['daily', 'weekly'] });
    // Rows: daily 1–4, weekly 4–6.
    expect(table.ids).toEqual([1, 2, 3, 4, 4, 5, 6]);
    expect(table.values['ext:cost']).toEqual([100, 150, 900, 1000, 7, null, null]);
    expect(table.values['ext:grade']).toEqual([null, null, null, 1.5, 1.5, 2, 3.25]);
    expect(table.published).toEqual([
      { id: 'ext:cost', column: 'cost', sources: ['daily', 'weekly'], discrete: false, whole: true },
      { id: 'ext:grade', column: 'grade', sources: ['weekly'], discrete: false, whole: false },
    ]);
  });
  it('keeps a column only its own sources published: none from a source not selected', () => {
    db = library();
    const { table } = readCompareRows(db, { sources: ['daily'] });
    expect(table.published!.map((column) => column.id)).toEqual(['ext:cost']);
    expect(table.values['ext:grade']).toBeUndefined();
  });
  it('reads a published column again when its values change, and the cached table equals a fresh read', () => {
    db = library();
    const cache = new CompareRowsCache(db);
    const selection = { sources: ['daily', 'weekly'] };
    cache.rows(selection);
    db.prepare("UPDATE external_rating_rows SET value = 200 WHERE puzzle_id = 2 AND name = 'cost'").run();
    const again = cache.rows(selection);
    expect(cache.lastRead).toEqual(['ext:cost']);
    expect(again.table.values['ext:cost']![1]).toBe(200);
    const { versions: _versions, ...cached } = again.table;
    expect(cached).toEqual(readCompareRows(db, selection).table);
  });
  it('lists the sources with levels and every metric, published ones named after column and sources', async () => {
    db = library();
    const service = new CompareService(db, ':memory:');
    try {
      const list = service.metrics({});
      expect(list.sources).toEqual(['daily', 'weekly']);
      expect(list.puzzles).toBe(6);
      expect(list.metrics.find((metric) => metric.id === 'nhc4')).toMatchObject({
        name: 'Nishio cycles, 4 strategies (NHC-4)',
        short: 'NHC-4',
        rater: 'nhc4',
        rated: 0,
      });
      expect(list.metrics.find((metric) => metric.id === 'ext:cost')).toMatchObject({
        name: 'cost, as published by daily, weekly',
        short: 'cost (published)',
        publishedBy: ['daily', 'weekly'],
        rated: 4,
        harderWhen: 'higher',
      });
      expect(list.metrics.find((metric) => metric.id === 'ext:cost')!.rater).toBeUndefined();
      expect(
        service
          .metrics({ sources: ['weekly'] })
          .metrics.filter((metric) => metric.publishedBy)
          .map((metric) => metric.id),
      ).toEqual(['ext:cost', 'ext:grade']);
      const statistics = await service.statistics({ selection: { sources: ['daily'] }, metric: 'ext:cost' });
      expect(statistics.comparison.ladder.map((row) => [row.level, row.median])).toEqual([
        ['Easy', 125],
        ['Hard', 950],
      ]);
    } finally {
      await service.close();
    }
  });
});
