import { parseArgs } from 'node:util';
import { findRater } from '../../core/rate/registry';
import { closeLibrary } from '../../main/services/library/db';
import { importRatingsFile, type RatingsImportSummary } from '../../main/services/library/importRatings';
import { UsageError, writeLine } from '../command';
import { checkReadableFile } from '../puzzleSource';
import { forTerminal } from '../terminalText';
import { DB_OPTION, openExistingLibrary, resolveDbPath, type DbSubcommand } from './dbSubcommand';

/** The one-line summary of one merged file. */
export function makeRatingsImportLine(summary: RatingsImportSummary): string {
  const reported = Object.entries(summary.problems)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  return `${summary.file}: ${summary.ratings} ratings of ${summary.puzzles} puzzles merged (${summary.lines} lines)${reported.length ? `; reported: ${reported.join(', ')}` : ''}`;
}

export const dbImportRatings: DbSubcommand = {
  name: 'import-ratings',
  summary: 'merge `patti rate --jsonl --engine` output made elsewhere (e.g. shards)',
  help: `patti db import-ratings <jsonl>... [--db <path>] [--json]
  Merges ratings made by \`patti rate --jsonl --engine\` (or --shard, which implies --engine),
  on this machine or others, into the library. Each line's puzzle must be in the library
  (matched by its givens); each rating's engine version must be this Patti's version of that
  rater. Other lines and ratings are reported by line (stderr: not-in-library, stale,
  unknown-rater, no-engine, rating-error, bad-line) and left out; the exit code is then 1.
  Merging is idempotent (one rating per puzzle, rater and parameters): merging a file again,
  or after an interruption, changes nothing more. It commits in short batches.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args: [...args], options: { ...DB_OPTION, json: { type: 'boolean', default: false } }, allowPositionals: true });
    if (positionals.length === 0) throw new UsageError('name at least one JSONL file to merge');
    for (const file of positionals) checkReadableFile(file);
    const db = openExistingLibrary(resolveDbPath(values.db));
    let reported = false;
    try {
      for (const file of positionals) {
        const summary = await importRatingsFile(db, file, {
          findRater,
          onProblem: (problem) => io.stderr.write(`${forTerminal(file, 200)}:${problem.line}: ${problem.kind}: ${forTerminal(problem.reason)}\n`),
        });
        if (Object.values(summary.problems).some((count) => count > 0)) reported = true;
        await writeLine(io.stdout, values.json ? JSON.stringify(summary) : makeRatingsImportLine(summary));
      }
    } finally {
      closeLibrary(db);
    }
    return reported ? 1 : 0;
  },
};
