/**
 * The frame every printed page shares, and the room it leaves for grids: a running header on
 * top (the set's title, later a section's), a footer ("page 3 of 12") at the bottom, type sizes
 * and grid styles for ordinary and large print. The layout and the check of a person's options
 * both measure pages here, so a set that passes the check always lays out.
 */
import { fitCells, MIN_TEXT_SIZE, type Box, type CellPlan } from './cells';
import type { GridStyle } from './gridLayout';
import { PAPER_NAMES, PAPER_POINTS, type PaperSize } from './paper';

/** Font sizes in points, ordinary and large print; none is under MIN_TEXT_SIZE. */
export interface TextSizes {
  /** The set's title on the first page (when there is no cover). */
  readonly title: number;
  /** The running header on the other pages. */
  readonly running: number;
  readonly label: number;
  readonly hint: number;
  readonly folio: number;
  /** "Answers" and, later, a section's name at the top of its first page. */
  readonly heading: number;
  readonly answerNumber: number;
}

const NORMAL_SIZES: TextSizes = { title: 18, running: 9, label: 9, hint: 8, folio: 8, heading: 14, answerNumber: 8.5 };
const LARGE_SIZES: TextSizes = { title: 24, running: 12, label: 13, hint: 11, folio: 11, heading: 18, answerNumber: 12 };
const NORMAL_STYLE: GridStyle = { digitRatio: 0.62, weight: 1 };
const LARGE_STYLE: GridStyle = { digitRatio: 0.72, weight: 1.4 };

/** The least clear space between two grids, in points (about 8.5 mm). */
const MIN_GAP = 24;

/**
 * The print options a page's frame reads (PrintOptions has them all; named here so that
 * printOptions, which asks whether the grids fit, can read this module).
 */
interface FrameOptions {
  readonly paper: PaperSize;
  readonly landscape: boolean;
  readonly booklet: boolean;
  readonly margin: number;
  readonly largePrint: boolean;
  readonly label: readonly string[];
  readonly hint: boolean;
  readonly perPage: number;
  readonly answersPerPage: number;
}

/** The size of one printed page (half a sheet in a booklet). */
export function pageSize(options: Pick<FrameOptions, 'paper' | 'landscape' | 'booklet'>): { width: number; height: number } {
  const paper = PAPER_POINTS[options.paper];
  if (options.booklet) return { width: paper.height / 2, height: paper.width };
  return options.landscape ? { width: paper.height, height: paper.width } : { ...paper };
}

export const textSizes = (options: Pick<FrameOptions, 'largePrint'>): TextSizes => (options.largePrint ? LARGE_SIZES : NORMAL_SIZES);
export const gridStyle = (options: Pick<FrameOptions, 'largePrint'>): GridStyle => (options.largePrint ? LARGE_STYLE : NORMAL_STYLE);

/** The smallest grid whose digits print at MIN_TEXT_SIZE or more. */
const minGridSize = (style: GridStyle): number => (MIN_TEXT_SIZE / style.digitRatio) * 9;

/** The band on top of a page: a title or heading takes twice its size, a running header likewise. */
const headerBand = (size: number): number => size * 2;
/** The band at the bottom for the footer. */
const footerBand = (sizes: TextSizes): number => sizes.folio * 2;

/** The room for grids on a page whose top band is `band` high. */
function gridRoom(options: FrameOptions, band: number): Box {
  const { width, height } = pageSize(options);
  const sizes = textSizes(options);
  const margin = options.margin;
  return { x: margin, y: margin + band, width: width - 2 * margin, height: height - 2 * margin - footerBand(sizes) - band };
}

/** The bands over and under each puzzle grid: its label and its hint line. */
function puzzleBands(options: FrameOptions): { above: number; below: number; minGap: number } {
  const sizes = textSizes(options);
  return { above: options.label.length > 0 ? sizes.label * 1.7 : 0, below: options.hint ? sizes.hint * 1.8 : 0, minGap: MIN_GAP };
}

function answerBands(options: FrameOptions): { above: number; below: number; minGap: number } {
  return { above: textSizes(options).answerNumber * 1.6, below: 0, minGap: MIN_GAP * 0.75 };
}

/**
 * The puzzle cells of a page. Every puzzle page is measured with the larger of the title's and
 * the running header's bands, so grids sit in the same place on every page.
 */
export function puzzleCells(options: FrameOptions): CellPlan | undefined {
  const sizes = textSizes(options);
  const band = headerBand(Math.max(sizes.title, sizes.heading));
  return fitCells(options.perPage, gridRoom(options, band), puzzleBands(options), minGridSize(gridStyle(options)));
}

/** The answer keys a page holds: `answersPerPage` at most, fewer where their digits would print under 8 pt. */
export function answerCells(options: FrameOptions): CellPlan | undefined {
  const room = gridRoom(options, headerBand(textSizes(options).heading));
  for (let count = options.answersPerPage; count >= 1; count--) {
    const plan = fitCells(count, room, answerBands(options), minGridSize(gridStyle(options)));
    if (plan) return plan;
  }
  return undefined;
}

/** What keeps the puzzles from fitting the paper, in a person's words; undefined when they fit. */
export function roomProblem(options: FrameOptions): string | undefined {
  if (puzzleCells(options) && answerCells(options)) return undefined;
  const paper = `${PAPER_NAMES[options.paper]}${options.booklet ? ' booklet' : ''}`;
  const why = `${options.perPage} puzzles a page do not fit on ${paper} pages with these margins`;
  return `${why}: the grids would print under ${MIN_TEXT_SIZE} pt. Choose fewer puzzles a page, a larger paper or smaller margins.`;
}
