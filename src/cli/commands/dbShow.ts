import { parseArgs } from 'node:util';
import { makeGridText, parsePuzzle } from '../../core/format/index';
import { asPuzzle } from '../../core/grid/index';
import { UsageError, writeLine } from '../command';
import { forTerminal } from '../terminalText';
import { describeRatingValues } from './ratingValues';
import {
  readPuzzleDetail,
  readPuzzleIdByExternalId,
  readPuzzleIdByGivens,
  readSources,
  type PuzzleDetail,
} from '../../main/services/library/store/puzzles';
import { readPuzzleIdByName } from '../../main/services/library/store/originEdits';
import { DB_OPTION, openExistingLibraryReader, resolveDbPath, type DbSubcommand } from './dbSubcommand';

function describeDetail(detail: PuzzleDetail): string[] {
  const named = detail.name === null ? '' : ` “${forTerminal(detail.name, 200)}”`;
  const lines = [
    `puzzle ${detail.id}${named}: ${detail.givens} (${detail.clueCount} clues)`,
    makeGridText(asPuzzle(detail.givens)),
    `solution  ${detail.solution}`,
    `canonical ${detail.canonical}`,
  ];
  for (const origin of detail.provenance) {
    const parts = [origin.source, origin.level, origin.published, origin.externalId || null].filter((part) => part !== null && part !== '');
    lines.push(`from      ${parts.join(' / ')}${origin.givens !== detail.givens ? ` (as ${origin.givens})` : ''}`);
  }
  if (detail.isomorphs.length > 0) lines.push(`isomorphs ${detail.isomorphs.length} other arrangement(s) seen`);
  if (detail.tags.length > 0) lines.push(`tags      ${detail.tags.join(', ')}`);
  if (detail.collections.length > 0) lines.push(`in        ${detail.collections.join(', ')}`);
  for (const rating of detail.externalRatings) lines.push(`external  ${rating.source} ${rating.name} = ${rating.text}`);
  for (const [source, fields] of groupBySource(detail.originFields))
    lines.push(`fields    ${source}: ${fields.map((field) => `${field.name} = ${field.text}`).join(', ')}`);
  for (const rating of detail.ratings) {
    const parameters = rating.parameters === '{}' ? '' : ` ${rating.parameters}`;
    lines.push(
      `rating    ${rating.rater}${parameters} = ${describeRatingValues(rating.rater, rating.value, rating.detail)} ` +
        `(engine ${rating.engineVersion}, ${rating.computedAt})`,
    );
  }
  for (const note of detail.notes) lines.push(`note      ${note.body}`);
  return lines;
}

function groupBySource(fields: PuzzleDetail['originFields']): Map<string, PuzzleDetail['originFields'][number][]> {
  const groups = new Map<string, PuzzleDetail['originFields'][number][]>();
  for (const field of fields) groups.set(field.source, [...(groups.get(field.source) ?? []), field]);
  return groups;
}

export const dbShow: DbSubcommand = {
  name: 'show',
  summary: 'show one puzzle (by id or givens), or the library overview',
  help: `patti db show [<id-or-puzzle>] [--db <path>] [--json]
  With an id, a puzzle, the id a source published it under (a list's id column) or its name: its givens, solution, canonical form, where it came from, tags,
  collections, notes, external ratings and ratings. Without: sources with their levels and counts.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...DB_OPTION, json: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length > 1) throw new UsageError('show takes one puzzle id or puzzle');
    const db = openExistingLibraryReader(resolveDbPath(values.db));
    try {
      const target = positionals[0];
      if (target === undefined) {
        const sources = readSources(db);
        const total = db.prepare('SELECT count(*) FROM puzzles').pluck().get() as number;
        if (values.json) await writeLine(io.stdout, JSON.stringify({ puzzles: total, sources }));
        else {
          await writeLine(io.stdout, `${total} puzzles`);
          for (const source of sources) {
            await writeLine(io.stdout, `${source.name}: ${source.puzzles}${source.licence ? ` (${source.licence})` : ''}`);
            for (const level of source.levels) await writeLine(io.stdout, `  ${level.name}: ${level.puzzles}`);
          }
        }
        return 0;
      }
      let id: number | undefined = /^\d+$/.test(target) && target.length < 81 ? Number(target) : undefined;
      if (id === undefined) {
        const parsed = parsePuzzle(target);
        // Not a puzzle: perhaps the id a source published it under (a list's id column), or its name.
        id = parsed.ok ? readPuzzleIdByGivens(db, parsed.value) : (readPuzzleIdByExternalId(db, target) ?? readPuzzleIdByName(db, target));
        if (!parsed.ok && id === undefined) throw new UsageError(`not a puzzle id, puzzle or published id: ${parsed.error.message}`);
      }
      const detail = id === undefined ? undefined : readPuzzleDetail(db, id);
      if (!detail) {
        io.stderr.write(`patti db show: no puzzle ${forTerminal(String(target), 100)} in the library\n`);
        return 1;
      }
      if (values.json) await writeLine(io.stdout, JSON.stringify(detail));
      else for (const line of describeDetail(detail)) await writeLine(io.stdout, line);
      return 0;
    } finally {
      db.close();
    }
  },
};
