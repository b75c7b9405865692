import { readImportText } from '../../src/core/format/importRecords';
import { IMPORT_FORMATS, makeHostileInput } from '../../tests/support/formatFuzz';
import { timed } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'parsers';

/**
 * 1 MB of input built to be slow for each format's reader (an unclosed CSV quote, OpenSudoku
 * tags never closed, grid fragments, …), read whole, best of 3. Throughput is in MB.
 */
export const parsersSuite: BenchSuite = {
  name: SUITE,
  run(context) {
    const rows: BenchRow[] = [];
    for (const format of IMPORT_FORMATS) {
      const text = makeHostileInput(format);
      const megabytes = text.length / 1_048_576;
      context.log(`${SUITE}: ${format}`);
      let best: ReturnType<typeof timed<number>> | undefined;
      for (let run = 0; run < 3; run++) {
        const measured = timed(() => readImportText(text, format).length);
        if (best === undefined || measured.cpuSeconds < best.cpuSeconds) best = measured;
      }
      const run = best!;
      rows.push({
        suite: SUITE,
        case: `hostile ${format}`,
        file: `${megabytes.toFixed(2)} MB generated`,
        puzzles: run.result,
        cpuSeconds: run.cpuSeconds,
        wallSeconds: run.wallSeconds,
        perSecond: megabytes / Math.max(run.cpuSeconds, 1e-6),
        note: 'perSecond = MB/s; puzzles = records and problems read',
      });
    }
    return rows;
  },
};
