import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { readTags, writeTag, writeUntag } from '../../main/services/library/store/curation';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { choosePuzzles, findMissingIds } from './dbCuration';
import { SELECTION_OPTIONS } from './dbRateSelection';

export const dbTag: DbSubcommand = {
  name: 'tag',
  summary: 'tag puzzles (or --remove a tag); without arguments, list the tags',
  help: `patti db tag [<tag> [<id>...]] [--remove] [--db <path>] [--source …] [--level …] [--tag …] [--collection …] [--rating …]
  Puts the tag on the puzzles named by id or by the selection options (or takes it off with --remove).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...DB_OPTION, ...SELECTION_OPTIONS, remove: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const db = openExistingLibrary(resolveDbPath(values.db));
    try {
      const [tag, ...ids] = positionals;
      if (tag === undefined) {
        for (const row of readTags(db)) await writeLine(io.stdout, `${row.name}\t${row.count}`);
        return 0;
      }
      if (tag.trim() === '') throw new UsageError('a tag name cannot be empty');
      const puzzleIds = choosePuzzles(db, ids, values);
      const missing = findMissingIds(db, puzzleIds);
      if (missing.length > 0) throw new UsageError(`no puzzle with id ${missing.join(', ')} in the library`);
      const changed = values.remove ? writeUntag(db, tag, puzzleIds) : writeTag(db, tag, puzzleIds);
      await writeLine(io.stdout, `${changed} puzzles ${values.remove ? 'lost' : 'got'} the tag '${tag}'`);
      return 0;
    } finally {
      db.close();
    }
  },
};
