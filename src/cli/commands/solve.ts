import { parseArgs } from 'node:util';
import { examinePuzzle, type PuzzleStatus } from '../../core/solve/solve';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { hasLineNumbers, readPuzzleRecords, resolvePuzzleSource } from '../puzzleSource';

const HELP = `Usage: patti solve <puzzle-or-file> [--json]

Solves every puzzle in the argument: a puzzle (81 characters, or a printed grid), a file
(one puzzle per line, or printed 9x9 grids), or - for standard input. Prints one line per
puzzle: the 81-digit solution, or the status and the reason (none, multiple, invalid).

Options:
  --json   one JSON object per line:
           {"puzzle": "<81 chars, . for blanks>" | null, "status": "unique"|"none"|"multiple"|"invalid",
            "solution": "<81 digits>" | null, "error": null | "<message>"}
  --help   this text

Exit code: 0 when every puzzle has exactly one solution, 1 otherwise, 2 on a usage error.`;

/** The words printed for a status that has no solution to show. */
export function describeProblem(status: PuzzleStatus): string {
  if (status.status === 'none') return 'no solution';
  if (status.status === 'multiple') return 'more than one solution';
  return status.error?.message ?? status.status;
}

export const solveCommand: Command = {
  name: 'solve',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { json: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected one <puzzle-or-file> argument');
    const source = resolvePuzzleSource(positionals[0]!);
    const numbered = hasLineNumbers(source);
    const out = new LineWriter(io.stdout);
    let puzzles = 0;
    let unsolved = 0;
    for await (const record of readPuzzleRecords(source, io)) {
      if (out.broken) break;
      const status = examinePuzzle(record.text, record.line);
      puzzles++;
      if (status.status !== 'unique') unsolved++;
      const where = numbered ? `line ${record.line}: ` : '';
      if (values.json) {
        const error = status.error ? where + status.error.message : null;
        await out.line(JSON.stringify({ puzzle: status.puzzle, status: status.status, solution: status.solution, error }));
      } else {
        await out.line(status.status === 'unique' ? status.solution! : `${status.status}: ${where}${describeProblem(status)}`);
      }
    }
    out.close();
    if (puzzles === 0) {
      io.stderr.write('patti solve: no puzzles found in the input\n');
      return 1;
    }
    return unsolved === 0 ? 0 : 1;
  },
};
