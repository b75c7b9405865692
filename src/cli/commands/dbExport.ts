import fs from 'node:fs';
import path from 'node:path';
import { forTerminal } from '../terminalText';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { EXPORT_FORMATS, exportPuzzles, type ExportFormat } from '../../main/services/library/export';
import { readRatingSelectorOption } from '../options';
import { openLibraryReader } from '../../main/services/library/store/db';
import { DB_OPTION, openExistingLibraryReader, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { endOnFilterError, makeSelection, SELECTION_OPTIONS } from './dbRateSelection';

/** Refuses an --out that is a directory or sits in a folder that does not exist, before opening it. */
export function checkWritableFile(file: string): void {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw new UsageError(`--out ${forTerminal(file, 200)} is a directory; name a file`);
  const folder = path.dirname(path.resolve(file));
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`--out: the folder ${forTerminal(folder, 200)} does not exist`);
}

export const dbExport: DbSubcommand = {
  name: 'export',
  summary: 'export puzzles (a filter or a collection) as lines, .sdm, CSV or JSON',
  help: `patti db export [--db <path>] [--format lines|sdm|csv|json] [--out <file>] [--with <rating>]...
                 [--source …] [--level …] [--tag …] [--collection …] [--rating …]
  Writes the selected puzzles (a collection in its order, else by id) to --out or stdout.
  --salvage reads a damaged library (see patti db check): every puzzle that can still be read,
  skipping the rest; import the file into a new library.
  --with adds a rating column (CSV) or field (JSON): rater, rater@path, or ext:name; repeatable.`,
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        ...SELECTION_OPTIONS,
        format: { type: 'string', default: 'lines' },
        out: { type: 'string' },
        with: { type: 'string', multiple: true },
        salvage: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    });
    const format = values.format as ExportFormat;
    if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
    const filter = makeSelection(values);
    const ratings = (values.with ?? []).map(readRatingSelectorOption);
    if (values.out !== undefined) checkWritableFile(values.out);
    if (values.salvage && (Object.keys(filter).length > 0 || ratings.length > 0))
      throw new UsageError('--salvage exports every puzzle it can read; leave out filters and --with');
    const file = resolveDbPath(values.db);
    if (values.salvage && !fs.existsSync(file)) throw new UsageError(`no library at ${forTerminal(file, 200)}`);
    const db = values.salvage ? openLibraryReader(file, { asItIs: true }) : openExistingLibraryReader(file);
    let skipped = 0;
    const out = values.out ? fs.createWriteStream(values.out) : io.stdout;
    // A write error (disk full, permissions) ends the export with its message, not a crash.
    const failed = new Promise<never>((_, reject) => out.once('error', reject));
    failed.catch(() => undefined);
    try {
      const salvage = values.salvage ? { salvage: true, onSkipped: (count: number) => (skipped += count) } : {};
      const count = await Promise.race([exportPuzzles(db, out, { format, filter, ratings, ...salvage }), failed]);
      if (values.salvage)
        await writeLine(io.stderr, `salvaged ${count - skipped} puzzles${skipped > 0 ? `; ${skipped} could not be read` : ''}`);
      if (values.out) {
        (out as fs.WriteStream).end();
        await Promise.race([once(out, 'finish'), failed]);
        await writeLine(io.stderr, `${count} puzzles written to ${values.out}`);
      }
      return 0;
    } catch (error) {
      return endOnFilterError('export', error, io);
    } finally {
      db.close();
    }
  },
};
