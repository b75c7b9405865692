/**
 * `patti db set`: what a person corrects after an import — the level (in a source) of chosen
 * puzzles or of a whole filter, or a puzzle's name. The filter options carry a `filter-` prefix,
 * as `--source` and `--level` name what is set.
 */
import { parseArgs } from 'node:util';
import { UsageError, writeLine } from '../command';
import { forTerminal } from '../terminalText';
import {
  describeLevelChange,
  LibraryEditError,
  MAX_PUZZLE_NAME,
  readSharedSource,
  writePuzzleLevels,
  writePuzzleName,
} from '../../main/services/library/store/originEdits';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { findMissingIds } from './dbCuration';
import { choosePuzzleIds, makeSelection } from './dbRateSelection';

/** The filter options of `db set`, each the `db list` option of the same name after `filter-`. */
const FILTER_OPTIONS = {
  'filter-source': { type: 'string' },
  'filter-level': { type: 'string' },
  'filter-tag': { type: 'string' },
  'filter-collection': { type: 'string' },
  'filter-rating': { type: 'string', multiple: true },
} as const;

/** `--ids 1,2,3` (commas or spaces). */
function readIdList(text: string): number[] {
  const words = text.split(/[\s,]+/).filter((word) => word !== '');
  if (words.length === 0) throw new UsageError('--ids wants puzzle ids, e.g. --ids 1,2,3');
  return words.map((word) => {
    if (!/^\d+$/.test(word) || Number(word) < 1) throw new UsageError(`--ids: not a puzzle id: '${forTerminal(word, 40)}'`);
    return Number(word);
  });
}

/** A name or level as typed: trimmed, saying something, no control characters. */
function readText(option: string, text: string, max: number): string {
  const trimmed = text.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed))
    throw new UsageError(`--${option} cannot hold control characters (tabs, line breaks, escapes)`);
  if (trimmed.length > max) throw new UsageError(`--${option} takes at most ${max} characters`);
  return trimmed;
}

export const dbSet: DbSubcommand = {
  name: 'set',
  summary: "set the level (in a source) of chosen puzzles or of a filter, or a puzzle's name",
  help: `patti db set --level <name> [--source <name>] (--ids <id,id,…> | --filter-source <name> [--filter-level <name>]
               [--filter-tag <name>] [--filter-collection <name>] [--filter-rating <rater[@path]=min..max>]...) [--db <path>] [--json]
patti db set --name <text> --ids <id> [--db <path>]
  --level gives the puzzles the level in the source: each origin of theirs in the source takes it,
  and a puzzle without an origin there gets one. The source and level are made when new (a new level
  ranks after the source's others). Without --source, the one source every puzzle comes from (or the
  --filter-source); puzzles from several sources need --source.
  The puzzles: --ids, or every puzzle the --filter-… options select (the same filters as db list's
  --source, --level, --tag, --collection and --rating, prefixed, as --source and --level name what is set).
  --name gives one puzzle a name (shown by db show and the app); --name "" takes it off.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        ...FILTER_OPTIONS,
        level: { type: 'string' },
        source: { type: 'string' },
        name: { type: 'string' },
        ids: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
      allowPositionals: true,
    });
    if (positionals.length > 0)
      throw new UsageError(
        `name the puzzles with --ids (e.g. --ids ${positionals.map((word) => forTerminal(word, 20)).join(',')}) or the --filter-… options`,
      );
    if ((values.level === undefined) === (values.name === undefined)) throw new UsageError('set either --level (with --source) or --name');
    const filter = makeSelection({
      source: values['filter-source'],
      level: values['filter-level'],
      tag: values['filter-tag'],
      collection: values['filter-collection'],
      rating: values['filter-rating'],
    });
    const filtered = Object.keys(filter).length > 0;
    if ((values.ids === undefined) === !filtered) throw new UsageError('name the puzzles: --ids, or the --filter-… options (not both)');
    const db = openExistingLibrary(resolveDbPath(values.db));
    try {
      const ids = values.ids !== undefined ? readIdList(values.ids) : choosePuzzleIds(db, filter);
      const missing = findMissingIds(db, ids);
      if (missing.length > 0)
        throw new UsageError(`no puzzle with id ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''} in the library`);
      if (values.name !== undefined) {
        if (ids.length !== 1) throw new UsageError('--name names one puzzle: give one id with --ids');
        const name = readText('name', values.name, MAX_PUZZLE_NAME);
        writePuzzleName(db, ids[0]!, name === '' ? null : name);
        await writeLine(io.stdout, name === '' ? `took the name off puzzle ${ids[0]}` : `named puzzle ${ids[0]} '${name}'`);
        return 0;
      }
      if (ids.length === 0) throw new UsageError('the --filter-… options select no puzzle');
      const level = readText('level', values.level!, 200);
      if (level === '') throw new UsageError('--level cannot be empty');
      const source = values.source !== undefined ? readText('source', values.source, 200) : (filter.source ?? readSharedSource(db, ids));
      if (source === '') throw new UsageError('--source cannot be empty');
      const report = writePuzzleLevels(db, { source, level, ids });
      await writeLine(io.stdout, values.json ? JSON.stringify(report) : describeLevelChange(report));
      return 0;
    } catch (error) {
      if (!(error instanceof LibraryEditError)) throw error;
      io.stderr.write(`patti db set: ${forTerminal(error.message)}\n`);
      return 1;
    } finally {
      db.close();
    }
  },
};
