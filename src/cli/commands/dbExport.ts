import fs from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { EXPORT_FORMATS, exportPuzzles, type ExportFormat } from '../../main/services/library/export';
import { ListFilterError } from '../../main/services/library/list';
import { parseRatingSelector } from '../../main/services/library/listFilter';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { makeSelection, SELECTION_OPTIONS } from './dbRateSelection';

export const dbExport: DbSubcommand = {
  name: 'export',
  summary: 'export puzzles (a filter or a collection) as lines, .sdm, CSV or JSON',
  help: `patti db export [--db <path>] [--format lines|sdm|csv|json] [--out <file>] [--with <rating>]...
                 [--source …] [--level …] [--tag …] [--collection …] [--rating …]
  Writes the selected puzzles (a collection in its order, else by id) to --out or stdout.
  --with adds a rating column (CSV) or field (JSON): rater, rater@path, or ext:name; repeatable.`,
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: { ...DB_OPTION, ...SELECTION_OPTIONS, format: { type: 'string', default: 'lines' }, out: { type: 'string' }, with: { type: 'string', multiple: true } },
      allowPositionals: false,
    });
    const format = values.format as ExportFormat;
    if (!EXPORT_FORMATS.includes(format)) throw new UsageError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
    const filter = makeSelection(values);
    const ratings = (values.with ?? []).map(parseRatingSelector);
    const db = openExistingLibrary(resolveDbPath(values.db));
    const out = values.out ? fs.createWriteStream(values.out) : io.stdout;
    try {
      const count = await exportPuzzles(db, out, { format, filter, ratings });
      if (values.out) {
        (out as fs.WriteStream).end();
        await once(out, 'finish');
        await writeLine(io.stderr, `${count} puzzles written to ${values.out}`);
      }
      return 0;
    } catch (error) {
      if (error instanceof ListFilterError) {
        io.stderr.write(`patti db export: ${error.message}\n`);
        return 2;
      }
      throw error;
    } finally {
      db.close();
    }
  },
};
