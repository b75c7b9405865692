import { parseArgs } from 'node:util';
import { mainFieldOf, shownFieldsOf } from '../../core/rate/names';
import { LineWriter } from '../lineWriter';
import { readPuzzlePage, readPuzzlePageTotal } from '../../main/services/library/store/list';
import type { SortKey } from '../../main/services/library/store/listFilter';
import { readRatingSelectorOption, readWholeNumberOption } from '../options';
import { DB_OPTION, openExistingLibraryReader, resolveDbPath, type DbSubcommand } from './dbSubcommand';
import { endOnFilterError, makeSelection, SELECTION_OPTIONS } from './dbRateSelection';

/**
 * `--sort` values: id, clues, added, position, or a rating (`rater`, `rater@path`, `ext:name`).
 * A rater whose rating is a record of fields sorts by its main field (`se` is `se@er`).
 */
export function parseSortKey(text: string): SortKey {
  if (text === 'id' || text === 'clues' || text === 'added' || text === 'position') return text;
  const selector = readRatingSelectorOption(text);
  const main = selector.external || selector.path !== undefined ? undefined : mainFieldOf(selector.rater);
  return main === undefined ? selector : { ...selector, path: `$.${main}` };
}

/**
 * For a sort by a rater that has no single value (nothing listed): the fields it could mean,
 * so `--sort alone` says `alone@2`, `alone@3`, … instead of listing nothing without a word.
 */
export function describeSortFields(sort: SortKey): string | undefined {
  if (typeof sort === 'string' || sort.external || sort.path !== undefined) return undefined;
  const fields = shownFieldsOf(sort.rater);
  if (fields.length === 0) return undefined;
  return `${sort.rater} has no single value to sort by; name one of its fields: ${fields.map((field) => `${sort.rater}@${field}`).join(', ')}`;
}

export const dbList: DbSubcommand = {
  name: 'list',
  summary: 'list puzzles by source, level, tag, collection and rating ranges',
  help: `patti db list [--db <path>] [--source <name>] [--level <name>] [--tag <name>] [--collection <name>]
               [--rating <rater[@path]=min..max>]... [--sort <key>] [--desc] [--limit N] [--offset N] [--json]
  Lists one page of puzzles (default 50): id, givens, clues, origins (source / level).
  --rating filters on Patti's ratings (value, or a number in the detail: se@steps=3..) or on
  external ratings kept from imports (ext:difficulty=4..); either end may be left out; repeatable.
  --sort id | clues | added | position (in a collection) | a rating as above (puzzles without it are left out);
  a rater's id sorts by its main value (se by se@er, nhc4 by nhc4@mean, grader by grader@score).`,
  async run(args, io) {
    const { values } = parseArgs({
      args: [...args],
      options: {
        ...DB_OPTION,
        ...SELECTION_OPTIONS,
        sort: { type: 'string' },
        desc: { type: 'boolean', default: false },
        limit: { type: 'string', default: '50' },
        offset: { type: 'string', default: '0' },
        json: { type: 'boolean', default: false },
      },
      allowPositionals: false,
    });
    const limit = readWholeNumberOption('limit', values.limit, 0, 1_000_000_000);
    const offset = readWholeNumberOption('offset', values.offset);
    const filter = makeSelection(values);
    const sort = values.sort ? parseSortKey(values.sort) : undefined;
    const db = openExistingLibraryReader(resolveDbPath(values.db));
    const out = new LineWriter(io.stdout);
    try {
      const request = { ...(sort ? { sort } : {}), descending: values.desc, limit, offset };
      const page = readPuzzlePage(db, filter, request);
      const total = readPuzzlePageTotal(db, filter, request);
      if (values.json) await out.line(JSON.stringify({ ...page, total }));
      else {
        for (const row of page.rows) {
          const sortValue = row.sortValue === undefined ? '' : `\t${row.sortValue ?? '-'}`;
          await out.line(`${row.id}\t${row.givens}\t${row.clueCount}\t${row.origins ?? ''}${sortValue}`);
        }
        io.stderr.write(`${page.rows.length} of ${total} puzzles (offset ${offset})\n`);
        const hint = total === 0 && sort !== undefined ? describeSortFields(sort) : undefined;
        if (hint) io.stderr.write(`${hint}\n`);
      }
      return 0;
    } catch (error) {
      return endOnFilterError('list', error, io);
    } finally {
      out.close();
      db.close();
    }
  },
};
