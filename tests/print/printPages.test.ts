/**
 * Pages a publisher would print, read back from the PDF with poppler as a reader would see them:
 * grids in equal cells (the gap across within 20 % of the gap down) at every puzzles-a-page
 * setting and paper, no type under 8 pt, "page N of M" footers, puzzle numbers continuous and
 * repeated on the answer pages, ratings written by their scheme ("SE 7.0"), the difficulty word.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPatti } from '../cli/run';
import { pdfFontSizes, pdfInfo, pdfPageText, pdfWords, type PdfWord } from './pdfReader';

const SAMPLE = path.join(import.meta.dirname, '..', '..', 'resources', 'sample', 'se-bands.csv');
const sampleRows = fs
  .readFileSync(SAMPLE, 'utf8')
  .split('\n')
  .map((line) => line.split(',').map((cell) => cell.trim()))
  .filter((row) => row[0]?.length === 81);
const samplePuzzles = sampleRows.map((row) => row[0]!);

let dir: string;
const file = (name: string): string => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-pages-'));
});

async function printSet(name: string, puzzles: readonly string[], args: readonly string[]): Promise<string> {
  const input = file(`${name}.txt`);
  fs.writeFileSync(input, puzzles.join('\n') + '\n');
  const run = await runPatti(['print', input, '--out', file(`${name}.pdf`), ...args]);
  expect(run.code, run.stderr).toBe(0);
  return file(`${name}.pdf`);
}

interface GridBox {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '1' && char <= '9';

/**
 * Where the grids of a puzzle page are, found from their digits: grids are drawn one after the
 * other, givens row by row, so the page's first words are the givens of its puzzles in order.
 * Two givens in different columns give a grid's cell width and left edge; the top is found the
 * same way from rows (up to the constant offset between a word's box and its cell, which cancels
 * out of every gap).
 */
function gridBoxes(words: readonly PdfWord[], puzzles: readonly string[]): GridBox[] {
  let at = 0;
  return puzzles.map((givens) => {
    const cells = [...givens].flatMap((char, index) => (isDigit(char) ? [index] : []));
    const placed = cells.map((index) => {
      const word = words[at++]!;
      expect(word.text).toBe(givens[index]);
      return { column: index % 9, row: Math.floor(index / 9), cx: (word.xMin + word.xMax) / 2, cy: (word.yMin + word.yMax) / 2 };
    });
    const byColumn = [...placed].sort((a, b) => a.column - b.column);
    const left = byColumn[0]!;
    const right = byColumn.at(-1)!;
    const cell = (right.cx - left.cx) / (right.column - left.column);
    const top = [...placed].sort((a, b) => a.row - b.row)[0]!;
    return { x: left.cx - (left.column + 0.5) * cell, y: top.cy - (top.row + 0.5) * cell, size: cell * 9 };
  });
}

/**
 * The numbers printed beside the grids (labels, answer-key numbers): the page's words after its
 * grids' `digitCount` digits, less the footer "page N of M".
 */
function numbersAfterGrids(words: readonly PdfWord[], digitCount: number): number[] {
  const rest = words.slice(digitCount).map((word) => word.text);
  const footer = rest.indexOf('page');
  if (footer >= 0) rest.splice(footer, 4);
  return rest.filter((word) => /^\d+$/.test(word)).map(Number);
}

/** The smallest clear space between grids side by side, and between grids one above the other. */
function gaps(grids: readonly GridBox[]): { across: number; down: number } {
  let across = Infinity;
  let down = Infinity;
  for (const a of grids) {
    for (const b of grids) {
      if (Math.abs(a.y - b.y) < 2 && b.x > a.x + 2) across = Math.min(across, b.x - (a.x + a.size));
      if (Math.abs(a.x - b.x) < 2 && b.y > a.y + 2) down = Math.min(down, b.y - (a.y + a.size));
    }
  }
  return { across, down };
}

describe('grids in equal cells', () => {
  for (const paper of ['a4', 'letter', 'a5']) {
    for (const perPage of [1, 2, 4, 6]) {
      it(`${perPage} a page on ${paper}: gaps across and down within 20 %, grids centred, no type under 8 pt`, async () => {
        const puzzles = samplePuzzles.slice(0, perPage);
        const pdf = await printSet(`cells-${paper}-${perPage}`, puzzles, [
          '--page',
          paper,
          '--per-page',
          String(perPage),
          '--title',
          'Cells',
          '--label',
          'number,level',
        ]);
        const grids = gridBoxes(pdfWords(pdf, 1), puzzles);
        const { width } = { width: Number(/^([\d.]+) x/.exec(pdfInfo(pdf).size)![1]) };
        const left = Math.min(...grids.map((grid) => grid.x));
        const right = Math.max(...grids.map((grid) => grid.x + grid.size));
        // The block of grids is centred across the page (to a point, as poppler's boxes allow).
        expect(Math.abs(left - (width - right))).toBeLessThan(3);
        expect(new Set(grids.map((grid) => Math.round(grid.size))).size).toBe(1);
        if (perPage >= 4) {
          const { across, down } = gaps(grids);
          expect(across).toBeGreaterThan(10);
          expect(Math.abs(across - down) / Math.max(across, down)).toBeLessThanOrEqual(0.2);
        }
        for (let page = 1; page <= pdfInfo(pdf).pages; page++) expect(Math.min(...pdfFontSizes(pdf, page))).toBeGreaterThanOrEqual(8);
      });
    }
  }

  it('refuses a paper too small for the puzzles a page with a clear message', async () => {
    const input = file('small.txt');
    fs.writeFileSync(input, samplePuzzles.slice(0, 6).join('\n') + '\n');
    const run = await runPatti(['print', input, '--out', file('small.pdf'), '--page', 'a5', '--booklet', '--per-page', '6']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/6 puzzles a page do not fit on A5 booklet pages/);
    expect(fs.existsSync(file('small.pdf'))).toBe(false);
  });
});

describe('headers, footers and numbers', () => {
  it('numbers puzzles continuously, repeats the numbers on the answer pages and ends each page with "page N of M"', async () => {
    const puzzles = samplePuzzles.slice(0, 14);
    const pdf = await printSet('numbers', puzzles, ['--per-page', '4', '--title', 'Winter set']);
    const { pages } = pdfInfo(pdf);
    // 14 puzzles at 4 a page, then 14 answer keys at 12 a page.
    expect(pages).toBe(4 + 2);
    const givensCount = (givens: string): number => [...givens].filter(isDigit).length;
    const puzzleNumbersOn = (page: number): number[] => {
      const onPage = puzzles.slice((page - 1) * 4, page * 4);
      return numbersAfterGrids(
        pdfWords(pdf, page),
        onPage.reduce((sum, givens) => sum + givensCount(givens), 0),
      );
    };
    for (let page = 1; page <= pages; page++) {
      const text = pdfPageText(pdf, page);
      expect(text).toContain(`page ${page} of ${pages}`);
      expect(text).toContain('Winter set');
    }
    const puzzleNumbers = [1, 2, 3, 4].flatMap(puzzleNumbersOn);
    expect(puzzleNumbers).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    // Answer pages: every key shows all 81 digits, 12 keys on the first page and 2 on the second.
    const answerNumbers = [numbersAfterGrids(pdfWords(pdf, 5), 12 * 81), numbersAfterGrids(pdfWords(pdf, 6), 2 * 81)].flat();
    expect(answerNumbers).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
  });

  it('puts a cover first: title, subtitle, date and the number of puzzles, unnumbered', async () => {
    const pdf = await printSet('cover', samplePuzzles.slice(0, 5), [
      '--title',
      'Winter set',
      '--cover',
      '--subtitle',
      'Fiendish puzzles',
      '--date',
      '29 November 2026',
    ]);
    const cover = pdfPageText(pdf, 1);
    for (const words of ['Winter set', 'Fiendish puzzles', '29 November 2026', '5 puzzles with answers']) expect(cover).toContain(words);
    expect(cover).not.toMatch(/page \d+ of/);
    expect(pdfPageText(pdf, 2)).toContain('page 1 of 3');
  });
});

describe('labels', () => {
  it('--label se prints "SE <n>.<d>" for every puzzle', async () => {
    // Sample puzzles whose published ER is a whole number, so a value like 2 must still read "2.0".
    const puzzles = sampleRows
      .filter((row) => /^\d+$/.test(row[2] ?? ''))
      .slice(0, 4)
      .map((row) => row[0]!);
    expect(puzzles).toHaveLength(4);
    const pdf = await printSet('se-label', puzzles, ['--per-page', '4', '--label', 'se', '--rate', '--answers', 'none']);
    const words = pdfWords(pdf, 1).map((word) => word.text);
    const labels = words.flatMap((word, index) => (word === 'SE' ? [`SE ${words[index + 1]}`] : []));
    expect(labels).toHaveLength(4);
    for (const label of labels) expect(label).toMatch(/^SE \d+\.\d$/);
  });

  it('--label level prints the level word of every puzzle', async () => {
    const input = file('levels.txt');
    fs.writeFileSync(input, samplePuzzles.slice(0, 4).join('\n') + '\n');
    const db = file('levels.db');
    expect((await runPatti(['db', 'import', input, '--db', db, '--source', 'Weekly', '--level', 'Fiendish'])).code).toBe(0);
    const pdf = file('levels.pdf');
    expect(
      (
        await runPatti([
          'print',
          '--db',
          db,
          '--source',
          'Weekly',
          '--label',
          'level',
          '--per-page',
          '4',
          '--answers',
          'none',
          '--out',
          pdf,
        ])
      ).code,
    ).toBe(0);
    expect(pdfWords(pdf, 1).filter((word) => word.text === 'Fiendish')).toHaveLength(4);
  });
});
