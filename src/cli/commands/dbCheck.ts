import { parseArgs } from 'node:util';
import { RATERS } from '../../core/rate/registry';
import { readStaleCounts } from '../../main/services/jobs/jobSelection';
import { checkLibraryFile } from '../../main/services/library/check';
import { writeLine } from '../command';
import { DB_OPTION, resolveDbPath, type DbSubcommand } from './dbSubcommand';

export const dbCheck: DbSubcommand = {
  name: 'check',
  summary: 'check the library file: integrity, schema version, counts, stale ratings',
  help: `patti db check [--db <path>]
  Reads the library without changing it: SQLite's integrity check, the foreign keys, the schema
  version, the rows of each table, stale ratings and jobs left running. Exit code 1 when the
  file is damaged or from a newer Patti. To rescue a damaged library, export what can still be
  read (patti db export --salvage --format csv --out rescue.csv) and import it into a new one.`,
  async run(args, io) {
    const { values } = parseArgs({ args: [...args], options: DB_OPTION, allowPositionals: false });
    const file = resolveDbPath(values.db);
    const check = checkLibraryFile(file, (db) => readStaleCounts(db, RATERS));
    await writeLine(io.stdout, `library ${file}`);
    for (const line of check.lines) await writeLine(io.stdout, line);
    await writeLine(io.stdout, check.ok ? 'no problems found' : 'problems found (see above)');
    return check.ok ? 0 : 1;
  },
};
