import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ratePuzzle } from '../../src/core/rate/ratePuzzle';
import { findRater } from '../../src/core/rate/registry';
import { CompareService } from '../../src/main/services/compare/compareService';
import { CompareWorkerClient } from '../../src/main/services/compare/compareWorkerClient';
import { scaleFileOf } from '../../src/main/services/compare/scaleStore';
import { makeRatingRows } from '../../src/main/services/jobs/ratingRows';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { importPuzzleFile } from '../../src/main/services/library/import/importFile';
import { makeTempDir, writeTempFile } from '../support/tempLibrary';
import { readSharedLines } from '../support/data';

const kaggle = readSharedLines('kaggle-radcliffe-5000.csv');
const bands = ['Beginner', 'Easy', 'Medium'];
const rows = bands.flatMap((band) => kaggle.filter((line) => line.trim().endsWith(`,${band}`)).slice(0, 4));
const dir = makeTempDir('patti-compare-service-');
const file = path.join(dir, 'library.db');
const db = openLibrary(file);
const service = new CompareService(db, file);

afterAll(async () => {
  await service.close();
  db.close();
});

describe('CompareService', async () => {
  await importPuzzleFile(db, writeTempFile(dir, 'levels.csv', [kaggle[0]!, ...rows]), { source: 'levels' });
  await importPuzzleFile(
    db,
    writeTempFile(
      dir,
      'flat.txt',
      kaggle.slice(100, 104).map((line) => line.split(',')[0]!),
    ),
    { source: 'flat' },
  );
  const se = findRater('se')!;
  const ids = db
    .prepare(
      'SELECT p.puzzle_id AS id, q.givens FROM provenance p JOIN puzzles q ON q.id = p.puzzle_id ' +
        "JOIN sources s ON s.id = p.source_id WHERE s.name = 'levels' ORDER BY p.puzzle_id",
    )
    .all() as { id: number; givens: string }[];
  // Rate all but the first two with SE.
  for (const { id, givens } of ids.slice(2)) {
    const made = makeRatingRows(id, ratePuzzle(givens, ['se']), [se], {}, 'T');
    if (made.ok) writeRatings(db, made.rows);
  }

  it('gathers one row per puzzle and source, with levels in the source order and values read from the ratings', () => {
    const { table, ratings } = service.rows({ sources: ['levels', 'flat'] });
    expect(table.sources).toEqual([
      { name: 'levels', levels: bands },
      { name: 'flat', levels: [] },
    ]);
    expect(table.ids).toHaveLength(rows.length + 4);
    expect(table.values.se!.filter((v) => v !== null)).toHaveLength(rows.length - 2);
    expect(ratings.find((r) => r.rater === 'se')).toEqual({ rater: 'se', parameters: '{}', rated: rows.length - 2 });
  });

  it('answers with problems a person can act on: no levels, missing ratings and the rater that fills them, an unknown source', async () => {
    const { comparison } = await service.statistics({ selection: { sources: ['levels', 'flat', 'nowhere'] }, metric: 'se' });
    const messages = comparison.problems.map((p) => `${p.kind}: ${p.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^ERR_EMPTY: There is no source named nowhere/));
    expect(messages).toContainEqual(expect.stringMatching(/^ERR_NO_LEVELS: flat gives its puzzles no levels/));
    expect(messages).toContainEqual(
      expect.stringMatching(/^ERR_MISSING_RATINGS: SE is not rated for 6 of 16 puzzles: rate them with the SE rater/),
    );
    expect(comparison.sources[0]!.levels.map((level) => level.rated)).toEqual([2, 4, 4]);
  });

  it('refits to agree with a site and saves, lists and deletes the scale beside the library', async () => {
    const refit = await service.refit({ selection: { sources: ['levels'] }, metric: 'se', method: { kind: 'agree', source: 'levels' } });
    if (!('scale' in refit)) throw new Error(refit.message);
    expect(refit.agreement!.grouping.map((g) => g.category)).toEqual(['easy', 'medium', 'hard']);
    const saved = service.saveScale({ name: 'my SE', metric: 'se', cutPoints: refit.scale.cutPoints });
    expect(saved.scales.map((scale) => scale.name)).toEqual(['paper', 'my SE']);
    const { comparison } = await service.statistics({ selection: { sources: ['levels'] }, metric: 'se', scale: 'my SE' });
    expect(comparison.scale.cutPoints).toEqual(refit.scale.cutPoints);
    expect(comparison.sources[0]!.crosstab.total).toBe(rows.length - 2);
    expect(service.deleteScale('my SE').scales.map((scale) => scale.name)).toEqual(['paper']);
  });

  it("keeps the Project Patti paper's scale and says what is wrong when the saved scales cannot be read", () => {
    writeFileSync(scaleFileOf(file), '{ not json');
    const list = service.scales();
    expect(list.scales.map((scale) => scale.name)).toEqual(['paper']);
    expect(list.problem).toMatch(/cannot be read/);
  });

  it('narrows by tag, and names a tag that does not exist', () => {
    expect(service.rows({ sources: ['levels'], tag: 'none such' }).problems[0]!.message).toMatch(/no tag named none such/);
  });
});

describe('CompareService row cache', () => {
  it('gathers again once ratings are written, and not before', async () => {
    const dir2 = makeTempDir('patti-compare-cache-');
    const file2 = path.join(dir2, 'library.db');
    const db2 = openLibrary(file2);
    const service2 = new CompareService(db2, file2);
    await importPuzzleFile(db2, writeTempFile(dir2, 'levels.csv', [kaggle[0]!, ...rows.slice(0, 3)]), { source: 'levels' });
    const first = service2.rows({ sources: ['levels'] });
    expect(service2.rows({ sources: ['levels'] })).toBe(first);
    const { id, givens } = db2.prepare('SELECT id, givens FROM puzzles ORDER BY id LIMIT 1').get() as { id: number; givens: string };
    const made = makeRatingRows(id, ratePuzzle(givens, ['se']), [findRater('se')!], {}, 'T');
    if (made.ok) writeRatings(db2, made.rows);
    const second = service2.rows({ sources: ['levels'] });
    expect(second).not.toBe(first);
    expect(second.table.values.se!.filter((v) => v !== null)).toHaveLength(1);
    await service2.close();
    db2.close();
  });
});

describe('CompareWorkerClient', () => {
  it('turns an error in the worker into a rejected call, and serves the next call', async () => {
    const client = new CompareWorkerClient();
    const table = {
      sources: [{ name: 'A', levels: ['e', 'm', 'h'] }],
      ids: [1, 2, 3],
      source: [0, 0, 0],
      level: [0, 1, 2],
      values: { se: [1, 2, 3] },
    };
    await expect(client.run({ kind: 'statistics', table, options: { metric: 'speed' as 'se' } })).rejects.toThrow(/unknown metric speed/);
    const refit = await client.run({ kind: 'refit', table, metric: 'se', method: { kind: 'tertiles' } });
    expect('scale' in refit && refit.scale.cutPoints).toEqual([2, 3]);
    await client.close();
  });
});
