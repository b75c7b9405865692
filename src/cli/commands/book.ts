import { parseArgs } from 'node:util';
import { describeSections, parseSections, SECTION_EXAMPLE, SECTION_FORM, type BookSection } from '../../core/generate/bookSections';
import type { GeneratedPuzzle } from '../../core/generate/generate';
import { GenerateProgress, progressLine } from '../../core/generate/progress';
import { SPREAD_MODES } from '../../core/generate/spread';
import { SYMMETRY_NAMES } from '../../core/generate/symmetry';
import type { PrintPuzzle } from '../../core/print/printPuzzle';
import { findRater } from '../../core/rate/registry';
import { DEFAULT_GENERATE_BUDGET_S, GENERATED_SOURCE } from '../../shared/generateTypes';
import { describeShortSections, generateBookInOrder, type BookRunSettings, type SectionTally } from '../../main/services/generate/bookRun';
import { createGeneratePool, DEFAULT_MAX_ATTEMPTS } from '../../main/services/generate/generateRun';
import { importGeneratedPuzzles } from '../../main/services/generate/generatedImport';
import { readCollectionSize, writeCollection } from '../../main/services/library/store/curation';
import { closeLibrary, openLibrary, type LibraryWriter } from '../../main/services/library/store/db';
import { pdfCreationDate } from '../../main/services/print/pdf';
import { PrintInputError, readLibraryPrintPuzzles } from '../../main/services/print/printSet';
import { UsageError, type Command, type CommandIo } from '../command';
import { readSearchSettings, SEARCH_OPTIONS, type SearchOptionValues } from './generateOptions';
import { forTerminal } from '../terminalText';
import { checkWritableFile } from './dbExport';
import { DB_OPTION, resolveDbPath } from './dbSubcommand';
import { PRINT_LAYOUT_HELP, PRINT_LAYOUT_OPTIONS, readPrintLayoutOptions, writePrintPdf } from './print';

const HELP = `Usage: patti book --section ${SECTION_FORM} [--section …] --out book.pdf [--title T] [--collection NAME]
                 [--seed S] [--jobs J] [--budget-s S] [--db <path>] [print options]

Makes a puzzle book in one go: generates each section's puzzles (as \`patti generate\` does,
spread across the section's target), keeps them in one new collection of the library whose
puzzles remember their section, then prints the book: each section opens on a new page under
its name, the other pages carry the book's title and the section as a running header, every
page is numbered "page N of M", and puzzle numbers run on through the book and its answers.

Sections:
  --section ${SECTION_FORM}
                        a section's heading, its target (any \`patti generate\` target or
                        level: universal:easy, cost:fiendish, se:6.0-7.0, …) and how many
                        puzzles, e.g. --section "${SECTION_EXAMPLE}"; repeat, in book order

Generating:
  --seed S              random seed (default: a random one, printed on stderr); the same seed
                        makes the same book
  --jobs J              worker threads (default 1)
  --budget-s S          time for each section in seconds (default ${DEFAULT_GENERATE_BUDGET_S}); a section not
                        filled in its time keeps the puzzles it made and the book goes on
  --max-attempts N      candidate puzzles rated per puzzle at most (default ${DEFAULT_MAX_ATTEMPTS.toLocaleString('en-US')})
  --symmetry S          ${SYMMETRY_NAMES.join(', ')} (default rotate180)
  --spread M            ${SPREAD_MODES.join(' or ')} (default strata), as for \`patti generate\`
  --minimal             keep only minimal puzzles
  --collection NAME     the new collection the book is kept in (default: the title, else "Book",
                        numbered when taken); --db <path> picks the library

Print options:
${PRINT_LAYOUT_HELP}

Progress goes to stderr as for \`patti generate\`, each line ending with the section it is for.
Exit code: 0 when every section was filled; 1 when a section could not be (the book is printed
with the puzzles made, and stderr names each section left short); 2 on a usage error.`;

/** Progress lines at least this often. */
const PROGRESS_LINE_MS = 1000;

interface BookOptions {
  readonly sections: readonly BookSection[];
  readonly settings: BookRunSettings;
  readonly collection: string | undefined;
  readonly db: string | undefined;
}

function readBookOptions(values: SearchOptionValues & { section?: string[]; collection?: string; db?: string }): BookOptions {
  const parsed = parseSections(values.section ?? []);
  if (!parsed.ok) throw new UsageError(parsed.error.message);
  const settings = readSearchSettings(values);
  if (values.collection !== undefined && values.collection.trim() === '') throw new UsageError('--collection needs a collection name');
  return {
    sections: parsed.value,
    settings,
    collection: values.collection?.trim(),
    db: values.db,
  };
}

/** Refuses a --collection already in the library before any puzzle is generated for it. */
function checkNewCollection(options: BookOptions): void {
  if (options.collection === undefined) return;
  const db = openLibrary(resolveDbPath(options.db));
  try {
    if (readCollectionSize(db, options.collection) !== undefined) {
      throw new UsageError(
        `there is already a collection '${forTerminal(options.collection, 80)}'; a book goes into a new one: choose another --collection`,
      );
    }
  } finally {
    closeLibrary(db);
  }
}

/** `name`, or `name 2`, `name 3` … : the first no collection has. */
function freeCollectionName(db: LibraryWriter, name: string): string {
  for (let number = 2, candidate = name; ; candidate = `${name} ${number++}`) {
    if (readCollectionSize(db, candidate) === undefined) return candidate;
  }
}

/**
 * Generates the sections in order, printing progress on stderr, and returns each section's
 * puzzles with how it went.
 */
async function generateSections(options: BookOptions, io: CommandIo): Promise<{ made: GeneratedPuzzle[][]; tallies: SectionTally[] }> {
  const { sections, settings } = options;
  const made: GeneratedPuzzle[][] = sections.map(() => []);
  const failures: (string | undefined)[] = sections.map(() => undefined);
  let current = 0;
  let progress = new GenerateProgress([sections[0]!.target], settings.budgetMs, Date.now);
  let printedAt = Date.now();
  let stuckSaid = false;
  const print = (force = false): void => {
    const now = Date.now();
    if (!force && now - printedAt < PROGRESS_LINE_MS) return;
    printedAt = now;
    const snapshot = progress.snapshot();
    const section = sections[current]!;
    io.stderr.write(`${progressLine(snapshot)} section=${forTerminal(section.name, 60)} (${made[current]!.length} of ${section.count})\n`);
    if (snapshot.stuck && !stuckSaid) {
      stuckSaid = true;
      io.stderr.write(`patti book: section '${forTerminal(section.name, 60)}': ${snapshot.stuck}\n`);
    }
  };
  const timer = setInterval(() => print(), PROGRESS_LINE_MS);
  const pool = settings.jobs > 1 ? createGeneratePool(settings.jobs, settings.budgetMs) : undefined;
  try {
    const hooks = {
      onSection: (section: number) => {
        if (section !== current) print(true);
        current = section;
        progress = new GenerateProgress([sections[section]!.target], settings.budgetMs, Date.now);
        stuckSaid = false;
      },
      onProgress: (section: number, index: number, search: Parameters<GenerateProgress['search']>[1]) => {
        if (section !== current) return;
        progress.search(index, search);
        print();
      },
    };
    for await (const { section, index, outcome } of generateBookInOrder(sections, settings, pool, [], hooks)) {
      progress.ended(index, outcome.attempts, outcome.ok);
      if (outcome.ok) made[section]!.push(outcome);
      else failures[section] = outcome.message;
      print();
    }
  } finally {
    clearInterval(timer);
    print(true);
    await pool?.terminate();
  }
  const tallies = sections.map((section, at) => ({
    name: section.name,
    target: section.target,
    asked: section.count,
    made: made[at]!.length,
    ...(failures[at] ? { failure: failures[at] } : {}),
  }));
  return { made, tallies };
}

/** Keeps the book in a new collection, each section's puzzles marked with it, and reads them back for print. */
async function keepInLibrary(
  options: BookOptions,
  title: string,
  made: readonly GeneratedPuzzle[][],
  printOptions: Parameters<typeof readLibraryPrintPuzzles>[2],
  io: CommandIo,
): Promise<{ collection: string; puzzles: PrintPuzzle[] }> {
  const dbPath = resolveDbPath(options.db);
  const db = openLibrary(dbPath);
  try {
    if (options.collection !== undefined && readCollectionSize(db, options.collection) !== undefined) {
      throw new UsageError(
        `there is already a collection '${forTerminal(options.collection, 80)}'; a book goes into a new one: choose another --collection`,
      );
    }
    const collection = options.collection ?? freeCollectionName(db, title === '' ? 'Book' : title);
    writeCollection(db, collection, `A book of ${describeSections(options.sections)} (seed ${options.settings.seed})`);
    for (const [at, section] of options.sections.entries()) {
      const puzzles = made[at]!;
      if (puzzles.length === 0) continue;
      await importGeneratedPuzzles(
        db,
        puzzles,
        { source: GENERATED_SOURCE, level: section.target, collection, section: section.name },
        findRater,
      );
    }
    io.stderr.write(
      `patti book: ${made.flat().length} puzzles kept in collection '${forTerminal(collection, 80)}' of ${forTerminal(dbPath, 200)}\n`,
    );
    return { collection, puzzles: readLibraryPrintPuzzles(db, { filter: { collection } }, printOptions) };
  } finally {
    closeLibrary(db);
  }
}

export const bookCommand: Command = {
  name: 'book',
  help: HELP,
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        ...PRINT_LAYOUT_OPTIONS,
        section: { type: 'string', multiple: true },
        ...SEARCH_OPTIONS,
        collection: { type: 'string' },
      },
      allowPositionals: false,
    });
    if (values.out === undefined) throw new UsageError('name the PDF to write with --out <file.pdf>');
    const options = readBookOptions(values);
    const creationDate = pdfCreationDate();
    const printOptions = readPrintLayoutOptions(values, creationDate);
    checkWritableFile(values.out);
    checkNewCollection(options);
    // Only once every option is good: a usage error stays one line.
    if (values.seed === undefined)
      io.stderr.write(`patti book: seed ${options.settings.seed} (--seed ${options.settings.seed} makes this book again)\n`);

    const { made, tallies } = await generateSections(options, io);
    const short = describeShortSections(tallies);
    if (short !== undefined) io.stderr.write(`patti book: ${forTerminal(short)}\n`);
    if (made.every((puzzles) => puzzles.length === 0)) {
      io.stderr.write(
        'patti book: no section could be filled, so there is no book. Widen the targets or raise --budget-s / --max-attempts.\n',
      );
      return 1;
    }
    try {
      const { puzzles } = await keepInLibrary(options, printOptions.title, made, printOptions, io);
      await writePrintPdf(puzzles, printOptions, { out: values.out, rate: values.rate, creationDate }, io);
    } catch (error) {
      if (error instanceof PrintInputError) {
        io.stderr.write(`patti book: ${forTerminal(error.message)}\n`);
        return 1;
      }
      throw error;
    }
    if (short !== undefined) {
      const filled = tallies.filter((tally) => tally.made === tally.asked).map((tally) => `'${tally.name}'`);
      const fullSections = filled.length > 0 ? `the full section${filled.length === 1 ? '' : 's'} ${filled.join(', ')} and ` : '';
      io.stderr.write(
        `patti book: the book was made with ${fullSections}the puzzles the others could get. ` +
          'Widen their targets or raise --budget-s / --max-attempts.\n',
      );
      return 1;
    }
    return 0;
  },
};
