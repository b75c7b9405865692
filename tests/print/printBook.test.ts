/**
 * `patti book` read back from its PDF with poppler: each section opens on a fresh page under its
 * heading, the other pages carry the section in their running header, every page ends "page N
 * of M", puzzle numbers run on through the sections and are repeated on the answer pages, and the
 * library keeps the book as one collection whose puzzles remember their section. Bad input gets
 * a message naming what is wrong.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLibraryReader } from '../../src/main/services/library/store/db';
import { runPatti } from '../cli/run';
import { pdfInfo, pdfPageText, pdfWords } from './pdfReader';

let dir: string;
const file = (name: string): string => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'patti-book-'));
});

/** The collection's puzzles in order with their sections, as the library keeps them. */
function readBook(db: string, collection: string): { givens: string; section: string | null }[] {
  const reader = openLibraryReader(db);
  try {
    return reader
      .prepare(
        `SELECT p.givens, cp.section FROM collection_puzzles cp JOIN puzzles p ON p.id = cp.puzzle_id
         WHERE cp.collection_id = (SELECT id FROM collections WHERE name = ?) ORDER BY cp.position`,
      )
      .all(collection) as { givens: string; section: string | null }[];
  } finally {
    reader.close();
  }
}

const givensCount = (givens: string): number => [...givens].filter((char) => char >= '1' && char <= '9').length;

/** The words drawn after a page's grids (headings, labels, footer), the grids' digits skipped. */
const wordsAfterGrids = (pdf: string, page: number, digits: number): string[] =>
  pdfWords(pdf, page)
    .slice(digits)
    .map((word) => word.text);

/** The numbers among those words, the footer's "page N of M" left out. */
function labelNumbers(words: readonly string[]): number[] {
  const rest = [...words];
  const footer = rest.indexOf('page');
  if (footer >= 0) rest.splice(footer, 4);
  return rest.filter((word) => /^\d+$/.test(word)).map(Number);
}

describe('patti book', () => {
  let pdf: string;
  let db: string;
  let stderr: string;

  beforeAll(async () => {
    pdf = file('F.pdf');
    db = file('library.db');
    const run = await runPatti([
      'book',
      '--section',
      'Easy=universal:easy*6',
      '--section',
      'Hard=universal:hard*6',
      '--seed',
      '3',
      '--per-page',
      '4',
      '--answers',
      'end',
      '--out',
      pdf,
      '--db',
      db,
    ]);
    expect(run.code, run.stderr).toBe(0);
    stderr = run.stderr;
  }, 120_000);

  it('keeps the book in one new collection whose puzzles remember their section', () => {
    const book = readBook(db, 'Book');
    expect(book.map((puzzle) => puzzle.section)).toEqual([...Array(6).fill('Easy'), ...Array(6).fill('Hard')]);
    expect(new Set(book.map((puzzle) => puzzle.givens)).size).toBe(12);
  });

  it('reports its progress on stderr, section by section', () => {
    expect(stderr).toMatch(/progress: attempts=\d+ made=\d+ rate=[\d.]+\/s.* section=Easy/);
    expect(stderr).toMatch(/section=Hard \(6 of 6\)/);
  });

  it('opens each section on a fresh page under its heading, numbers every page and repeats the numbers on the answers', () => {
    const book = readBook(db, 'Book');
    // 6 Easy at 4 a page take pages 1-2, Hard starts afresh on page 3 (pages 3-4), answers on 5.
    expect(pdfInfo(pdf).pages).toBe(5);
    const pages = [book.slice(0, 4), book.slice(4, 6), book.slice(6, 10), book.slice(10, 12)];
    const numbers: number[] = [];
    pages.forEach((onPage, at) => {
      const page = at + 1;
      const words = wordsAfterGrids(
        pdf,
        page,
        onPage.reduce((sum, puzzle) => sum + givensCount(puzzle.givens), 0),
      );
      const section = onPage[0]!.section!;
      // A section's opening page leads with its heading; its next page names it in the running header.
      expect(words[0], `page ${page}`).toBe(section);
      expect(words.filter((word) => word === section)).toHaveLength(1);
      expect(pdfPageText(pdf, page)).toContain(`page ${page} of 5`);
      numbers.push(...labelNumbers(words));
    });
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    const answers = pdfPageText(pdf, 5);
    expect(answers).toContain('Answers');
    expect(answers).toContain('page 5 of 5');
    expect(labelNumbers(wordsAfterGrids(pdf, 5, 12 * 81))).toEqual(numbers);
  });

  it('is found whole by pdftotext: the headings, "page 1 of" and every label', () => {
    const text = Array.from({ length: 5 }, (_, index) => pdfPageText(pdf, index + 1)).join('\n');
    for (const words of ['Easy', 'Hard', 'page 1 of']) expect(text).toContain(words);
  });

  it('prints the section as the difficulty word with --label level, and the title in the running header', async () => {
    const out = file('titled.pdf');
    const run = await runPatti([
      'book',
      '--section',
      'Gentle=universal:easy*5',
      '--section',
      'Tough=universal:medium*1',
      '--seed',
      '4',
      '--per-page',
      '4',
      '--label',
      'number,level',
      '--title',
      'Weekend',
      '--cover',
      '--out',
      out,
      '--db',
      db,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(readBook(db, 'Weekend')).toHaveLength(6);
    const cover = pdfPageText(out, 1);
    expect(cover).toContain('Weekend');
    expect(cover).toContain('Gentle: 5');
    expect(pdfPageText(out, 2)).toMatch(/1 · Gentle/);
    expect(pdfPageText(out, 3)).toContain('Weekend · Gentle');
    expect(pdfPageText(out, 4)).toMatch(/6 · Tough/);
  }, 120_000);
});

describe('patti book refuses bad input with a clear message', () => {
  const book = (...args: string[]) => runPatti(['book', '--out', file('bad.pdf'), '--db', file('bad.db'), ...args]);

  it('a malformed section, named with the form it should take', async () => {
    const run = await book('--section', 'Easy universal:easy 20');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("the section 'Easy universal:easy 20' is not of the form NAME=TARGET*COUNT");
  });

  it('an empty section', async () => {
    const run = await book('--section', 'Easy=universal:easy*3', '--section', 'Hard=universal:hard*0');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("section 'Hard' is empty");
  });

  it('an unknown target, with the section it is in', async () => {
    const run = await book('--section', 'Easy=universal:ezy*3');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("section 'Easy': 'universal:ezy' is not a valid universal target");
  });

  it('no section at all', async () => {
    const run = await book();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('a book needs at least one section');
  });

  it('a collection name already taken, before anything is generated', async () => {
    const taken = file('taken.db');
    const first = await runPatti([
      'book',
      '--section',
      'Easy=universal:easy*1',
      '--seed',
      '1',
      '--collection',
      'Mine',
      '--out',
      file('taken.pdf'),
      '--db',
      taken,
    ]);
    expect(first.code, first.stderr).toBe(0);
    const run = await runPatti([
      'book',
      '--section',
      'Easy=universal:easy*1',
      '--collection',
      'Mine',
      '--out',
      file('taken.pdf'),
      '--db',
      taken,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("there is already a collection 'Mine'");
    expect(run.stderr).not.toContain('progress:');
  });

  it('a paper too small for the puzzles a page', async () => {
    const run = await book('--section', 'Easy=universal:easy*3', '--page', 'a5', '--booklet', '--per-page', '6');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/6 puzzles a page do not fit on A5 booklet pages/);
    expect(fs.existsSync(file('bad.db'))).toBe(false);
  });

  it('a target not met in its budget: the book is made with the sections that could be, and says which could not', async () => {
    const out = file('short.pdf');
    const run = await runPatti([
      'book',
      '--section',
      'Easy=universal:easy*3',
      '--section',
      'Few clues=clues:17-18*2',
      '--seed',
      '3',
      '--max-attempts',
      '30',
      '--out',
      out,
      '--db',
      file('short.db'),
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("section 'Few clues' (clues:17-18) was left short with 0 of 2 made \u2014 no puzzle met clues:17-18");
    expect(run.stderr).toContain("the full section 'Easy'");
    expect(pdfPageText(out, 1)).toContain('Easy');
    expect(readBook(file('short.db'), 'Book').map((puzzle) => puzzle.section)).toEqual(['Easy', 'Easy', 'Easy']);
  }, 120_000);
});
