/**
 * What to print from the library beyond a collection: chosen ids, a rating range and a
 * universal category, through the app's print methods and `patti print`, read back from PDFs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeScale } from '../../src/main/services/compare/scaleStore';
import { openLibrary } from '../../src/main/services/library/store/db';
import { writeRatings } from '../../src/main/services/library/store/ratings';
import { PrintApi } from '../../src/main/services/print/printApi';
import { parsePrintSetInput } from '../../src/shared/printInput';
import { runPatti } from '../cli/run';
import { digitsOf, pdfInfo, pdfPageText } from './pdfReader';

const SAMPLE = path.join(import.meta.dirname, '..', '..', 'resources', 'sample', 'se-bands.csv');
const samplePuzzles = fs
  .readFileSync(SAMPLE, 'utf8')
  .split('\n')
  .map((line) => line.split(',')[0]!.trim())
  .filter((puzzle) => puzzle.length === 81);

/** SE of puzzles 1..6 as the imported file gives it. */
const SE = [6.5, 7.0, 8.2, 9.0, 9.5, 7.5];
/**
 * NHC-4 means of puzzles 1..5 (6 is unrated), on both sides of the Project Patti paper's cut points 3.48 and
 * 6.52: the Project Patti paper's bins are Easy [.., 3.48), Medium [3.48, 6.52), Hard [6.52, ..].
 */
const NHC4 = [1.5, 3.47, 3.48, 6.51, 6.52];

let dir: string;
let db: string;
let api: PrintApi;
const givensOf = (id: number): string => digitsOf(samplePuzzles[id - 1]!);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-print-selection-'));
  const csv = path.join(dir, 'puzzles.csv');
  fs.writeFileSync(csv, ['puzzle,SE', ...samplePuzzles.slice(0, 6).map((puzzle, index) => `${puzzle},${SE[index]}`)].join('\n') + '\n');
  db = path.join(dir, 'lib.db');
  expect((await runPatti(['db', 'import', csv, '--db', db, '--source', 'Bands'])).code).toBe(0);
  const library = openLibrary(db);
  writeRatings(
    library,
    NHC4.map((mean, index) => ({
      puzzleId: index + 1,
      rater: 'nhc4',
      parameters: '{"runs":1}',
      engineVersion: 'test',
      value: mean,
      detail: JSON.stringify({ mean, median: mean, sd: 0, min: mean, max: mean, runs: 1 }),
      computedAt: '2026-01-01T00:00:00Z',
    })),
  );
  writeScale(db, { name: 'tight', metric: 'nhc4', cutPoints: [2, 4] });
  api = new PrintApi(library, db);
});

const printedIds = (puzzles: readonly { givens: string }[]): number[] =>
  puzzles.map((puzzle) => samplePuzzles.findIndex((line) => digitsOf(line) === digitsOf(puzzle.givens)) + 1);

describe('the print methods choose', () => {
  it('chosen ids in the order chosen, and name ids the library lacks', () => {
    expect(printedIds(api.puzzles({ selection: { ids: [5, 2, 3] }, options: {} }).puzzles)).toEqual([5, 2, 3]);
    expect(() => api.puzzles({ selection: { ids: [2, 99, 100] }, options: {} })).toThrow('the library has no puzzles with id 99, 100');
    expect(() => api.puzzles({ selection: { ids: [77] }, options: {} })).toThrow('the library has no puzzle with id 77');
  });

  it('a rating range, both ends included', () => {
    const range = { filter: { ratings: [{ rater: 'SE', external: true, min: 7, max: 9 }] } };
    expect(printedIds(api.puzzles({ selection: range, options: {} }).puzzles)).toEqual([2, 3, 4, 6]);
  });

  it("a universal category on the Project Patti paper's scale: half-open bins, unrated puzzles left out", () => {
    const bin = (category: 'easy' | 'medium' | 'hard'): number[] =>
      printedIds(api.puzzles({ selection: { filter: {}, category }, options: {} }).puzzles);
    expect(bin('easy')).toEqual([1, 2]);
    expect(bin('medium')).toEqual([3, 4]);
    expect(bin('hard')).toEqual([5]);
  });

  it('a category on a saved scale, together with other filters', () => {
    const selection = { filter: { ratings: [{ rater: 'SE', external: true, min: 7 }] }, category: 'hard' as const, scale: 'tight' };
    expect(printedIds(api.puzzles({ selection, options: {} }).puzzles)).toEqual([4, 5]);
    expect(() => api.puzzles({ selection: { ...selection, scale: 'nope' }, options: {} })).toThrow(
      "no universal scale named 'nope' (there are: paper, tight)",
    );
  });

  it('and the input parser names a category that is not one', () => {
    const bad = parsePrintSetInput({ selection: { filter: {}, category: 'tricky' } });
    expect(bad.ok || bad.error.message).toBe("expects input.selection.category as one of easy, medium, hard, but got 'tricky'.");
    const withIds = parsePrintSetInput({ selection: { ids: [1], category: 'hard' } });
    expect(withIds.ok || withIds.error.message).toBe('expects input.selection with ids alone: a category narrows a filter.');
    expect(parsePrintSetInput({ selection: { filter: { source: 'Bands' }, category: 'easy', scale: 'tight' } }).ok).toBe(true);
  });
});

describe('patti print chooses', () => {
  it('a rating range with --rating: the PDF holds exactly the puzzles in range', async () => {
    const out = path.join(dir, 'range.pdf');
    const run = await runPatti([
      'print',
      '--db',
      db,
      '--rating',
      'ext:SE=7.0..9.0',
      '--label',
      'number,ext:SE',
      '--per-page',
      '1',
      '--answers',
      'none',
      '--out',
      out,
    ]);
    expect(run).toMatchObject({ code: 0 });
    expect(pdfInfo(out).pages).toBe(4);
    const pages = [1, 2, 3, 4].map((page) => pdfPageText(out, page));
    const expected = [2, 3, 4, 6];
    pages.forEach((text, index) => {
      expect(digitsOf(text)).toContain(givensOf(expected[index]!));
      expect(text).toContain(`SE ${SE[expected[index]! - 1]!.toFixed(1)}\n`);
    });

    const open = path.join(dir, 'open.pdf');
    expect(
      (await runPatti(['print', '--db', db, '--rating', 'ext:SE=9.0..', '--per-page', '1', '--answers', 'none', '--out', open])).code,
    ).toBe(0);
    expect(pdfInfo(open).pages).toBe(2);
  });

  it('a universal category with --category (and --scale), and one line for a bad one', async () => {
    const out = path.join(dir, 'medium.pdf');
    expect((await runPatti(['print', '--db', db, '--category', 'medium', '--per-page', '1', '--answers', 'none', '--out', out])).code).toBe(
      0,
    );
    expect(pdfInfo(out).pages).toBe(2);
    expect(digitsOf(pdfPageText(out, 1))).toContain(givensOf(3));
    expect(digitsOf(pdfPageText(out, 2))).toContain(givensOf(4));

    const tight = path.join(dir, 'tight.pdf');
    expect(
      (
        await runPatti([
          'print',
          '--db',
          db,
          '--category',
          'hard',
          '--scale',
          'tight',
          '--answers',
          'none',
          '--per-page',
          '1',
          '--out',
          tight,
        ])
      ).code,
    ).toBe(0);
    expect(pdfInfo(tight).pages).toBe(2);

    const unknownScale = await runPatti([
      'print',
      '--db',
      db,
      '--category',
      'hard',
      '--scale',
      'nope',
      '--out',
      path.join(dir, 'nope.pdf'),
    ]);
    expect(unknownScale).toMatchObject({ code: 1, stderr: "patti print: no universal scale named 'nope' (there are: paper, tight)\n" });
    const badCategory = await runPatti(['print', '--db', db, '--category', 'tricky', '--out', path.join(dir, 'nope.pdf')]);
    expect(badCategory.code).toBe(2);
    expect(badCategory.stderr).toContain("--category must be one of easy, medium, hard, not 'tricky'");
    expect(fs.existsSync(path.join(dir, 'nope.pdf'))).toBe(false);
  });
});
