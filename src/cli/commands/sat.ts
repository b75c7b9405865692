import { parseArgs } from 'node:util';
import { parsePuzzle } from '../../core/format/puzzleText';
import { clauseStatistics } from '../../core/sat/clauseLengths';
import { clauseLengthCounts, countUsedVariables } from '../../core/sat/cnf';
import { makeDimacs } from '../../core/sat/dimacs';
import { encode, type EncodingName } from '../../core/sat/encodings';
import { UsageError, type Command } from '../command';
import { LineWriter } from '../lineWriter';
import { readPuzzleRecords, resolvePuzzleSource } from '../puzzleSource';

const HELP = `Usage: patti sat <puzzle-or-file> [--encoding min|max|extended] [--dimacs]

Turns one puzzle into CNF (DIMACS variable = cell*9 + digit, cells 0..80 in reading order)
and prints its statistics, or the CNF itself with --dimacs.

Encodings:
  min        minimum encoding: only the candidates the givens leave; no clause for givens
  max        maximum encoding: all 729 variables, 11,988 clauses + one unit clause per given
  extended   the extended codification the green/blue/red/black levels use; the same clauses
             as max (cell and house definedness and uniqueness)

Options:
  --encoding  which encoding (default min)
  --dimacs    print the CNF in DIMACS format instead of statistics
  --help      this text

The statistics: variables and clauses, clauses by length, and the Clause Length Distribution
(at-least-one clauses of the minimum encoding: short k<=2, medium 3-5, long >=6).
Exit code: 0 on success, 1 for a puzzle that does not parse, 2 on a usage error.`;

const ENCODINGS: Record<string, EncodingName> = { min: 'minimum', max: 'maximum', extended: 'extended' };

export const satCommand: Command = {
  name: 'sat',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: { encoding: { type: 'string', default: 'min' }, dimacs: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('expected one <puzzle-or-file> argument');
    const encoding = ENCODINGS[values.encoding];
    if (!encoding) throw new UsageError(`--encoding must be min, max or extended, not '${values.encoding}'`);
    const records = [];
    for await (const record of readPuzzleRecords(resolvePuzzleSource(positionals[0]!), io)) records.push(record);
    if (records.length !== 1) throw new UsageError(`expected one puzzle, found ${records.length}`);
    const parsed = parsePuzzle(records[0]!.text);
    if (!parsed.ok) {
      io.stderr.write(`patti sat: ${parsed.error.message}\n`);
      return 1;
    }
    const puzzle = parsed.value;
    const cnf = encode(puzzle, encoding);
    const out = new LineWriter(io.stdout);
    if (values.dimacs) {
      for (const line of makeDimacs(cnf, [`patti sat --encoding ${values.encoding}`, puzzle])
        .trimEnd()
        .split('\n'))
        await out.line(line);
      out.close();
      return 0;
    }
    const { cld } = clauseStatistics(puzzle);
    const lengths = clauseLengthCounts(cnf)
      .map((count, length) => (count > 0 ? `${length}: ${count}` : ''))
      .filter((text) => text !== '');
    await out.line(`puzzle      ${puzzle}`);
    await out.line(`encoding    ${encoding}`);
    await out.line(`variables   ${countUsedVariables(cnf)} occur (DIMACS header ${cnf.variables})`);
    await out.line(`clauses     ${cnf.clauses.length}`);
    await out.line(`by length   ${lengths.join(', ') || 'none'}`);
    await out.line(`CLD         k=1..9: ${cld.hist.join(' ')}; short ${cld.shortPct}%, medium ${cld.mediumPct}%, long ${cld.longPct}%`);
    out.close();
    return 0;
  },
};
