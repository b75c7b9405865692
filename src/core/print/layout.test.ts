import { describe, expect, it } from 'vitest';
import { bookletOrder, paddedPageCount } from './booklet';
import { countPages, layoutFirstPage, layoutPrint, slotGrid } from './layout';
import type { LayoutPage } from './page';
import { DEFAULT_PRINT_OPTIONS, makePrintOptions, PAPER_POINTS, type PrintOptions } from './printOptions';
import { namedPrintPuzzle, namedPrintPuzzles } from '../../../tests/support/printPuzzles';

const options = (partial: Partial<PrintOptions> = {}): PrintOptions => {
  const made = makePrintOptions(partial);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

const gridsOf = (pages: readonly LayoutPage[], role: 'puzzle' | 'answer') =>
  pages.flatMap((page) => page.grids.filter((grid) => grid.role === role));
const textsOf = (page: LayoutPage) => page.texts.map((text) => text.text);

describe('page counts', () => {
  for (const perPage of [1, 2, 4, 6] as const) {
    for (const count of [1, 5, 13, 25]) {
      it(`${count} puzzles at ${perPage} a page: ceil(n / ${perPage}) puzzle pages and ceil(n / 12) answer pages`, () => {
        const layout = layoutPrint(namedPrintPuzzles(count), options({ perPage }));
        const kinds = layout.pages.map((page) => page.kind);
        expect(kinds.filter((kind) => kind === 'puzzles')).toHaveLength(Math.ceil(count / perPage));
        expect(kinds.filter((kind) => kind === 'answers')).toHaveLength(Math.ceil(count / 12));
        expect(gridsOf(layout.pages, 'puzzle')).toHaveLength(count);
        expect(gridsOf(layout.pages, 'answer')).toHaveLength(count);
      });
    }
  }

  it('prints no answer pages with answers: none', () => {
    const layout = layoutPrint(namedPrintPuzzles(13), options({ answers: 'none' }));
    expect(layout.pages.map((page) => page.kind)).toEqual(['puzzles', 'puzzles', 'puzzles', 'puzzles']);
  });

  it('gives no pages for no puzzles', () => {
    expect(layoutPrint([], options()).pages).toEqual([]);
    expect(layoutFirstPage([], options())).toBeUndefined();
  });
});

describe('paper', () => {
  it('uses the paper size in points, turned for landscape', () => {
    const [portrait] = layoutPrint([namedPrintPuzzle(0)], options({ paper: 'letter' })).pages;
    expect([portrait!.width, portrait!.height]).toEqual([612, 792]);
    const [landscape] = layoutPrint([namedPrintPuzzle(0)], options({ paper: 'a5', landscape: true })).pages;
    expect([landscape!.width, landscape!.height]).toEqual([PAPER_POINTS.a5.height, PAPER_POINTS.a5.width]);
  });

  it('keeps every grid inside the margins', () => {
    for (const perPage of [1, 2, 4, 6] as const) {
      for (const landscape of [false, true]) {
        const margin = 50;
        const layout = layoutPrint(
          namedPrintPuzzles(13),
          options({ perPage, landscape, margin, title: 'A title', label: ['number', 'source'] }),
        );
        for (const page of layout.pages) {
          for (const grid of page.grids) {
            expect(grid.x).toBeGreaterThanOrEqual(margin);
            expect(grid.y).toBeGreaterThanOrEqual(margin);
            expect(grid.x + grid.size).toBeLessThanOrEqual(page.width - margin);
            expect(grid.y + grid.size).toBeLessThanOrEqual(page.height - margin);
          }
        }
      }
    }
  });

  it('places 2 a page above each other in portrait and side by side in landscape', () => {
    expect(slotGrid(2, 500, 700)).toEqual({ columns: 1, rows: 2 });
    expect(slotGrid(2, 700, 500)).toEqual({ columns: 2, rows: 1 });
    expect(slotGrid(6, 500, 700)).toEqual({ columns: 2, rows: 3 });
    expect(slotGrid(6, 700, 500)).toEqual({ columns: 3, rows: 2 });
    expect(slotGrid(12, 500, 700)).toEqual({ columns: 3, rows: 4 });
  });

  it('refuses a margin that leaves no room and an unknown paper', () => {
    const margin = makePrintOptions({ margin: 400 });
    expect(margin.ok || margin.error.kind).toBe('ERR_MARGIN');
    const paper = makePrintOptions({ paper: 'a3' as never });
    expect(paper.ok || paper.error.kind).toBe('ERR_PAPER');
    const perPage = makePrintOptions({ perPage: 3 as never });
    expect(perPage.ok || perPage.error.kind).toBe('ERR_PER_PAGE');
  });
});

describe('grids', () => {
  it('draws every given of a puzzle and every digit of its answer key, givens in bold', () => {
    const puzzle = namedPrintPuzzle(1);
    const layout = layoutPrint([puzzle], options({ perPage: 1 }));
    const [puzzleGrid] = gridsOf(layout.pages, 'puzzle');
    const [answerGrid] = gridsOf(layout.pages, 'answer');
    expect(puzzleGrid!.digits.map((digit) => digit.text).join('')).toBe(puzzle.givens.replace(/\./g, ''));
    expect(answerGrid!.digits.map((digit) => digit.text).join('')).toBe(puzzle.solution);
    const bold = answerGrid!.digits.filter((digit) => digit.weight === 'bold').length;
    expect(bold).toBe(puzzle.givens.replace(/\./g, '').length);
  });

  it('puts each digit in its own cell', () => {
    const [grid] = layoutPrint([namedPrintPuzzle(0)], options({ perPage: 1 })).pages[0]!.grids;
    const cell = grid!.size / 9;
    const cells = grid!.digits.map(
      (digit) => `${Math.floor((digit.x - grid!.x) / cell)},${Math.floor((digit.y - digit.size * 0.36 - grid!.y) / cell)}`,
    );
    expect(new Set(cells).size).toBe(cells.length);
  });

  it('has 12 thin cell lines, 4 thick box lines and scales digits with the grid', () => {
    const [one] = layoutPrint([namedPrintPuzzle(0)], options({ perPage: 1 })).pages[0]!.grids;
    const [six] = layoutPrint([namedPrintPuzzle(0)], options({ perPage: 6 })).pages[0]!.grids;
    expect(one!.cellLines).toHaveLength(12);
    expect(one!.boxLines).toHaveLength(4);
    expect(one!.digits[0]!.size).toBeGreaterThan(six!.digits[0]!.size);
  });

  it('draws larger digits and heavier lines in large print', () => {
    const normal = layoutPrint([namedPrintPuzzle(0)], options({ perPage: 4 })).pages[0]!;
    const large = layoutPrint([namedPrintPuzzle(0)], options({ perPage: 4, largePrint: true })).pages[0]!;
    expect(large.grids[0]!.digits[0]!.size).toBeGreaterThan(normal.grids[0]!.digits[0]!.size);
    expect(large.grids[0]!.boxLines[0]!.width).toBeGreaterThan(normal.grids[0]!.boxLines[0]!.width);
    const labelSize = (page: LayoutPage) => page.texts.find((text) => text.text === '1')!.size;
    expect(labelSize(large)).toBeGreaterThan(labelSize(normal));
  });

  it('adds pencil-mark guides to the empty cells of puzzles rated hard enough, and only those', () => {
    const hard = namedPrintPuzzle(0, { ratings: { se: 10.5 } });
    const easy = namedPrintPuzzle(1, { ratings: { se: 2.3 } });
    const unrated = namedPrintPuzzle(2);
    const page = layoutPrint([hard, easy, unrated], options({ pencilMarks: { rating: 'se', min: 7 } })).pages[0]!;
    const blanks = 81 - hard.givens.replace(/\./g, '').length;
    expect(page.grids.map((grid) => grid.guideLines.length)).toEqual([blanks * 4, 0, 0]);
  });
});

describe('labels, title and hints', () => {
  it('labels each puzzle with its number and chosen fields, "unrated" for a missing rating', () => {
    const rated = namedPrintPuzzle(0, { level: 'diabolical', ratings: { se: 10.6 } });
    const unrated = namedPrintPuzzle(1);
    const page = layoutPrint([rated, unrated], options({ label: ['number', 'se', 'source', 'level'], answers: 'none' })).pages[0]!;
    expect(textsOf(page)).toContain('1 \u00b7 SE 10.6 \u00b7 AI Escargot \u00b7 diabolical');
    expect(textsOf(page)).toContain('2 \u00b7 SE unrated \u00b7 Easter Monster');
  });

  it('puts the title large on the first page and small as the running header of the others', () => {
    const layout = layoutPrint(namedPrintPuzzles(9), options({ title: 'Weekend set', perPage: 4 }));
    const titleSizes = layout.pages.map((page) => page.texts.find((text) => text.text === 'Weekend set')?.size);
    expect(titleSizes.slice(0, 3)).toEqual([18, 9, 9]);
    expect(textsOf(layout.pages[3]!)).toContain('Weekend set: answers');
  });

  it('numbers every page "page N of M" and leaves the cover unnumbered', () => {
    const layout = layoutPrint(
      namedPrintPuzzles(9),
      options({ title: 'Weekend set', perPage: 4, cover: true, subtitle: 'Fiendish', date: '29 November 2026' }),
    );
    expect(layout.pages).toHaveLength(5);
    expect(textsOf(layout.pages[0]!)).toEqual(['Weekend set', 'Fiendish', '9 puzzles with answers', '29 November 2026']);
    expect(layout.pages.slice(1).map((page) => textsOf(page).find((words) => words.startsWith('page ')))).toEqual([
      'page 1 of 4',
      'page 2 of 4',
      'page 3 of 4',
      'page 4 of 4',
    ]);
  });

  it('adds a hint line naming the hardest technique when asked', () => {
    const puzzle = namedPrintPuzzle(0, { hardest: 'Forcing chain' });
    expect(textsOf(layoutPrint([puzzle], options()).pages[0]!)).not.toContain('Hardest step: Forcing chain');
    expect(textsOf(layoutPrint([puzzle], options({ hint: true })).pages[0]!)).toContain('Hardest step: Forcing chain');
  });

  it('numbers the answer keys like the puzzles', () => {
    const layout = layoutPrint(namedPrintPuzzles(14), options({ perPage: 6 }));
    const answerNumbers = layout.pages
      .filter((page) => page.kind === 'answers')
      .flatMap((page) => page.texts.filter((text) => text.weight === 'bold' && /^\d+$/.test(text.text)).map((text) => text.text));
    expect(answerNumbers).toEqual(Array.from({ length: 14 }, (_, index) => String(index + 1)));
  });
});

describe('sorting', () => {
  it('sorts by a rating, easiest first, unrated last, ties in their given order', () => {
    const puzzles = [
      namedPrintPuzzle(0, { id: 'a', ratings: { se: 9 } }),
      namedPrintPuzzle(1, { id: 'b' }),
      namedPrintPuzzle(2, { id: 'c', ratings: { se: 3 } }),
      namedPrintPuzzle(3, { id: 'd', ratings: { se: 9 } }),
      namedPrintPuzzle(0, { id: 'e', ratings: { se: 1.2 } }),
    ];
    const page = layoutPrint(puzzles, options({ perPage: 6, label: ['number', 'id'], sortBy: 'se', answers: 'none' })).pages[0]!;
    expect(textsOf(page).filter((text) => text.includes('\u00b7'))).toEqual([
      '1 \u00b7 e',
      '2 \u00b7 c',
      '3 \u00b7 a',
      '4 \u00b7 d',
      '5 \u00b7 b',
    ]);
  });
});

describe('booklet', () => {
  it('pads to a multiple of four and orders sheet sides for saddle stitching', () => {
    expect([1, 4, 5, 8, 9].map(paddedPageCount)).toEqual([4, 4, 8, 8, 12]);
    expect(bookletOrder(8)).toEqual([
      [7, 0],
      [1, 6],
      [5, 2],
      [3, 4],
    ]);
  });

  it('imposes the pages two-up on landscape sheets', () => {
    const plain = layoutPrint(namedPrintPuzzles(10), options({ booklet: true, answers: 'none' }));
    // 3 pages, padded to 4: one blank.
    expect(plain.pages).toHaveLength(2);
    const sheet = plain.pages[0]!;
    expect([sheet.width, sheet.height]).toEqual([PAPER_POINTS.a4.height, PAPER_POINTS.a4.width]);
    expect(sheet.kind).toBe('sheet');
    // The front of the outer sheet: the blank fourth page on the left, page 1 on the right.
    expect(sheet.grids).toHaveLength(4);
    expect(sheet.grids.every((grid) => grid.x >= sheet.width / 2)).toBe(true);
    // The back: pages 2 (4 puzzles) and 3 (the last 2).
    const back = plain.pages[1]!;
    expect(back.grids).toHaveLength(6);
    expect(back.grids.filter((grid) => grid.x < back.width / 2)).toHaveLength(4);
    expect(gridsOf(plain.pages, 'puzzle')).toHaveLength(10);
  });

  it('counts sheets as padded pages over two, answers included', () => {
    const opts = options({ booklet: true, perPage: 4 });
    const layout = layoutPrint(namedPrintPuzzles(30), opts);
    const { puzzles, answers } = countPages(30, opts);
    expect(puzzles).toBe(8);
    expect(layout.pages).toHaveLength(Math.ceil((puzzles + answers) / 4) * 2);
    expect(gridsOf(layout.pages, 'answer')).toHaveLength(30);
  });
});

describe('first page', () => {
  it('is the same as the first page of the whole layout', () => {
    const puzzles = namedPrintPuzzles(9);
    for (const partial of [{}, { booklet: true }, { sortBy: 'se', title: 'T' }] as Partial<PrintOptions>[]) {
      const opts = options(partial);
      expect(layoutFirstPage(puzzles, opts)).toEqual(layoutPrint(puzzles, opts).pages[0]);
    }
  });

  it('uses the defaults it documents', () => {
    expect(options()).toEqual(DEFAULT_PRINT_OPTIONS);
  });
});

describe('equal cells', () => {
  /** Clear space between neighbouring grids: across (same row), down (same column). */
  function gaps(page: LayoutPage): { across: number[]; down: number[] } {
    const grids = page.grids;
    const across: number[] = [];
    const down: number[] = [];
    for (const a of grids) {
      for (const b of grids) {
        if (Math.abs(a.y - b.y) < 0.5 && b.x > a.x + 0.5) across.push(b.x - (a.x + a.size));
        if (Math.abs(a.x - b.x) < 0.5 && b.y > a.y + 0.5) down.push(b.y - (a.y + a.size));
      }
    }
    return { across: [Math.min(...across)], down: [Math.min(...down)] };
  }

  for (const paper of ['a4', 'letter', 'a5'] as const) {
    for (const perPage of [4, 6] as const) {
      it(`keeps the gap across equal to the gap down, ${perPage} a page on ${paper}`, () => {
        const page = layoutPrint(namedPrintPuzzles(perPage), options({ paper, perPage, label: ['number', 'level'], answers: 'none' }))
          .pages[0]!;
        const { across, down } = gaps(page);
        expect(across[0]).toBeGreaterThan(0);
        expect(Math.abs(across[0]! - down[0]!) / Math.max(across[0]!, down[0]!)).toBeLessThanOrEqual(0.2);
        expect(Math.min(...page.texts.map((text) => text.size))).toBeGreaterThanOrEqual(8);
      });
    }
  }

  it('refuses a paper too small for the puzzles a page, saying what to change', () => {
    const made = makePrintOptions({ paper: 'a5', booklet: true, perPage: 6 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.message).toMatch(/6 puzzles a page do not fit on A5 booklet pages.*fewer puzzles a page/);
  });
});
