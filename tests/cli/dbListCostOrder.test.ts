/**
 * The cost as the Library and `patti db list --sort cost` order it: a puzzle beyond Diabolical
 * (the site's techniques cannot finish it) after every Diabolical puzzle, however little its
 * unfinished solve cost, while the listed cost stays the score itself.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { readPuzzlePage, readRatingValues } from '../../src/main/services/library/store/list';
import { generatePuzzles } from '../support/generatedPuzzles';
import { runPatti } from './run';

/** Cost ratings as the rater stores them, one per puzzle id 1…4. */
const COSTS = [
  { score: 7250, level: 'Beyond Diabolical', needs: 'xy-wing' },
  { score: 53_800, level: 'Diabolical' },
  { score: 6000, level: 'Medium' },
  { score: 21_850, level: 'Diabolical' },
];

async function libraryWithCosts(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-cost-order-'));
  const db = path.join(dir, 'lib.db');
  const file = path.join(dir, 'p.txt');
  fs.writeFileSync(file, `${generatePuzzles(COSTS.length, 29).join('\n')}\n`);
  expect((await runPatti(['db', 'import', file, '--db', db])).code).toBe(0);
  const writer = openLibrary(db);
  const ids = writer.prepare('SELECT id FROM puzzles ORDER BY id').pluck().all() as number[];
  writeRatings(
    writer,
    COSTS.map((cost, index) => ({
      puzzleId: ids[index]!,
      rater: 'cost',
      parameters: '{}',
      engineVersion: '5',
      value: null,
      detail: JSON.stringify({ ...cost, techniques: {} }),
      computedAt: '2026-11-29T00:00:00.000Z',
    })),
  );
  writer.close();
  return db;
}

describe('the cost order', () => {
  it('lists a puzzle beyond Diabolical after every Diabolical one, both ways, and shows its own score', async () => {
    const db = await libraryWithCosts();
    const reader = openLibrary(db);
    const sort = { rater: 'cost', path: '$.score' };
    const ids = reader.prepare('SELECT id FROM puzzles ORDER BY id').pluck().all() as number[];
    const scoreOf = readRatingValues(reader, ids, sort);
    const scores = (descending: boolean): (number | null | undefined)[] =>
      readPuzzlePage(reader, {}, { sort, descending }).rows.map((row) => scoreOf.get(row.id));
    expect(scores(false)).toEqual([6000, 21_850, 53_800, 7250]);
    expect(scores(true)).toEqual([7250, 53_800, 21_850, 6000]);
    // Page after page, the cursor carries on in the same order.
    const first = readPuzzlePage(reader, {}, { sort, limit: 2 });
    const second = readPuzzlePage(reader, {}, { sort, limit: 2, after: first.next });
    expect([...first.rows, ...second.rows].map((row) => scoreOf.get(row.id))).toEqual([6000, 21_850, 53_800, 7250]);
    // A range on the cost reads the same order: at least 15,000 takes the Diabolical ones and the one beyond; up to 25,000 does not take it.
    const within = (min?: number, max?: number): (number | null | undefined)[] =>
      readPuzzlePage(reader, {
        ratings: [{ ...sort, ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }],
      }).rows.map((row) => scoreOf.get(row.id));
    expect(within(15_000)).toEqual(expect.arrayContaining([21_850, 53_800, 7250]));
    expect(within(15_000)).toHaveLength(3);
    expect(within(undefined, 25_000).sort((a, b) => a! - b!)).toEqual([6000, 21_850]);
    reader.close();
  });

  it('orders `patti db list --sort cost` the same way', async () => {
    const db = await libraryWithCosts();
    const listed = await runPatti(['db', 'list', '--sort', 'cost', '--db', db]);
    expect(listed.code).toBe(0);
    const keys = listed.stdout
      .trim()
      .split('\n')
      .map((line) => Number(line.split('\t').at(-1)));
    expect(keys.slice(0, 3)).toEqual([6000, 21_850, 53_800]);
    // The last is beyond Diabolical, listed by the number it sorts by: past any solved cost, 7250 on.
    expect(keys[3]).toBeGreaterThan(53_800);
    expect(keys[3]! % 1_000_000).toBe(7250);
    const descending = await runPatti(['db', 'list', '--sort', 'cost', '--desc', '--db', db]);
    expect(
      descending.stdout
        .trim()
        .split('\n')
        .map((line) => Number(line.split('\t').at(-1))),
    ).toEqual([...keys].reverse());
  });
});
