import { parseArgs } from 'node:util';
import { layoutPrint } from '../../core/print/layout';
import {
  makePrintOptions,
  type AnswerPlacement,
  type PaperSize,
  type PencilMarkRule,
  type PerPage,
  type PrintOptions,
} from '../../core/print/printOptions';
import type { PrintPuzzle } from '../../core/print/printPuzzle';
import type { PrintLayout } from '../../core/print/page';
import { UNIVERSAL_CATEGORIES, type UniversalCategory } from '../../core/rate/universal';
import { readScales } from '../../main/services/compare/scaleStore';
import { pdfCreationDate, savePdf } from '../../main/services/print/pdf';
import { ratingsNeeded } from '../../core/print/ratingsNeeded';
import { customSetNames, loadCustomSets } from '../customSets';
import { completePrintPuzzles, PrintInputError, readLibraryPrintPuzzles, readTextPrintPuzzles } from '../../main/services/print/printSet';
import { UsageError, type Command, type CommandIo } from '../command';
import { checkRaterName } from '../options';
import { readPuzzleRecords, resolvePuzzleSource, hasLineNumbers } from '../puzzleSource';
import { forTerminal } from '../terminalText';
import { parseRatingSelector } from '../../main/services/library/store/listFilter';
import { checkWritableFile } from './dbExport';
import { DB_OPTION, openExistingLibraryReader, resolveDbPath } from './dbSubcommand';
import { makeSelection, SELECTION_OPTIONS } from './dbRateSelection';

/** The options of a printed set's pages, shared with `patti book`. */
export const PRINT_LAYOUT_HELP = `  --out <file.pdf>      where to write the PDF (required); written beside, then renamed
  --per-page 1|2|4|6    puzzles a page (default 4)
  --page a4|letter|a5   paper (default a4)
  --landscape           turn the paper
  --margin <mm>         space around each page (default 12.7)
  --answers end|none    answer keys at the end (default) or none
  --label <fields>      comma-separated: number, source, level, category, id, date, or a rating
                        (se, hodoku, cost, ext:<name>, rater@<path>); default: number
  --title <text>        the set's title: on top of the first page (or the cover) and in the
                        running header of every other page
  --cover               a cover page first: the title, --subtitle, --date and the number of
                        puzzles (not counted in the footers' "page N of M")
  --subtitle <text>     under the title on the cover
  --date <text>         the date on the cover, as it should read (default: today, e.g.
                        "29 November 2026")
  --sort <rating>       easiest first by this rating; unrated puzzles last
  --booklet             pages two-up on landscape sheets, padded to a multiple of 4, for folding
  --hint                a line under each puzzle naming the hardest technique it needs
  --large-print         larger digits, labels and lines
  --pencil-marks <rating>=<min>
                        pencil-mark guides in the empty cells of puzzles rated at least min
  --rate                compute ratings the labels, sort or pencil marks need but a puzzle lacks
                        (otherwise they print as "unrated")
`;

const HELP = `Usage: patti print [<file>] [--db <path>] [--collection NAME | --source S [--level L] [--tag T] [--rating …]]
                  [--category easy|medium|hard [--scale NAME]] --out set.pdf [options]

Prints a set of puzzles as a PDF: a file of puzzles (- for standard input), or puzzles of the
library (a collection in its order, or those a filter selects). Each puzzle gets a numbered
label; the answer keys follow at 12 a page.

Which library puzzles (every option given narrows the set):
  --collection NAME     a collection, in its order
  --source S, --level L, --tag T
  --rating <rating>=<min>..<max>
                        a rating range, either end may be left out; repeat for several
                        (e.g. se=7..9, ext:SE=7.0..9.0, nhc4@mean=3.48..)
  --category easy|medium|hard
                        the universal category: the bin of the puzzle's NHC-4 (or the scale's
                        metric) on the paper's scale, or on a scale saved in Compare (--scale)
  --scale NAME          the universal scale --category bins on (default: paper)

Options:
${PRINT_LAYOUT_HELP}
SOURCE_DATE_EPOCH (seconds) fixes the PDF's dates, so the same input gives the same bytes.
Exit code: 0 when the PDF was written, 1 on bad input, 2 on a usage error.`;

const MM = 72 / 25.4;

/** The PDF's date as a cover prints it: "29 November 2026" (the same for SOURCE_DATE_EPOCH). */
const coverDate = (date: Date): string =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function oneOf<T extends string | number>(name: string, text: string, choices: readonly T[], read: (text: string) => T): T {
  const value = read(text);
  if (!choices.includes(value)) throw new UsageError(`--${name} must be one of ${choices.join(', ')}, not '${forTerminal(text, 40)}'`);
  return value;
}

function readMargin(text: string): number {
  const value = /^\d{1,3}(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value)) throw new UsageError(`--margin wants millimetres (e.g. 12.7), not '${forTerminal(text, 40)}'`);
  return value * MM;
}

function readRatingName(option: string, text: string): string {
  const name = text.trim();
  if (name === '') throw new UsageError(`--${option} names a rating (se, hodoku, ext:<name>…)`);
  checkRaterName(parseRatingSelector(name));
  return name;
}

function readPencilMarks(text: string): PencilMarkRule {
  const match = /^(.+)=(-?\d+(?:\.\d+)?)$/.exec(text);
  if (!match) throw new UsageError(`--pencil-marks wants <rating>=<min> (e.g. se=7), not '${forTerminal(text, 40)}'`);
  return { rating: readRatingName('pencil-marks', match[1]!), min: Number(match[2]) };
}

const LABEL_WORDS = new Set(['number', 'source', 'level', 'category', 'id', 'date']);

function readLabel(text: string): string[] {
  const fields = text.split(',').map((field) => field.trim());
  for (const field of fields) {
    if (field === '') throw new UsageError('--label has an empty field');
    if (!LABEL_WORDS.has(field)) readRatingName('label', field);
  }
  return fields;
}

function describeWriteError(error: NodeJS.ErrnoException, file: string): string {
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'read-only file system',
    ENOSPC: 'the disk is full',
    ENOENT: 'files cannot be created there',
  };
  return `cannot write ${file}: ${reasons[error.code ?? ''] ?? error.message}`;
}

/** The page options of a printed set for node:util parseArgs, shared with `patti book`. */
export const PRINT_LAYOUT_OPTIONS = {
  out: { type: 'string' },
  'per-page': { type: 'string' },
  page: { type: 'string' },
  landscape: { type: 'boolean', default: false },
  margin: { type: 'string' },
  answers: { type: 'string' },
  label: { type: 'string' },
  title: { type: 'string' },
  cover: { type: 'boolean', default: false },
  subtitle: { type: 'string' },
  date: { type: 'string' },
  sort: { type: 'string' },
  booklet: { type: 'boolean', default: false },
  hint: { type: 'boolean', default: false },
  'large-print': { type: 'boolean', default: false },
  'pencil-marks': { type: 'string' },
  rate: { type: 'boolean', default: false },
} as const;

/** What parseArgs gives for PRINT_LAYOUT_OPTIONS. */
interface PrintLayoutValues {
  readonly 'per-page'?: string;
  readonly page?: string;
  readonly landscape?: boolean;
  readonly margin?: string;
  readonly answers?: string;
  readonly label?: string;
  readonly title?: string;
  readonly cover?: boolean;
  readonly subtitle?: string;
  readonly date?: string;
  readonly sort?: string;
  readonly booklet?: boolean;
  readonly hint?: boolean;
  readonly 'large-print'?: boolean;
  readonly 'pencil-marks'?: string;
}

/** The checked print options of a command line; a paper too small for the puzzles a page is a usage error. */
export function readPrintLayoutOptions(values: PrintLayoutValues, creationDate: Date): PrintOptions {
  if (!values.cover && (values.subtitle !== undefined || values.date !== undefined))
    throw new UsageError('--subtitle and --date are printed on the cover; add --cover');
  const made = makePrintOptions({
    perPage:
      values['per-page'] === undefined
        ? undefined
        : oneOf<PerPage>('per-page', values['per-page'], [1, 2, 4, 6], Number as (text: string) => PerPage),
    paper:
      values.page === undefined
        ? undefined
        : oneOf<PaperSize>('page', values.page, ['a4', 'letter', 'a5'], (text) => text.toLowerCase() as PaperSize),
    landscape: values.landscape,
    margin: values.margin === undefined ? undefined : readMargin(values.margin),
    answers:
      values.answers === undefined
        ? undefined
        : oneOf<AnswerPlacement>('answers', values.answers, ['end', 'none'], (text) => text as AnswerPlacement),
    label: values.label === undefined ? undefined : readLabel(values.label),
    title: values.title,
    cover: values.cover,
    subtitle: values.subtitle,
    date: values.cover ? (values.date ?? coverDate(creationDate)) : undefined,
    sortBy: values.sort === undefined ? undefined : readRatingName('sort', values.sort),
    booklet: values.booklet,
    hint: values.hint,
    largePrint: values['large-print'],
    pencilMarks: values['pencil-marks'] === undefined ? undefined : readPencilMarks(values['pencil-marks']),
  });
  if (!made.ok) throw new UsageError(made.error.message);
  return made.value;
}

/**
 * Lays out the puzzles and writes the PDF, then says on stderr how many puzzles on how many
 * pages; a file that cannot be written is a PrintInputError naming why.
 */
export async function writePrintPdf(
  puzzles: readonly PrintPuzzle[],
  options: PrintOptions,
  target: { out: string; rate: boolean; creationDate: Date },
  io: CommandIo,
): Promise<PrintLayout> {
  const layout = layoutPrint(completePrintPuzzles(puzzles, options, target.rate), options);
  const bytes = await savePdf(layout, target.out, { creationDate: target.creationDate }).catch((error: NodeJS.ErrnoException) => {
    throw new PrintInputError(describeWriteError(error, target.out));
  });
  io.stderr.write(
    `${puzzles.length} puzzles on ${layout.pages.length} ${options.booklet ? 'sheet sides' : 'pages'} ` +
      `(${Math.ceil(bytes / 1024)} KB) written to ${forTerminal(target.out, 200)}\n`,
  );
  return layout;
}

async function readFilePuzzles(argument: string, io: CommandIo): Promise<PrintPuzzle[]> {
  const source = resolvePuzzleSource(argument);
  const records: { text: string; where: string }[] = [];
  for await (const record of readPuzzleRecords(source, io))
    records.push({ text: record.text, where: hasLineNumbers(source) ? `line ${record.line}` : 'the puzzle' });
  return readTextPrintPuzzles(records);
}

export const printCommand: Command = {
  name: 'print',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        ...SELECTION_OPTIONS,
        ...PRINT_LAYOUT_OPTIONS,
        category: { type: 'string' },
        scale: { type: 'string' },
      },
      allowPositionals: true,
    });
    if (positionals.length > 1) throw new UsageError('expected at most one <file> argument');
    if (values.out === undefined) throw new UsageError('name the PDF to write with --out <file.pdf>');
    const selection = makeSelection(values);
    const category =
      values.category === undefined
        ? undefined
        : oneOf<UniversalCategory>('category', values.category, UNIVERSAL_CATEGORIES, (text) => text.toLowerCase() as UniversalCategory);
    if (values.scale !== undefined && category === undefined)
      throw new UsageError('--scale chooses the scale of --category; name a category too');
    const file = positionals[0];
    if (file !== undefined && (Object.keys(selection).length > 0 || values.db !== undefined || category !== undefined)) {
      throw new UsageError('print either a <file> or library puzzles (--db, --collection, --source…), not both');
    }
    const creationDate = pdfCreationDate();
    const options = readPrintLayoutOptions(values, creationDate);
    checkWritableFile(values.out);
    try {
      let puzzles: PrintPuzzle[];
      if (file !== undefined) puzzles = await readFilePuzzles(file, io);
      else {
        const dbPath = resolveDbPath(values.db);
        const db = openExistingLibraryReader(dbPath);
        try {
          const scales = category === undefined ? undefined : readScales(dbPath).scales;
          const chosen =
            category === undefined
              ? { filter: selection }
              : { filter: selection, category, ...(values.scale !== undefined ? { scale: values.scale } : {}) };
          puzzles = readLibraryPrintPuzzles(db, chosen, options, scales);
        } finally {
          db.close();
        }
      }
      if (puzzles.length === 0)
        throw new PrintInputError(
          file !== undefined ? 'no puzzles found in the input' : 'no puzzles match the selection; nothing to print',
        );
      // A custom set a label or the sort names is read from the library, so --rate can rate with it.
      if (values.rate) loadCustomSets(customSetNames(ratingsNeeded(options).map((name) => name.split('@')[0]!)), values.db);
      await writePrintPdf(puzzles, options, { out: values.out, rate: values.rate, creationDate }, io);
      return 0;
    } catch (error) {
      if (error instanceof PrintInputError) {
        io.stderr.write(`patti print: ${forTerminal(error.message)}\n`);
        return 1;
      }
      throw error;
    }
  },
};
