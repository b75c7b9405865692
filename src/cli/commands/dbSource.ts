/** `patti db source rename OLD NEW`: a source's name, changed after an import (its puzzles, levels and published ratings go with it). */
import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { forTerminal } from '../terminalText';
import { LibraryEditError, writeSourceName } from '../../main/services/library/store/originEdits';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';

export const dbSource: DbSubcommand = {
  name: 'source',
  summary: 'rename a source',
  help: `patti db source rename <old name> <new name> [--db <path>]
  Renames a source; its puzzles, levels and published ratings go with it. A name another source has is refused.
  (\`patti db show\` lists the sources; \`patti db set\` sets their levels.)`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args: [...args], options: { ...DB_OPTION }, allowPositionals: true });
    const [action, from, to, ...rest] = positionals;
    if (action !== 'rename')
      throw new UsageError(action === undefined ? 'name an action: rename' : `unknown source action '${forTerminal(action, 40)}' (rename)`);
    if (from === undefined || to === undefined || rest.length > 0)
      throw new UsageError('source rename takes the old name and the new one (quote names with spaces)');
    const newName = to.trim();
    // eslint-disable-next-line no-control-regex
    if (newName === '' || /[\u0000-\u001f\u007f]/.test(newName))
      throw new UsageError('the new name must say something, without control characters');
    const db = openExistingLibrary(resolveDbPath(values.db));
    try {
      const puzzles = writeSourceName(db, from, newName);
      await writeLine(io.stdout, `renamed the source '${from}' to '${newName}' (${puzzles} puzzles)`);
      return 0;
    } catch (error) {
      if (!(error instanceof LibraryEditError)) throw error;
      io.stderr.write(`patti db source: ${forTerminal(error.message)}\n`);
      return 1;
    } finally {
      db.close();
    }
  },
};
