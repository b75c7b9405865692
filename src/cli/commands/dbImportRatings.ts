import { parseArgs } from 'node:util';
import { ISOMORPH_INVARIANT_RATERS } from '../../core/rate/isomorphInvariance';
import { findRater } from '../../core/rate/registry';
import { closeLibrary } from '../../main/services/library/store/db';
import { importRatingsFile, type RatingsImportSummary } from '../../main/services/library/import/importRatings';
import { UsageError, writeLine } from '../command';
import { checkReadableFile } from '../puzzleSource';
import { forTerminal } from '../terminalText';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';

/** The one-line summary of one merged file: `12 imported, 3 isomorphs, 0 not in the library (…)`. */
function makeRatingsImportLine(summary: RatingsImportSummary): string {
  const reported = Object.entries(summary.problems)
    .filter(([kind, count]) => count > 0 && kind !== 'not-in-library')
    .map(([kind, count]) => `${count} ${kind}`);
  const counts = `${summary.imported} imported, ${summary.isomorphs} isomorphs, ${summary.notInLibrary} not in the library`;
  const merged = `${summary.file}: ${summary.ratings} ratings of ${summary.puzzles} puzzles merged, ${summary.lines} lines`;
  return `${counts} (${merged})${reported.length ? `; reported: ${reported.join(', ')}` : ''}`;
}

export const dbImportRatings: DbSubcommand = {
  name: 'import-ratings',
  summary: 'merge `patti rate --jsonl --engine` output made elsewhere (e.g. shards)',
  help: `patti db import-ratings <jsonl>... [--db <path>] [--json]
  Merges ratings made by \`patti rate --jsonl --engine\` (or --shard, which implies --engine),
  on this machine or others, into the library. A line's puzzle is matched by its givens; givens
  the library holds as an isomorph of one of its puzzles give that puzzle the ratings of raters
  that rate isomorphs alike (${[...ISOMORPH_INVARIANT_RATERS].join(', ')}), and the others are reported
  (isomorph-rating). Each rating's engine version must be this Patti's version of that rater.
  Other lines and ratings are reported by line (stderr: not-in-library, stale, unknown-rater,
  no-engine, rating-error, bad-line) and left out; the rest of the file is merged all the same.
  Prints "<n> imported, <m> isomorphs, <k> not in the library" per file. Exit code 0 when every
  line was merged or reported, 1 when a line could not be read at all (bad-line).
  Merging is idempotent (one rating per puzzle, rater and parameters): merging a file again,
  or after an interruption, changes nothing more. It commits in short batches.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { ...DB_OPTION, json: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length === 0) throw new UsageError('name at least one JSONL file to merge');
    for (const file of positionals) checkReadableFile(file);
    const db = openExistingLibrary(resolveDbPath(values.db));
    let unreadable = false;
    try {
      for (const file of positionals) {
        const summary = await importRatingsFile(db, file, {
          findRater,
          onProblem: (problem) =>
            io.stderr.write(`${forTerminal(file, 200)}:${problem.line}: ${problem.kind}: ${forTerminal(problem.reason)}\n`),
        });
        if (summary.problems['bad-line'] > 0) unreadable = true;
        await writeLine(io.stdout, values.json ? JSON.stringify(summary) : makeRatingsImportLine(summary));
      }
    } finally {
      closeLibrary(db);
    }
    return unreadable ? 1 : 0;
  },
};
