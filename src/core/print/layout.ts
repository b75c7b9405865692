/**
 * The one print layout: puzzles and options in, pages as plain data out. Puzzle pages hold
 * `perPage` grids each (the title on top of the first), answer keys follow at
 * `answersPerPage` a page, and a booklet imposes the lot two-up on landscape sheets. The PDF
 * writer and the SVG preview both draw this, so what is previewed is what is printed.
 */
import { imposeBooklet } from './booklet';
import { layoutAnswerGrid, layoutPuzzleGrid, type GridStyle } from './gridLayout';
import { makeLabel } from './label';
import type { LayoutPage, PageGrid, PageText, PrintLayout } from './page';
import { PAPER_POINTS, type PrintOptions } from './printOptions';
import { ratingOf, sortByRating, type PrintPuzzle } from './printPuzzle';

/** Font sizes in points, ordinary and large print. */
interface TextSizes {
  readonly title: number;
  readonly label: number;
  readonly hint: number;
  readonly folio: number;
  readonly heading: number;
}

const NORMAL_SIZES: TextSizes = { title: 18, label: 9, hint: 8, folio: 8, heading: 14 };
const LARGE_SIZES: TextSizes = { title: 24, label: 13, hint: 11, folio: 11, heading: 18 };
const NORMAL_STYLE: GridStyle = { digitRatio: 0.62, weight: 1 };
const LARGE_STYLE: GridStyle = { digitRatio: 0.72, weight: 1.4 };
/** Space between neighbouring grids' slots, in points. */
const GUTTER = 12;

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The size of one printed page (half a sheet in a booklet). */
export function pageSize(options: PrintOptions): { width: number; height: number } {
  const paper = PAPER_POINTS[options.paper];
  if (options.booklet) return { width: paper.height / 2, height: paper.width };
  return options.landscape ? { width: paper.height, height: paper.width } : { ...paper };
}

/** Columns and rows for `count` slots in a box: as near square slots as the box allows. */
export function slotGrid(count: number, width: number, height: number): { columns: number; rows: number } {
  const columns = Math.min(count, Math.max(1, Math.round(Math.sqrt((count * width) / height))));
  return { columns, rows: Math.ceil(count / columns) };
}

function slots(count: number, box: Box): Box[] {
  const { columns, rows } = slotGrid(count, box.width, box.height);
  const width = box.width / columns;
  const height = box.height / rows;
  return Array.from({ length: count }, (_, index) => ({
    x: box.x + (index % columns) * width,
    y: box.y + Math.floor(index / columns) * height,
    width,
    height,
  }));
}

/** Cuts a label that would run past its grid; Helvetica's digits and most letters are ≤ 0.56 em. */
function fitText(text: string, width: number, size: number): string {
  const room = Math.floor(width / (size * 0.52));
  return text.length <= room ? text : text.slice(0, Math.max(1, room - 1)) + '\u2026';
}

const text = (x: number, y: number, content: string, size: number, align: PageText['align'] = 'left', weight: PageText['weight'] = 'regular'): PageText => ({
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

class PageMaker {
  readonly width: number;
  readonly height: number;
  readonly sizes: TextSizes;
  readonly style: GridStyle;

  constructor(readonly options: PrintOptions) {
    ({ width: this.width, height: this.height } = pageSize(options));
    this.sizes = options.largePrint ? LARGE_SIZES : NORMAL_SIZES;
    this.style = options.largePrint ? LARGE_STYLE : NORMAL_STYLE;
  }

  /** The printable area above the page number, less a band on top for a title or heading. */
  content(topBand: number): Box {
    const margin = this.options.margin;
    const folioBand = this.sizes.folio * 2;
    return { x: margin, y: margin + topBand, width: this.width - 2 * margin, height: this.height - 2 * margin - folioBand - topBand };
  }

  folio(pageNumber: number): PageText {
    return text(this.width / 2, this.height - this.options.margin - this.sizes.folio * 0.3, String(pageNumber), this.sizes.folio, 'center');
  }

  header(words: string, size: number): { band: number; texts: PageText[] } {
    if (words === '') return { band: 0, texts: [] };
    const band = size * 2;
    const fitted = fitText(words, this.width - 2 * this.options.margin, size);
    return { band, texts: [text(this.width / 2, this.options.margin + size, fitted, size, 'center', 'bold')] };
  }

  puzzlePage(placed: readonly PlacedPuzzle[], pageNumber: number, title: string): LayoutPage {
    const { options, sizes } = this;
    const header = this.header(title, sizes.title);
    const texts: PageText[] = [...header.texts];
    const grids: PageGrid[] = [];
    const labelBand = options.label.length > 0 ? sizes.label * 1.7 : 0;
    const hintBand = options.hint ? sizes.hint * 1.8 : 0;
    slots(options.perPage, this.content(header.band)).forEach((slot, index) => {
      const entry = placed[index];
      if (!entry) return;
      const size = Math.max(0, Math.min(slot.width - GUTTER, slot.height - GUTTER - labelBand - hintBand));
      const x = slot.x + (slot.width - size) / 2;
      const y = slot.y + (slot.height - size - labelBand - hintBand) / 2 + labelBand;
      const label = makeLabel(entry.puzzle, options.label, entry.number);
      if (label !== '') texts.push(text(x, y - sizes.label * 0.55, fitText(label, size, sizes.label), sizes.label));
      if (options.hint) {
        const hint = entry.puzzle.hardest ? `Hardest step: ${entry.puzzle.hardest}` : 'Hardest step: not known';
        texts.push(text(x, y + size + sizes.hint * 1.35, fitText(hint, size, sizes.hint), sizes.hint));
      }
      grids.push(layoutPuzzleGrid(x, y, size, entry.puzzle.givens, this.style, this.wantsPencilMarks(entry.puzzle)));
    });
    texts.push(this.folio(pageNumber));
    return { kind: 'puzzles', width: this.width, height: this.height, grids, texts };
  }

  answerPage(placed: readonly PlacedPuzzle[], pageNumber: number): LayoutPage {
    const { options, sizes } = this;
    const header = this.header('Answers', sizes.heading);
    const texts: PageText[] = [...header.texts];
    const grids: PageGrid[] = [];
    const numberSize = sizes.label * 0.9;
    const numberBand = numberSize * 1.6;
    slots(options.answersPerPage, this.content(header.band)).forEach((slot, index) => {
      const entry = placed[index];
      if (!entry) return;
      const size = Math.max(0, Math.min(slot.width - GUTTER, slot.height - GUTTER - numberBand));
      const x = slot.x + (slot.width - size) / 2;
      const y = slot.y + (slot.height - size - numberBand) / 2 + numberBand;
      texts.push(text(x, y - numberSize * 0.5, String(entry.number), numberSize, 'left', 'bold'));
      grids.push(layoutAnswerGrid(x, y, size, entry.puzzle.givens, entry.puzzle.solution, this.style));
    });
    texts.push(this.folio(pageNumber));
    return { kind: 'answers', width: this.width, height: this.height, grids, texts };
  }

  private wantsPencilMarks(puzzle: PrintPuzzle): boolean {
    const rule = this.options.pencilMarks;
    if (!rule) return false;
    const value = ratingOf(puzzle, rule.rating);
    return value !== undefined && value >= rule.min;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** How many pages a set takes before imposition: puzzle pages plus answer pages. */
export function countPages(puzzleCount: number, options: Pick<PrintOptions, 'perPage' | 'answers' | 'answersPerPage'>): { puzzles: number; answers: number } {
  return {
    puzzles: Math.ceil(puzzleCount / options.perPage),
    answers: options.answers === 'end' ? Math.ceil(puzzleCount / options.answersPerPage) : 0,
  };
}

/** The numbered puzzles in print order: sorted by the chosen rating, else as given. */
export function placePuzzles(puzzles: readonly PrintPuzzle[], options: Pick<PrintOptions, 'sortBy'>): PlacedPuzzle[] {
  const ordered = options.sortBy ? sortByRating(puzzles, options.sortBy) : puzzles;
  return ordered.map((puzzle, index) => ({ puzzle, number: index + 1 }));
}

/**
 * Lays out a printed set. Options are taken as checked (makePrintOptions); an empty set gives
 * no pages (callers refuse it with their own words before getting here).
 */
export function layoutPrint(puzzles: readonly PrintPuzzle[], options: PrintOptions): PrintLayout {
  const maker = new PageMaker(options);
  const placed = placePuzzles(puzzles, options);
  const pages: LayoutPage[] = [];
  for (const group of chunks(placed, options.perPage)) pages.push(maker.puzzlePage(group, pages.length + 1, pages.length === 0 ? options.title : ''));
  if (options.answers === 'end') for (const group of chunks(placed, options.answersPerPage)) pages.push(maker.answerPage(group, pages.length + 1));
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
  return maker.puzzlePage(placePuzzles(puzzles, options).slice(0, options.perPage), 1, options.title);
}
