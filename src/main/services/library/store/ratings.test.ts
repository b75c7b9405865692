import { describe, expect, it } from 'vitest';
import { openLibrary, type LibraryWriter } from './db';
import {
  makeParametersKey,
  readPuzzleIdsNeedingRating,
  readRatingKinds,
  readRatingsOfPuzzle,
  readStaleRatingCount,
  writeRatings,
  type RatingRow,
} from './ratings';

const GIVENS = ['.'.repeat(80) + '1', '.'.repeat(80) + '2', '.'.repeat(80) + '3'];

function libraryWithPuzzles(): { db: LibraryWriter; ids: number[] } {
  const db = openLibrary(':memory:');
  const insert = db.prepare("INSERT INTO puzzle_rows (givens, solution, clue_count, canonical, added_at) VALUES (?, ?, 1, ?, 'now')");
  const ids = GIVENS.map((givens) => Number(insert.run(givens, '1'.repeat(81), givens).lastInsertRowid));
  return { db, ids };
}

function rating(puzzleId: number, fields: Partial<RatingRow> = {}): RatingRow {
  return { puzzleId, rater: 'se', parameters: '{}', engineVersion: '1.0.0', value: 2.5, detail: '{}', computedAt: 'now', ...fields };
}

describe('ratings repository', () => {
  it('writes parameter keys with sorted keys at every depth, dropping undefined', () => {
    expect(makeParametersKey({ seed: 7, runs: 50, set: { b: 1, a: [{ y: 1, x: 2 }] }, skip: undefined })).toBe(
      '{"runs":50,"seed":7,"set":{"a":[{"x":2,"y":1}],"b":1}}',
    );
    expect(makeParametersKey(undefined)).toBe('{}');
  });

  it('keeps one rating per puzzle, rater and parameters: a retried batch replaces, never duplicates', () => {
    const { db, ids } = libraryWithPuzzles();
    writeRatings(db, [rating(ids[0]!), rating(ids[0]!, { parameters: '{"runs":2}' })]);
    writeRatings(db, [rating(ids[0]!, { value: 3.1, engineVersion: '1.1.0' })]);
    const rows = readRatingsOfPuzzle(db, ids[0]!);
    expect(rows.map((row) => [row.parameters, row.value, row.engineVersion])).toEqual([
      ['{"runs":2}', 2.5, '1.0.0'],
      ['{}', 3.1, '1.1.0'],
    ]);
    expect(readRatingKinds(db)).toEqual([
      { rater: 'se', parameters: '{"runs":2}', count: 1 },
      { rater: 'se', parameters: '{}', count: 1 },
    ]);
  });

  it("stores each rating's Compare summary and replaces it with the rating", () => {
    const { db, ids } = libraryWithPuzzles();
    const summaryOf = (rater: string): unknown =>
      (db.prepare('SELECT summary FROM ratings WHERE puzzle_id = ? AND rater = ?').get(ids[0]!, rater) as { summary: unknown }).summary;
    writeRatings(db, [
      rating(ids[0]!, { detail: '{"er":7.2,"ep":1.2}' }),
      rating(ids[0]!, { rater: 'nhc4', value: null, detail: '{"mean":3.5}' }),
      rating(ids[0]!, { rater: 'nishioH', detail: '{"mean":3.5}' }),
    ]);
    expect([summaryOf('se'), summaryOf('nhc4'), summaryOf('nishioH')]).toEqual([7.2, 3.5, null]);
    writeRatings(db, [rating(ids[0]!, { detail: '{"er":8.3}' })]);
    expect(summaryOf('se')).toBe(8.3);
  });

  it('finds puzzles never rated or rated by another engine version (stale)', () => {
    const { db, ids } = libraryWithPuzzles();
    writeRatings(db, [rating(ids[0]!), rating(ids[1]!, { engineVersion: '0.9.0' })]);
    expect(readPuzzleIdsNeedingRating(db, ids, 'se', '{}', '1.0.0')).toEqual([ids[1], ids[2]]);
    expect(readStaleRatingCount(db, 'se', '1.0.0')).toBe(1);
  });

  it('refuses detail that is not JSON', () => {
    const { db, ids } = libraryWithPuzzles();
    expect(() => writeRatings(db, [rating(ids[0]!, { detail: '{oops' })])).toThrow(/CHECK constraint/);
    expect(readRatingsOfPuzzle(db, ids[0]!)).toEqual([]);
  });
});
