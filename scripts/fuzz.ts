/**
 * Fuzzes every puzzle format's reader with N inputs (default 1,000,000), spread over the
 * formats and over three kinds of input: valid files (must read back), mutated files and
 * random text (must not throw, must name lines). Then times 1 MB of hostile input per format.
 *
 *   npx tsx scripts/fuzz.ts [N] [--seed S]
 */
import fc from 'fast-check';
import { readImportText } from '../src/core/format/importRecords';
import {
  checkAnyInput,
  checkRoundTrip,
  IMPORT_FORMATS,
  makeHostileInput,
  mutatedFileArbitrary,
  randomTextArbitrary,
  validFileArbitrary,
} from '../tests/support/formatFuzz';

const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed = seedAt >= 0 ? Number(args[seedAt + 1]) : Date.now() % 1_000_000;
const total = Number(args.find((arg, index) => /^\d+$/.test(arg) && index !== seedAt + 1) ?? 1_000_000);
const perCase = Math.max(1, Math.ceil(total / (IMPORT_FORMATS.length * 3)));

let inputs = 0;
let failures = 0;
const started = performance.now();
console.log(`fuzzing ${IMPORT_FORMATS.length} formats × 3 kinds × ${perCase.toLocaleString('en-US')} inputs, seed ${seed}`);
for (const format of IMPORT_FORMATS) {
  const cases = [
    ['valid', fc.property(validFileArbitrary(format), (file) => checkRoundTrip(format, file).length === 0)],
    ['mutated', fc.property(mutatedFileArbitrary(format), (text) => checkAnyInput(format, text).length === 0)],
    ['random', fc.property(randomTextArbitrary, (text) => checkAnyInput(format, text).length === 0)],
  ] as const;
  for (const [kind, property] of cases) {
    const caseStart = performance.now();
    const result = fc.check(property as fc.IPropertyWithHooks<[unknown]>, { numRuns: perCase, seed });
    inputs += result.numRuns;
    const seconds = (performance.now() - caseStart) / 1000;
    if (result.failed) {
      failures++;
      console.log(
        `${format.padEnd(10)} ${kind.padEnd(7)} FAILED after ${result.numRuns} inputs: ` +
          `${JSON.stringify(result.counterexample).slice(0, 500)} ${result.errorInstance ?? ''}`,
      );
    } else
      console.log(`${format.padEnd(10)} ${kind.padEnd(7)} ${result.numRuns.toLocaleString('en-US')} inputs ok (${seconds.toFixed(1)} s)`);
  }
}
console.log(
  `${inputs.toLocaleString('en-US')} inputs in ${((performance.now() - started) / 1000).toFixed(1)} s, ${failures} failing cases`,
);

console.log('1 MB of hostile input per format (best of 3):');
for (const format of IMPORT_FORMATS) {
  const text = makeHostileInput(format);
  let best = Infinity;
  let items = 0;
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    items = readImportText(text, format).length;
    best = Math.min(best, performance.now() - start);
  }
  console.log(`${format.padEnd(10)} ${(text.length / 1_048_576).toFixed(2)} MB  ${best.toFixed(0)} ms  (${items} records and problems)`);
}
process.exitCode = failures > 0 ? 1 : 0;
