/**
 * A book's sections in the print layout: each opens on a fresh page under its name, its other
 * pages carry "title · section", numbers run on through the book and its answers, and the
 * footers count every page.
 */
import { describe, expect, it } from 'vitest';
import { countPages, layoutFirstPage, layoutPrint, runningHeader, sectionRuns } from './layout';
import type { LayoutPage } from './page';
import { makePrintOptions, type PrintOptions } from './printOptions';
import type { PrintPuzzle } from './printPuzzle';
import { namedPrintPuzzle } from '../../../tests/support/printPuzzles';

const options = (partial: Partial<PrintOptions> = {}): PrintOptions => {
  const made = makePrintOptions(partial);
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
};

/** `sizes` puzzles in sections named by `names`, in that order. */
function book(sections: readonly [string, number][]): PrintPuzzle[] {
  let index = 0;
  return sections.flatMap(([section, count]) => Array.from({ length: count }, () => namedPrintPuzzle(index++, { section })));
}

const textsOf = (page: LayoutPage): string[] => page.texts.map((text) => text.text);
/** The big bold words on top of a page. */
const headingOf = (page: LayoutPage): string | undefined => page.texts.find((text) => text.weight === 'bold' && text.size >= 14)?.text;
/** The numbers a page's grids are labelled with (the label is the number by default). */
const numbersOf = (page: LayoutPage): number[] =>
  textsOf(page)
    .filter((text) => /^\d+$/.test(text))
    .map(Number);

describe('a book with sections', () => {
  const puzzles = book([
    ['Easy', 5],
    ['Medium', 2],
    ['Hard', 4],
  ]);

  it('opens each section on a fresh page under its name', () => {
    const layout = layoutPrint(puzzles, options({ perPage: 4, title: 'Weekend' }));
    const puzzlePages = layout.pages.filter((page) => page.kind === 'puzzles');
    // 5 Easy at 4 a page take 2 pages; Medium and Hard start fresh pages of their own.
    expect(puzzlePages.map(headingOf)).toEqual(['Easy', undefined, 'Medium', 'Hard']);
    expect(puzzlePages.map((page) => page.grids.length)).toEqual([4, 1, 2, 4]);
  });

  it('runs "title · section" on top of a section’s other pages, and the title over its heading on its first', () => {
    const layout = layoutPrint(puzzles, options({ perPage: 4, title: 'Weekend' }));
    expect(textsOf(layout.pages[1]!)).toContain('Weekend \u00b7 Easy');
    const [title, heading] = layout.pages[0]!.texts;
    expect([title!.text, heading!.text]).toEqual(['Weekend', 'Easy']);
    // The small title sits above the heading, both above the first grid's label.
    const firstGrid = layout.pages[0]!.grids[0]!;
    expect(title!.y).toBeLessThan(heading!.y - heading!.size * 0.72);
    expect(heading!.y).toBeLessThan(firstGrid.y - 9);
    expect(runningHeader('', 'Easy')).toBe('Easy');
    expect(runningHeader('Weekend', undefined)).toBe('Weekend');
  });

  it('numbers the puzzles on through the sections and repeats the numbers on the answer pages', () => {
    const layout = layoutPrint(puzzles, options({ perPage: 4 }));
    const onPuzzles = layout.pages.filter((page) => page.kind === 'puzzles').flatMap(numbersOf);
    const onAnswers = layout.pages.filter((page) => page.kind === 'answers').flatMap(numbersOf);
    const expected = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(onPuzzles).toEqual(expected);
    expect(onAnswers).toEqual(expected);
  });

  it('counts every page in the footers, section pages included', () => {
    const layout = layoutPrint(puzzles, options({ perPage: 4, cover: true, title: 'Weekend' }));
    expect(countPages(puzzles, options({ perPage: 4 }))).toEqual({ puzzles: 4, answers: 1 });
    const footers = layout.pages.slice(1).map((page) => textsOf(page).find((text) => text.startsWith('page ')));
    expect(footers).toEqual(['page 1 of 5', 'page 2 of 5', 'page 3 of 5', 'page 4 of 5', 'page 5 of 5']);
  });

  it('lists the sections and their sizes on the cover', () => {
    const cover = layoutPrint(puzzles, options({ cover: true, title: 'Weekend' })).pages[0]!;
    expect(textsOf(cover)).toContain('Easy: 5 \u00b7 Medium: 2 \u00b7 Hard: 4');
  });

  it('sorts within each section, not across them', () => {
    const rated = puzzles.map((puzzle, index) => ({ ...puzzle, ratings: { se: 20 - index } }));
    const layout = layoutPrint(rated, options({ perPage: 6, sortBy: 'se', answers: 'none' }));
    expect(layout.pages.map(headingOf)).toEqual(['Easy', 'Medium', 'Hard']);
  });

  it('previews the first section’s opening page', () => {
    const first = layoutFirstPage(puzzles, options({ perPage: 4 }))!;
    expect(headingOf(first)).toBe('Easy');
    expect(textsOf(first)).toContain('page 1 of 5');
  });

  it('leaves a set without sections as it was: one run, the title on its first page', () => {
    const plain = [0, 1, 2].map((index) => namedPrintPuzzle(index));
    expect(sectionRuns(plain.map((puzzle) => ({ puzzle })))).toHaveLength(1);
    expect(headingOf(layoutPrint(plain, options({ title: 'Set' })).pages[0]!)).toBe('Set');
  });
});
