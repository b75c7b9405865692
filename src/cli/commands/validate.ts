import { parseArgs } from 'node:util';
import { examinePuzzle } from '../../core/solve/solve';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { readPuzzleRecords, resolvePuzzleSource } from '../puzzleSource';
import { describeProblem } from './solve';

const HELP = `Usage: patti validate <file>

Checks every puzzle of a file (one per line, or printed 9x9 grids; - reads standard input):
each must parse and have exactly one solution. Prints one line per problem,
  line <N>: <invalid|none|multiple>: <reason>
then the summary
  <N> valid, <N> invalid, <N> multiple, <N> none

Exit code: 0 when every puzzle is valid with a unique solution, 1 otherwise, 2 on a usage error.`;

export const validateCommand: Command = {
  name: 'validate',
  help: HELP,
  async run(args, io) {
    const { positionals } = parseArgs({ args: [...args], options: {}, allowPositionals: true });
    if (positionals.length !== 1) throw new UsageError('expected one <file> argument');
    const source = resolvePuzzleSource(positionals[0]!);
    const counts = { unique: 0, invalid: 0, multiple: 0, none: 0 };
    const out = new LineWriter(io.stdout);
    for await (const record of readPuzzleRecords(source, io)) {
      if (out.broken) break;
      const status = examinePuzzle(record.text, record.line);
      counts[status.status]++;
      if (status.status !== 'unique') await out.line(`line ${record.line}: ${status.status}: ${describeProblem(status)}`);
    }
    await out.line(`${counts.unique} valid, ${counts.invalid} invalid, ${counts.multiple} multiple, ${counts.none} none`);
    out.close();
    const total = counts.unique + counts.invalid + counts.multiple + counts.none;
    return total > 0 && counts.unique === total ? 0 : 1;
  },
};
