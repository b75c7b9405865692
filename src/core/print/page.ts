/**
 * A laid-out page as plain data, in points with the origin at the top left and y growing
 * down (as both PDF drawing in pdfkit and SVG take it). The PDF writer and the SVG preview
 * draw exactly these items and decide nothing of their own.
 */

export interface PageLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly width: number;
}

type FontWeight = 'regular' | 'bold';
type TextAlign = 'left' | 'center';

/** A run of text; `y` is its baseline, `x` its left end or its centre. */
export interface PageText {
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly size: number;
  readonly weight: FontWeight;
  readonly align: TextAlign;
}

/** One grid: its outer square, the thin cell lines, the thick box lines, the digits in it. */
export interface PageGrid {
  readonly role: 'puzzle' | 'answer';
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly borderWidth: number;
  readonly cellLines: readonly PageLine[];
  readonly boxLines: readonly PageLine[];
  /** Light lines dividing each empty cell in three by three, for pencil marks. */
  readonly guideLines: readonly PageLine[];
  readonly digits: readonly PageText[];
}

type PageKind = 'cover' | 'puzzles' | 'answers' | 'blank' | 'sheet';

export interface LayoutPage {
  readonly kind: PageKind;
  readonly width: number;
  readonly height: number;
  readonly grids: readonly PageGrid[];
  /** Title, labels, hint lines, headings and page numbers. */
  readonly texts: readonly PageText[];
}

/** A whole printed set: its pages (or booklet sheets) in print order. */
export interface PrintLayout {
  readonly pages: readonly LayoutPage[];
  readonly title: string;
  /** How many puzzles it holds (after nothing was dropped: every puzzle given is printed). */
  readonly puzzleCount: number;
}

/** The same items moved by (dx, dy): how a page lands on half of a booklet sheet. */
export function movePage(page: LayoutPage, dx: number, dy: number): Pick<LayoutPage, 'grids' | 'texts'> {
  const moveText = (text: PageText): PageText => ({ ...text, x: text.x + dx, y: text.y + dy });
  const moveLine = (line: PageLine): PageLine => ({ ...line, x1: line.x1 + dx, x2: line.x2 + dx, y1: line.y1 + dy, y2: line.y2 + dy });
  return {
    texts: page.texts.map(moveText),
    grids: page.grids.map((grid) => ({
      ...grid,
      x: grid.x + dx,
      y: grid.y + dy,
      cellLines: grid.cellLines.map(moveLine),
      boxLines: grid.boxLines.map(moveLine),
      guideLines: grid.guideLines.map(moveLine),
      digits: grid.digits.map(moveText),
    })),
  };
}
