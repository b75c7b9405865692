/**
 * What a printed set looks like: paper, puzzles per page, margins, labels, title, answer keys,
 * order, booklet imposition, hint lines, large print and pencil-mark grids. One options object
 * drives the layout the PDF and the SVG preview both draw.
 */
import { fail, ok, type Result } from '../result';
import { roomProblem } from './pageFrame';
import { PAPER_POINTS, PAPER_SIZES, type PaperSize } from './paper';

export { PAPER_NAMES, PAPER_POINTS, PAPER_SIZES, type PaperSize } from './paper';
export type PerPage = 1 | 2 | 4 | 6;
export type AnswerPlacement = 'end' | 'none';

export const PER_PAGE_CHOICES: readonly PerPage[] = [1, 2, 4, 6];
const ANSWER_PLACEMENTS: readonly AnswerPlacement[] = ['end', 'none'];

/** Label fields that are not ratings; any other field names a rating (`se`, `ext:hodoku`). */
export const PLAIN_LABEL_FIELDS = ['number', 'source', 'level', 'category', 'id', 'date'] as const;
export type PlainLabelField = (typeof PLAIN_LABEL_FIELDS)[number];

/** Puzzles rated at least `min` by `rating` get a pencil-mark guide in every empty cell. */
export interface PencilMarkRule {
  readonly rating: string;
  readonly min: number;
}

export interface PrintOptions {
  readonly paper: PaperSize;
  readonly landscape: boolean;
  readonly perPage: PerPage;
  /** Space kept clear around each page, in points. */
  readonly margin: number;
  /** Fields of each puzzle's label, in order: plain fields or rating names. */
  readonly label: readonly string[];
  /** The book's or set's title: on top of the first page (or the cover) and in every page's running header; empty for none. */
  readonly title: string;
  /** A title page before the puzzles: title, subtitle, date and the number of puzzles. */
  readonly cover: boolean;
  /** Under the title on the cover. */
  readonly subtitle: string;
  /** The date on the cover, as it should read ("29 November 2026"); empty for none. */
  readonly date: string;
  readonly answers: AnswerPlacement;
  readonly answersPerPage: number;
  /** A rating to sort by, easiest first (unrated last); undefined keeps the given order. */
  readonly sortBy?: string;
  /** Pages imposed two-up on sheets of `paper` turned landscape, for folding into a booklet. */
  readonly booklet: boolean;
  /** A line under each puzzle naming the hardest technique it needs. */
  readonly hint: boolean;
  readonly largePrint: boolean;
  readonly pencilMarks?: PencilMarkRule;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  paper: 'a4',
  landscape: false,
  perPage: 4,
  margin: 36,
  label: ['number'],
  title: '',
  cover: false,
  subtitle: '',
  date: '',
  answers: 'end',
  answersPerPage: 12,
  booklet: false,
  hint: false,
  largePrint: false,
};

export type PrintOptionsError = 'ERR_PAPER' | 'ERR_PER_PAGE' | 'ERR_MARGIN' | 'ERR_ANSWERS' | 'ERR_LABEL' | 'ERR_ROOM';

/**
 * Fills in defaults and checks what a person may have typed (a CLI flag, a stored setting):
 * a margin that leaves no room, an unknown paper or a label field that is empty is an error.
 */
export function makePrintOptions(partial: Partial<PrintOptions>): Result<PrintOptions, PrintOptionsError> {
  const options: PrintOptions = { ...DEFAULT_PRINT_OPTIONS, ...withoutUndefined(partial) };
  if (!PAPER_SIZES.includes(options.paper)) return fail('ERR_PAPER', `paper must be one of ${PAPER_SIZES.join(', ')}`);
  if (!PER_PAGE_CHOICES.includes(options.perPage))
    return fail('ERR_PER_PAGE', `puzzles per page must be one of ${PER_PAGE_CHOICES.join(', ')}`);
  if (!ANSWER_PLACEMENTS.includes(options.answers)) return fail('ERR_ANSWERS', `answers must be one of ${ANSWER_PLACEMENTS.join(', ')}`);
  const paper = PAPER_POINTS[options.paper];
  const narrowest = Math.min(paper.width, paper.height) / (options.booklet ? 2 : 1);
  if (!(options.margin >= 0 && options.margin <= narrowest / 4)) {
    return fail('ERR_MARGIN', `the margin must be from 0 to ${Math.floor(narrowest / 4)} points on this paper`);
  }
  if (!Number.isInteger(options.answersPerPage) || options.answersPerPage < 1 || options.answersPerPage > 30) {
    return fail('ERR_ANSWERS', 'answer keys per page must be a whole number from 1 to 30');
  }
  if (options.label.some((field) => field.trim() === '')) return fail('ERR_LABEL', 'a label field is empty');
  const room = roomProblem(options);
  if (room !== undefined) return fail('ERR_ROOM', room);
  return ok(options);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
