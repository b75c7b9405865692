/**
 * The fit on real levels (docs/custom-ratings.md, "Fit a rating to a site"): the Kaggle set's
 * `level` column and the bundled sample's Sudoku of the Day levels. Fitted from the sotd preset,
 * the cross-validated Spearman must reach at least the preset's own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findSampleDir } from '../../src/main/services/library/sample';
import { sharedDataPath } from '../support/data';
import { runPatti } from './run';

interface Printed {
  readonly spearman: number;
  readonly cvSpearman: number;
  readonly start: { readonly spearman: number; readonly cvSpearman: number };
  readonly puzzles: number;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'patti-fit-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function fitted(args: readonly string[]): Promise<Printed> {
  const run = await runPatti(['rater', 'fit', ...args, '--from', 'sotd', '--json', '--jobs', '2', '--db', path.join(dir, 'library.db')]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Printed;
}

describe('patti rater fit on real levels', () => {
  it("beats the sotd preset on a sample of the Kaggle set's levels", async () => {
    const printed = await fitted(['--file', sharedDataPath('kaggle-radcliffe-5000.csv'), '--limit', '1500']);
    expect(printed.puzzles).toBeGreaterThan(1300);
    expect(printed.cvSpearman).toBeGreaterThanOrEqual(printed.start.spearman);
    expect(printed.cvSpearman).toBeGreaterThanOrEqual(printed.start.cvSpearman);
    expect(printed.spearman).toBeGreaterThan(printed.start.spearman);
  }, 300_000);

  it("keeps up with the sotd preset on the sample's Sudoku of the Day levels, which it made", async () => {
    const imported = await runPatti([
      'db',
      'import',
      path.join(findSampleDir(), 'sotd-levels.csv'),
      '--source',
      'Sudoku of the Day levels',
      '--db',
      path.join(dir, 'library.db'),
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    const printed = await fitted(['--source', 'Sudoku of the Day levels']);
    expect(printed.puzzles).toBe(1500);
    expect(printed.cvSpearman).toBeGreaterThanOrEqual(printed.start.spearman);
  }, 300_000);
});
