/** The app's fit (API `fitRating`) on a small library: off the main thread, saved on request, its messages. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPatti } from '../../../../tests/cli/run';
import { parseFitRatingInput } from '../../../shared/fitInput';
import { openLibrary, type LibraryWriter } from '../library/store/db';
import { readCustomSetByName } from '../library/store/customSets';
import { findSampleDir } from '../library/sample';
import { fitRatingToSource } from './fitService';

let dir: string;
let db: LibraryWriter;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-fit-service-'));
  const rows = readFileSync(path.join(findSampleDir(), 'sotd-levels.csv'), 'utf8').trim().split(/\r?\n/);
  const file = path.join(dir, 'site.csv');
  writeFileSync(file, [rows[0]!, ...rows.slice(1).filter((_, index) => index % 12 === 0)].join('\n'));
  const file2 = path.join(dir, 'plain.txt');
  writeFileSync(
    file2,
    rows
      .slice(1, 5)
      .map((row) => row.split(',')[0])
      .join('\n'),
  );
  for (const args of [
    [file, '--source', 'Site'],
    [file2, '--source', 'Plain'],
  ])
    expect((await runPatti(['db', 'import', ...args, '--db', path.join(dir, 'library.db')])).code).toBe(0);
  db = openLibrary(path.join(dir, 'library.db'));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('fitRatingToSource', () => {
  it('fits in a worker thread and saves the fitted set', async () => {
    const view = await fitRatingToSource(db, { source: 'Site', from: 'sotd', folds: 2, save: 'site-fit' });
    expect(view.puzzles).toBe(125);
    expect(view.levels).toEqual(['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical']);
    expect(view.cvSpearman).toBeGreaterThan(0.5);
    expect(view.saved).toBe('custom:site-fit');
    expect(readCustomSetByName(db, 'site-fit')!.set).toEqual(view.set);
  }, 120_000);

  it('says what is wrong', async () => {
    await expect(fitRatingToSource(db, { source: 'Plain', from: 'sotd' })).rejects.toThrow("source 'Plain' has no levels");
    await expect(fitRatingToSource(db, { source: 'Site', from: 'custom:none' })).rejects.toThrow(
      'There is no custom set named none in this library.',
    );
    await expect(fitRatingToSource(db, { source: 'Nowhere', from: 'sotd' })).rejects.toThrow(
      "no source named 'Nowhere' in this library (its sources: 'Plain', 'Site')",
    );
    expect(parseFitRatingInput({ source: 'Site' })).toEqual({
      ok: false,
      error: expect.objectContaining({ message: 'expects input.from, the starting set (a preset or custom:NAME).' }) as unknown,
    });
    expect(parseFitRatingInput({ source: 'Site', from: 'sotd', folds: 1 }).ok).toBe(false);
  });
});
