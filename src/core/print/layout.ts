/**
 * The one print layout: puzzles and options in, pages as plain data out. An optional cover comes
 * first; puzzle pages hold `perPage` grids each in equal cells (the title on top of the first,
 * the running header on the others); answer keys follow, numbered as their puzzles; every page
 * but the cover has the footer "page N of M"; a booklet imposes the lot two-up on landscape
 * sheets. The PDF writer and the SVG preview both draw this, so what is previewed is printed.
 *
 * A book's sections (puzzles that name their `section`) each open on a new page headed by the
 * section's name; their other pages carry a running header naming the book and the section.
 * Puzzle numbers run on through the sections and are repeated on the answer pages.
 */
import { imposeBooklet } from './booklet';
import type { CellPlan } from './cells';
import { layoutAnswerGrid, layoutPuzzleGrid } from './gridLayout';
import { makeLabel } from './label';
import type { LayoutPage, PageGrid, PageText, PrintLayout } from './page';
import { answerCells, gridStyle, pageSize, puzzleCells, textSizes, type TextSizes } from './pageFrame';
import type { PrintOptions } from './printOptions';
import { ratingOf, sortByRating, type PrintPuzzle } from './printPuzzle';

export { slotGrid } from './cells';

/** Cuts a label that would run past its grid; Helvetica's digits and most letters are ≤ 0.56 em. */
function fitText(text: string, width: number, size: number): string {
  const room = Math.floor(width / (size * 0.52));
  return text.length <= room ? text : text.slice(0, Math.max(1, room - 1)) + '\u2026';
}

const text = (
  x: number,
  y: number,
  content: string,
  size: number,
  align: PageText['align'] = 'left',
  weight: PageText['weight'] = 'regular',
): PageText => ({
  x,
  y,
  text: content,
  size,
  weight,
  align,
});

interface PlacedPuzzle {
  readonly puzzle: PrintPuzzle;
  readonly number: number;
}

/** What a page says besides its grids: a section's pages set `heading` and `running` to the section. */
interface PageFrame {
  /** Large words on top of the page (the title on the first page, "Answers", a section's name); empty for none. */
  readonly heading: string;
  /** Small words on top of a page without a heading (the set's title); empty for none. */
  readonly running: string;
  /** The page's number from 1 (the cover is not counted) and how many numbered pages there are. */
  readonly number: number;
  readonly of: number;
}

class PageMaker {
  readonly width: number;
  readonly height: number;
  readonly sizes: TextSizes;
  readonly puzzlePlan: CellPlan;
  readonly answerPlan: CellPlan;

  constructor(readonly options: PrintOptions) {
    ({ width: this.width, height: this.height } = pageSize(options));
    this.sizes = textSizes(options);
    const puzzles = puzzleCells(options);
    const answers = answerCells(options);
    // makePrintOptions refuses options whose grids do not fit; a layout is only made from checked ones.
    if (!puzzles || !answers) throw new Error('the puzzles do not fit these pages');
    this.puzzlePlan = puzzles;
    this.answerPlan = answers;
  }

  get answersPerPage(): number {
    return this.answerPlan.cells.length;
  }

  /** The header, and the footer "page N of M". */
  frameTexts(frame: PageFrame, headingSize: number): PageText[] {
    const { options, sizes } = this;
    const texts: PageText[] = [];
    const room = this.width - 2 * options.margin;
    const running = (): PageText =>
      text(this.width / 2, options.margin + sizes.running, fitText(frame.running, room, sizes.running), sizes.running, 'center');
    if (frame.heading !== '' && frame.running !== '' && frame.running !== frame.heading) {
      // A section's opening page: the book's title small on top, the section's name under it,
      // its capitals (about 0.72 em) ending inside the band the grids leave for a heading.
      texts.push(running());
      const baseline = options.margin + sizes.running + sizes.running * 0.4 + headingSize * 0.72;
      texts.push(text(this.width / 2, baseline, fitText(frame.heading, room, headingSize), headingSize, 'center', 'bold'));
    } else if (frame.heading !== '')
      texts.push(
        text(this.width / 2, options.margin + headingSize, fitText(frame.heading, room, headingSize), headingSize, 'center', 'bold'),
      );
    else if (frame.running !== '') texts.push(running());
    texts.push(
      text(this.width / 2, this.height - options.margin - sizes.folio * 0.3, `page ${frame.number} of ${frame.of}`, sizes.folio, 'center'),
    );
    return texts;
  }

  puzzlePage(placed: readonly PlacedPuzzle[], frame: PageFrame): LayoutPage {
    const { options, sizes } = this;
    const texts = this.frameTexts(frame, sizes.title);
    const grids: PageGrid[] = [];
    const style = gridStyle(options);
    this.puzzlePlan.cells.forEach((cell, index) => {
      const entry = placed[index];
      if (!entry) return;
      const { x, y, size } = cell;
      const label = makeLabel(entry.puzzle, options.label, entry.number);
      if (label !== '') texts.push(text(x, y - sizes.label * 0.55, fitText(label, size, sizes.label), sizes.label));
      if (options.hint) {
        const hint = entry.puzzle.hardest ? `Hardest step: ${entry.puzzle.hardest}` : 'Hardest step: not known';
        texts.push(text(x, y + size + sizes.hint * 1.35, fitText(hint, size, sizes.hint), sizes.hint));
      }
      grids.push(layoutPuzzleGrid(x, y, size, entry.puzzle.givens, style, this.wantsPencilMarks(entry.puzzle)));
    });
    return { kind: 'puzzles', width: this.width, height: this.height, grids, texts };
  }

  answerPage(placed: readonly PlacedPuzzle[], frame: PageFrame): LayoutPage {
    const { sizes } = this;
    const texts = this.frameTexts(frame, sizes.heading);
    const grids: PageGrid[] = [];
    const style = gridStyle(this.options);
    this.answerPlan.cells.forEach((cell, index) => {
      const entry = placed[index];
      if (!entry) return;
      const { x, y, size } = cell;
      texts.push(text(x, y - sizes.answerNumber * 0.5, String(entry.number), sizes.answerNumber, 'left', 'bold'));
      grids.push(layoutAnswerGrid(x, y, size, entry.puzzle.givens, entry.puzzle.solution, style));
    });
    return { kind: 'answers', width: this.width, height: this.height, grids, texts };
  }

  /** The title page: title, subtitle, date and how many puzzles (in each section of a book), centred in the upper half. */
  coverPage(placed: readonly PlacedPuzzle[]): LayoutPage {
    const { options, sizes } = this;
    const room = this.width - 2 * options.margin;
    const middle = this.width / 2;
    const titleSize = sizes.title * 1.6;
    const lines: [string, number, PageText['weight']][] = [
      [options.title === '' ? 'Sudoku' : options.title, titleSize, 'bold'],
      [options.subtitle, sizes.heading, 'regular'],
      [`${countWords(placed.length)}${options.answers === 'end' ? ' with answers' : ''}`, sizes.label * 1.2, 'regular'],
      [sectionCounts(placed), sizes.label * 1.2, 'regular'],
      [options.date, sizes.label * 1.2, 'regular'],
    ];
    const texts: PageText[] = [];
    let y = this.height * 0.3;
    for (const [words, size, weight] of lines) {
      if (words === '') continue;
      y += size * 1.8;
      texts.push(text(middle, y, fitText(words, room, size), size, 'center', weight));
    }
    return { kind: 'cover', width: this.width, height: this.height, grids: [], texts };
  }

  private wantsPencilMarks(puzzle: PrintPuzzle): boolean {
    const rule = this.options.pencilMarks;
    if (!rule) return false;
    const value = ratingOf(puzzle, rule.rating);
    return value !== undefined && value >= rule.min;
  }
}

const countWords = (count: number): string => `${count} ${count === 1 ? 'puzzle' : 'puzzles'}`;

/** "Easy: 20 · Hard: 20" for a book's cover; empty for a set without sections. */
function sectionCounts(placed: readonly PlacedPuzzle[]): string {
  const runs = sectionRuns(placed);
  if (runs.every((run) => run.name === undefined)) return '';
  return runs.map((run) => `${run.name ?? 'Other'}: ${run.items.length}`).join(' \u00b7 ');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/**
 * The puzzles in print order cut into the runs a book prints as sections: a run of puzzles with
 * the same `section` is one; a set without sections is one run with no name.
 */
export function sectionRuns<T extends { readonly puzzle: PrintPuzzle }>(placed: readonly T[]): { name: string | undefined; items: T[] }[] {
  const runs: { name: string | undefined; items: T[] }[] = [];
  for (const item of placed) {
    const name = item.puzzle.section?.trim() || undefined;
    const last = runs.at(-1);
    if (last && last.name === name) last.items.push(item);
    else runs.push({ name, items: [item] });
  }
  return runs;
}

/**
 * How many pages a set takes before imposition: puzzle pages plus answer pages (the cover is not
 * counted). Each section starts a page of its own; answer pages hold `answersPerPage` keys,
 * fewer where the paper has no room for them.
 */
export function countPages(puzzles: number | readonly PrintPuzzle[], options: PrintOptions): { puzzles: number; answers: number } {
  const answersPerPage = answerCells(options)?.cells.length ?? options.answersPerPage;
  const total = typeof puzzles === 'number' ? puzzles : puzzles.length;
  const runs = typeof puzzles === 'number' ? [total] : sectionRuns(puzzles.map((puzzle) => ({ puzzle }))).map((run) => run.items.length);
  return {
    puzzles: runs.reduce((sum, size) => sum + Math.ceil(size / options.perPage), 0),
    answers: options.answers === 'end' ? Math.ceil(total / answersPerPage) : 0,
  };
}

/** The numbered puzzles in print order: sorted by the chosen rating (within each section of a book), else as given. */
function placePuzzles(puzzles: readonly PrintPuzzle[], options: Pick<PrintOptions, 'sortBy'>): PlacedPuzzle[] {
  const sortBy = options.sortBy;
  const ordered = sortBy
    ? sectionRuns(puzzles.map((puzzle) => ({ puzzle }))).flatMap((run) =>
        sortByRating(
          run.items.map((item) => item.puzzle),
          sortBy,
        ),
      )
    : puzzles;
  return ordered.map((puzzle, index) => ({ puzzle, number: index + 1 }));
}

/** The running header of a section's pages: "Title · Section", or whichever of the two there is. */
export function runningHeader(title: string, section: string | undefined): string {
  return [title, section ?? ''].filter((part) => part !== '').join(' \u00b7 ');
}

/**
 * The frame of page `index` (from 0) of a run: a section's name heads its first page, under the
 * book's title; its other pages run "title · section". Without sections the title heads the
 * first page unless a cover carries it.
 */
function puzzleFrame(
  options: PrintOptions,
  section: string | undefined,
  index: number,
  first: boolean,
  number: number,
  of: number,
): PageFrame {
  if (section !== undefined)
    return index === 0
      ? { heading: section, running: options.title, number, of }
      : { heading: '', running: runningHeader(options.title, section), number, of };
  return { heading: first && !options.cover ? options.title : '', running: options.title, number, of };
}

/** The puzzle pages of a set, section by section, numbered from 1. */
function puzzlePages(maker: PageMaker, placed: readonly PlacedPuzzle[], of: number): LayoutPage[] {
  const { options } = maker;
  const pages: LayoutPage[] = [];
  for (const run of sectionRuns(placed)) {
    chunks(run.items, options.perPage).forEach((group, index) =>
      pages.push(maker.puzzlePage(group, puzzleFrame(options, run.name, index, pages.length === 0, pages.length + 1, of))),
    );
  }
  return pages;
}

/**
 * Lays out a printed set. Options are taken as checked (makePrintOptions); an empty set gives
 * no pages (callers refuse it with their own words before getting here).
 */
export function layoutPrint(puzzles: readonly PrintPuzzle[], options: PrintOptions): PrintLayout {
  if (puzzles.length === 0) return { pages: [], title: options.title, puzzleCount: 0 };
  const maker = new PageMaker(options);
  const placed = placePuzzles(puzzles, options);
  const counts = countPages(puzzles, options);
  const of = counts.puzzles + counts.answers;
  const pages: LayoutPage[] = options.cover ? [maker.coverPage(placed)] : [];
  pages.push(...puzzlePages(maker, placed, of));
  if (options.answers === 'end') {
    const answersHeading = options.title === '' ? 'Answers' : `${options.title}: answers`;
    chunks(placed, maker.answersPerPage).forEach((group, index) =>
      pages.push(maker.answerPage(group, { heading: answersHeading, running: '', number: counts.puzzles + index + 1, of })),
    );
  }
  return { pages: options.booklet ? imposeBooklet(pages) : pages, title: options.title, puzzleCount: puzzles.length };
}

/**
 * Only the first page (or booklet sheet) of a set, for a preview that must appear at once
 * whatever the size of the set.
 */
export function layoutFirstPage(puzzles: readonly PrintPuzzle[], options: PrintOptions): LayoutPage | undefined {
  if (puzzles.length === 0) return undefined;
  if (options.booklet) return layoutPrint(puzzles, options).pages[0];
  const maker = new PageMaker(options);
  const placed = placePuzzles(puzzles, options);
  if (options.cover) return maker.coverPage(placed);
  const counts = countPages(puzzles, options);
  const first = sectionRuns(placed)[0]!;
  return maker.puzzlePage(
    first.items.slice(0, options.perPage),
    puzzleFrame(options, first.name, 0, true, 1, counts.puzzles + counts.answers),
  );
}
