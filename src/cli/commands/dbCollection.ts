import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { forTerminal } from '../terminalText';
import {
  readCollections,
  writeCollection,
  writeCollectionPuzzles,
  writeCollectionRemoval,
} from '../../main/services/library/store/curation';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { choosePuzzles, findMissingIds } from './dbCuration';
import { SELECTION_OPTIONS } from './dbRateSelection';

export const dbCollection: DbSubcommand = {
  name: 'collection',
  summary: 'collections: list, create, add or remove puzzles',
  help: `patti db collection list [--db <path>]
patti db collection create <name> [--description <text>]
patti db collection add|remove <name> [<id>...] [--source …] [--level …] [--tag …] [--rating …]
  A collection keeps its puzzles in the order they were added; list and export follow it.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...DB_OPTION, ...SELECTION_OPTIONS, description: { type: 'string', default: '' } },
      allowPositionals: true,
    });
    const [action, name, ...ids] = positionals;
    const db = openExistingLibrary(resolveDbPath(values.db));
    try {
      if (action === 'list' || action === undefined) {
        for (const row of readCollections(db))
          await writeLine(io.stdout, `${row.name}\t${row.size}${row.description ? `\t${row.description}` : ''}`);
        return 0;
      }
      if (name === undefined || name.trim() === '') throw new UsageError(`collection ${forTerminal(action, 40)} needs a collection name`);
      if (action === 'create') {
        writeCollection(db, name, values.description);
        await writeLine(io.stdout, `collection '${name}' ready`);
        return 0;
      }
      if (action !== 'add' && action !== 'remove')
        throw new UsageError(`unknown collection action '${action}' (list, create, add, remove)`);
      if (!readCollections(db).some((collection) => collection.name === name)) {
        throw new UsageError(
          `no collection '${forTerminal(name, 80)}'; create it first with \`patti db collection create ${forTerminal(name, 80)}\``,
        );
      }
      const { collection: _unused, description: _description, ...selection } = values;
      const puzzleIds = choosePuzzles(db, ids, selection);
      const missing = findMissingIds(db, puzzleIds);
      if (missing.length > 0) throw new UsageError(`no puzzle with id ${missing.join(', ')} in the library`);
      const changed = action === 'add' ? writeCollectionPuzzles(db, name, puzzleIds) : writeCollectionRemoval(db, name, puzzleIds);
      await writeLine(io.stdout, `${changed} puzzles ${action === 'add' ? 'added to' : 'removed from'} '${name}'`);
      return 0;
    } finally {
      db.close();
    }
  },
};
