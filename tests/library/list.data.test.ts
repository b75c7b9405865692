import { beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { readSharedLines, sampleEvery } from '../support/data';
import { openLibrary, type LibraryWriter } from '../../src/main/services/library/store/db';
import { makeParametersKey, writeRatings } from '../../src/main/services/library/store/ratings';
import { writeCollectionPuzzles, writeTag } from '../../src/main/services/library/store/curation';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import {
  ListFilterError,
  readPuzzleCount,
  readPuzzleIds,
  readPuzzlePage,
  readPuzzlePageTotal,
} from '../../src/main/services/library/store/list';
import { parseRatingRange } from '../../src/main/services/library/store/listFilter';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';

const kaggle = sampleEvery(readSharedLines('kaggle-radcliffe-5000.csv').slice(1), 50).map((line) => line.split(','));
const royle = sampleEvery(readSharedLines('royle17-49158.txt'), 500);
let db: LibraryWriter;
/** A made-up rating per puzzle id, so expectations can be computed here independently. */
const fakeValue = (id: number): number => (id * 37) % 101;

beforeAll(async () => {
  const dir = makeTempDir();
  db = openLibrary(path.join(dir, 'lib.db'));
  await importPuzzleFile(
    db,
    writeTempFile(dir, 'k.csv', ['puzzle,solution,clues,difficulty,level', ...kaggle.map((row) => row.join(','))]),
    { source: 'Kaggle' },
  );
  await importPuzzleFile(db, writeTempFile(dir, 'r.txt', royle), { source: 'Royle', level: '17' });
  const ids = readPuzzleIds(db);
  writeRatings(
    db,
    ids.map((id) => ({
      puzzleId: id,
      rater: 'fake',
      parameters: makeParametersKey({ runs: 1 }),
      engineVersion: '1',
      value: fakeValue(id),
      detail: JSON.stringify({ steps: id % 7 }),
      computedAt: 'now',
    })),
  );
});

describe('readPuzzlePage and readPuzzleIds', () => {
  it('filters by source and by level', () => {
    expect(readPuzzleCount(db, { source: 'Royle' })).toBe(royle.length);
    expect(readPuzzleCount(db, { source: 'Kaggle' })).toBe(kaggle.length);
    const expert = kaggle.filter((row) => row[4] === 'Expert').length;
    expect(readPuzzleCount(db, { source: 'Kaggle', level: 'Expert' })).toBe(expert);
    expect(readPuzzleCount(db, { level: 'Expert' })).toBe(expert);
    expect(readPuzzleCount(db, { source: 'Nobody' })).toBe(0);
  });

  it('filters by tag and lists a collection in its order', () => {
    const ids = readPuzzleIds(db, { source: 'Royle' });
    writeTag(
      db,
      'odd',
      ids.filter((id) => id % 2 === 1),
    );
    expect(readPuzzleIds(db, { tag: 'odd' })).toEqual(ids.filter((id) => id % 2 === 1));
    const chosen = [ids[5]!, ids[1]!, ids[3]!];
    writeCollectionPuzzles(db, 'mine', chosen);
    expect(readPuzzlePage(db, { collection: 'mine' }).rows.map((row) => row.id)).toEqual(chosen);
    expect(readPuzzlePage(db, { collection: 'mine', tag: 'odd' }).rows.map((row) => row.id)).toEqual(chosen.filter((id) => id % 2 === 1));
  });

  it('filters by rating ranges on the value, on a detail path and on external ratings', () => {
    const all = readPuzzleIds(db);
    expect(readPuzzleIds(db, { ratings: [{ rater: 'fake', min: 10, max: 40 }] })).toEqual(
      all.filter((id) => fakeValue(id) >= 10 && fakeValue(id) <= 40),
    );
    expect(readPuzzleIds(db, { ratings: [{ rater: 'fake', path: '$.steps', min: 3, max: 3 }] })).toEqual(all.filter((id) => id % 7 === 3));
    const hard = kaggle.filter((row) => Number(row[3]) >= 4).length;
    expect(readPuzzleCount(db, { ratings: [{ rater: 'difficulty', external: true, min: 4 }] })).toBe(hard);
    expect(readPuzzleCount(db, { ratings: [parseRatingRange('ext:difficulty=4..')!] })).toBe(hard);
    expect(readPuzzleCount(db, { ratings: [parseRatingRange('fake@steps=3..3')!] })).toBe(all.filter((id) => id % 7 === 3).length);
  });

  it('sorts by a rating with paging', () => {
    const all = readPuzzleIds(db);
    const sorted = [...all].sort((a, b) => fakeValue(b) - fakeValue(a) || b - a);
    const page = readPuzzlePage(db, {}, { sort: { rater: 'fake' }, descending: true, offset: 10, limit: 20 });
    expect(readPuzzlePageTotal(db, {}, { sort: { rater: 'fake' } })).toBe(all.length);
    expect(page.rows.map((row) => row.id)).toEqual(sorted.slice(10, 30));
    expect(page.rows[0]!.sortValue).toBe(fakeValue(sorted[10]!));
    expect(page.rows[0]!.origins).toMatch(/Kaggle|Royle/);
    const seventeen = readPuzzlePage(db, { clues: { max: 17 } }, { sort: { rater: 'fake' }, limit: 1000 }).rows.map((row) => row.id);
    expect(new Set(seventeen)).toEqual(new Set(readPuzzleIds(db, { source: 'Royle' })));
    const bySteps = readPuzzlePage(db, { source: 'Royle' }, { sort: { rater: 'fake', path: '$.steps' }, limit: 5 });
    expect(bySteps.rows.map((row) => row.sortValue)).toEqual([...bySteps.rows.map((row) => row.id % 7)].sort((a, b) => a - b));
  });

  it('explains filters it cannot answer', () => {
    expect(() => readPuzzleIds(db, { ratings: [{ rater: 'fake', path: "$'; DROP TABLE puzzles" }] })).toThrow(ListFilterError);
    writeRatings(db, [
      {
        puzzleId: readPuzzleIds(db)[0]!,
        rater: 'fake',
        parameters: '{"runs":2}',
        engineVersion: '1',
        value: 1,
        detail: '{}',
        computedAt: 'now',
      },
    ]);
    expect(() => readPuzzlePage(db, {}, { sort: { rater: 'fake' } })).toThrow(/several parameter sets/);
    expect(readPuzzlePageTotal(db, {}, { sort: { rater: 'fake', parameters: '{"runs":2}' } })).toBe(1);
    expect(readPuzzlePage(db, {}, { sort: { rater: 'fake', parameters: '{"runs":2}' } }).rows).toHaveLength(1);
  });
});

describe('paging deep into a listing', () => {
  it('gives the same rows far in as near the start, under every filter style', async () => {
    const dir = makeTempDir();
    const big = openLibrary(path.join(dir, 'big.db'));
    await importPuzzleFile(big, writeTempFile(dir, 'r.txt', sampleEvery(readSharedLines('royle17-49158.txt'), 25)), { source: 'Royle' });
    const ids = readPuzzleIds(big);
    writeRatings(
      big,
      ids.map((id) => ({
        puzzleId: id,
        rater: 'fake',
        parameters: '{}',
        engineVersion: '1',
        value: fakeValue(id),
        detail: JSON.stringify({ steps: id % 7 }),
        computedAt: 'now',
      })),
    );
    writeTag(
      big,
      'some',
      ids.filter((id) => id % 3 !== 0),
    );
    const filter = {
      tag: 'some',
      ratings: [
        { rater: 'fake', path: '$.steps', min: 1, max: 6 },
        { rater: 'fake', min: 5 },
      ],
    };
    const expected = ids
      .filter((id) => id % 3 !== 0 && id % 7 >= 1 && fakeValue(id) >= 5)
      .sort((a, b) => fakeValue(a) - fakeValue(b) || a - b);
    // Past 1,000 rows the pages switch from per-row probes to filter sets.
    expect(expected.length).toBeGreaterThan(1_050);
    const paged: number[] = [];
    for (let offset = 0; offset < expected.length + 50; offset += 50) {
      paged.push(...readPuzzlePage(big, filter, { sort: { rater: 'fake' }, offset, limit: 50 }).rows.map((row) => row.id));
    }
    expect(paged).toEqual(expected);
    expect(readPuzzlePageTotal(big, filter, { sort: { rater: 'fake' } })).toBe(expected.length);

    // The same listings page by page through cursors, ascending and descending, by rating and by id.
    const walk = (request: { sort: 'id' | { rater: string }; descending: boolean }, walkFilter: typeof filter | object): number[] => {
      const out: number[] = [];
      let page = readPuzzlePage(big, walkFilter, { ...request, limit: 70 });
      for (;;) {
        out.push(...page.rows.map((row) => row.id));
        if (!page.next) return out;
        page = readPuzzlePage(big, walkFilter, { ...request, limit: 70, after: page.next });
      }
    };
    expect(walk({ sort: { rater: 'fake' }, descending: false }, filter)).toEqual(expected);
    expect(walk({ sort: { rater: 'fake' }, descending: true }, filter)).toEqual([...expected].reverse());
    expect(walk({ sort: 'id', descending: true }, { tag: 'some' })).toEqual(ids.filter((id) => id % 3 !== 0).reverse());
    big.close();
  });
});
