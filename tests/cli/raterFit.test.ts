/**
 * `patti rater fit` end to end, in-process: the JSON contract, saving the fitted set, a level
 * file instead of a source, and each bad input's message.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSampleDir } from '../../src/main/services/library/sample';
import { runPatti } from './run';

/** Every tenth puzzle of the sample's Sudoku of the Day levels: 150 puzzles, 25 of each level. */
const ROWS = readFileSync(path.join(findSampleDir(), 'sotd-levels.csv'), 'utf8').trim().split(/\r?\n/);
const SITE = [ROWS[0]!, ...ROWS.slice(1).filter((_, index) => index % 10 === 0)].join('\n');

let dir: string;
let db: string;
let siteFile: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'patti-rater-fit-'));
  db = path.join(dir, 'library.db');
  siteFile = path.join(dir, 'site.csv');
  writeFileSync(siteFile, SITE);
  const plain = path.join(dir, 'plain.txt');
  writeFileSync(
    plain,
    ROWS.slice(1, 16)
      .map((row) => row.split(',')[0])
      .join('\n'),
  );
  const single = path.join(dir, 'single.txt');
  writeFileSync(
    single,
    ROWS.slice(300, 320)
      .map((row) => row.split(',')[0])
      .join('\n'),
  );
  for (const args of [
    [siteFile, '--source', 'Site'],
    [plain, '--source', 'Plain'],
    [single, '--source', 'Single', '--level', 'Easy'],
  ]) {
    const run = await runPatti(['db', 'import', ...args, '--db', db]);
    expect(run.code, run.stderr).toBe(0);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fit = (...args: string[]) => runPatti(['rater', 'fit', ...args, '--jobs', '1', '--db', db]);

function expectUsageError(run: { code: number; stderr: string }, words: string): void {
  expect(run.code).toBe(2);
  expect(run.stderr.split('\n')[0]).toBe(`patti rater: ${words}`);
}

describe('patti rater fit', () => {
  it('prints {"values", "spearman", "cvSpearman", "start": {"spearman"}} and saves the fitted set', async () => {
    const run = await fit('--source', 'Site', '--from', 'sotd', '--folds', '3', '--json', '--save', 'site');
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      values: Record<string, number>;
      spearman: number;
      cvSpearman: number;
      start: { spearman: number };
      puzzles: number;
      levels: string[];
    };
    expect(Object.keys(printed).slice(0, 4)).toEqual(['values', 'spearman', 'cvSpearman', 'start']);
    expect(Object.keys(printed.values)).toContain('naked-single');
    for (const value of Object.values(printed.values)) expect(value).toBeGreaterThanOrEqual(0);
    for (const figure of [printed.spearman, printed.cvSpearman, printed.start.spearman]) {
      expect(figure).toBeGreaterThan(0.5);
      expect(figure).toBeLessThanOrEqual(1);
    }
    expect(printed.puzzles).toBe(150);
    expect(printed.levels).toEqual(['Beginner', 'Easy', 'Medium', 'Tricky', 'Fiendish', 'Diabolical']);
    const shown = JSON.parse((await runPatti(['rater', 'show', 'site', '--json', '--db', db])).stdout) as {
      techniques: { id: string; value: number }[];
      levels: { name: string }[];
    };
    expect(Object.fromEntries(shown.techniques.map((t) => [t.id, t.value]))).toEqual(printed.values);
    expect(shown.levels.map((level) => level.name)).toEqual(printed.levels);
    expectUsageError(
      await fit('--source', 'Site', '--from', 'sotd', '--folds', '3', '--save', 'site'),
      "a set named 'site' is saved already; add --replace to change it, or choose another name",
    );
  });

  it('prints the values beside the starting ones, and both figures', async () => {
    const run = await fit('--source', 'Site', '--from', 'sotd', '--folds', '3');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      "fit of sotd (fold sum) to the levels of source 'Site': Beginner < Easy < Medium < Tricky < Fiendish < Diabolical",
    );
    expect(run.stdout).toMatch(/\nhidden-pair +1500 +[\d.]+ {2}Hidden pair\n/);
    expect(run.stdout).toMatch(
      /\nSpearman with the level order: start 0\.\d{4}, fitted 0\.\d{4}\ncross-validated \(3 folds, held-out mean\): fitted 0\.\d{4}, start 0\.\d{4}\n/,
    );
  });

  it('fits a file with a level column, starting from a custom set, and says which puzzles it left out', async () => {
    const set = path.join(dir, 'singles.json');
    writeFileSync(
      set,
      JSON.stringify({
        base: 'sotd',
        fold: 'sum',
        techniques: ['naked-single', 'hidden-single-box', 'hidden-single-row', 'hidden-single-column', 'pointing'].map((id, index) => ({
          id,
          value: 100 * (index + 1),
        })),
      }),
    );
    expect((await runPatti(['rater', 'create', 'singles', '--from-file', set, '--db', db])).code).toBe(0);
    const run = await fit('--file', siteFile, '--from', 'custom:singles', '--folds', '2', '--json');
    expect(run.code, run.stderr).toBe(0);
    const printed = JSON.parse(run.stdout) as {
      puzzles: number;
      leftOut: { count: number; reasons: Record<string, number> };
      values: Record<string, number>;
    };
    expect(printed.leftOut.count).toBeGreaterThan(0);
    expect(printed.puzzles + printed.leftOut.count).toBe(150);
    expect(printed.leftOut.reasons).toEqual({ "none of the set's techniques applies before the end": printed.leftOut.count });
    expect(Object.keys(printed.values)).toEqual([
      'naked-single',
      'hidden-single-box',
      'hidden-single-row',
      'hidden-single-column',
      'pointing',
    ]);
    const text = await fit('--file', siteFile, '--from', 'custom:singles', '--folds', '2');
    expect(text.stdout).toContain(
      `left out ${printed.leftOut.count} puzzles: ${printed.leftOut.count} because none of the set's techniques applies before the end`,
    );
  });

  it('names what is wrong with its input', async () => {
    expectUsageError(
      await fit('--source', 'Nowhere', '--from', 'sotd'),
      `no source named 'Nowhere' in ${db} (its sources: 'Plain', 'Single', 'Site')`,
    );
    expectUsageError(
      await fit('--source', 'Plain', '--from', 'sotd'),
      "source 'Plain' has no levels: a fit reproduces a site's levels, so its puzzles need them",
    );
    expectUsageError(
      await fit('--source', 'Single', '--from', 'sotd'),
      "source 'Single' has one level only (Easy): a fit needs at least 2 levels to order",
    );
    expectUsageError(
      await fit('--source', 'Site', '--from', 'sotd', '--folds', '20'),
      'too few puzzles for 20 folds: 150 puzzles give 7 in the smallest fold, and each fold needs 10; use fewer --folds or more puzzles',
    );
    expectUsageError(
      await fit('--source', 'Site', '--from', 'hardest'),
      "unknown starting set 'hardest' (use a preset: se, sukaku, sotd, grader, hodoku, or custom:NAME)",
    );
    expectUsageError(
      await fit('--source', 'Site'),
      'name the starting set: --from PRESET (se, sukaku, sotd, grader, hodoku) or --from custom:NAME',
    );
    expectUsageError(await fit('--from', 'sotd'), 'give the levels to reproduce: --source S (a source of the library) or --file F.csv');
    expectUsageError(
      await fit('--source', 'Site', '--from', 'custom:nosuch'),
      `no custom set 'nosuch' in ${db} (\`patti rater list\` shows the saved ones)`,
    );
    const none = path.join(dir, 'none.json');
    writeFileSync(none, JSON.stringify({ base: 'sotd', fold: 'sum', techniques: [{ id: 'x-wing', value: 1 }] }));
    expect((await runPatti(['rater', 'create', 'xwing', '--from-file', none, '--db', db])).code).toBe(0);
    expectUsageError(
      await fit('--source', 'Site', '--from', 'custom:xwing'),
      'the starting set cannot finish any of the 150 puzzles of source ' +
        "'Site' (none of the set's techniques applies before the end), so there is nothing to fit",
    );
  });
});
