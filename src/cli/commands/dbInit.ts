import { parseArgs } from 'node:util';
import { writeLine } from '../command';
import { LIBRARY_SCHEMA_VERSION, openLibrary, readSchemaVersion } from '../../main/services/library/store/db';
import { DB_OPTION, resolveDbPath, type DbSubcommand } from './dbSubcommand';

export const dbInit: DbSubcommand = {
  name: 'init',
  summary: 'create a library (or bring an older one up to date)',
  help: `patti db init [--db <path>]
  Creates the library file with the current schema, or migrates an existing one.`,
  async run(args, io) {
    const { values } = parseArgs({ args: [...args], options: DB_OPTION, allowPositionals: false });
    const file = resolveDbPath(values.db);
    const db = openLibrary(file);
    try {
      await writeLine(io.stdout, `library ${file} at schema version ${readSchemaVersion(db)} (current ${LIBRARY_SCHEMA_VERSION})`);
      return 0;
    } finally {
      db.close();
    }
  },
};
