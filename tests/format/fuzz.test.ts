import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CsvRecordReader } from '../../src/core/format/csv';
import { readImportText } from '../../src/core/format/importRecords';
import {
  checkAnyInput,
  checkRoundTrip,
  IMPORT_FORMATS,
  makeHostileInput,
  mutatedFileArbitrary,
  randomTextArbitrary,
  validFileArbitrary,
} from '../support/formatFuzz';

/** A sample of the fuzz suite; `npx tsx scripts/fuzz.ts` runs a million inputs. */
const RUNS = 300;

describe.each(IMPORT_FORMATS)('the %s reader under fuzzing', (format) => {
  it('reads back every valid file it is given', () => {
    fc.assert(
      fc.property(validFileArbitrary(format), (file) => {
        expect(checkRoundTrip(format, file)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on mutated files, and names a line for everything it reports', () => {
    fc.assert(
      fc.property(mutatedFileArbitrary(format), (text) => {
        expect(checkAnyInput(format, text)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws on random text', () => {
    fc.assert(
      fc.property(randomTextArbitrary, (text) => {
        expect(checkAnyInput(format, text)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('reads 1 MB of hostile input to the end', () => {
    const items = readImportText(makeHostileInput(format), format);
    expect(items.length).toBeGreaterThan(0);
  });
});

describe('linear time', () => {
  it('looks at each character of a CSV with an unclosed quote once', () => {
    const text = makeHostileInput('csv', 1 << 18);
    const lines = text.split('\n');
    const reader = new CsvRecordReader(',');
    for (const line of lines.slice(1)) reader.push(line);
    reader.end();
    const characters = lines.slice(1).reduce((sum, line) => sum + line.length, 0);
    expect(reader.scanned).toBeLessThanOrEqual(characters);
    expect(reader.scanned).toBeGreaterThan(characters / 2);
  });
});
