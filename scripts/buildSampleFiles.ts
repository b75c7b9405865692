// Makes the bundled sample library's files (resources/sample/) by running the seeded
// `patti generate` commands listed in resources/sample/manifest.json, in order, and writing each
// file as `puzzle,level,<rating>`; then rates every puzzle of every file with the manifest's
// `patti rate` command and writes the shipped ratings (gzipped JSON lines), which must follow
// any change of the puzzles or of a rater. The same commands make the same puzzles and ratings on
// any machine, for any --jobs; tests/sample/ checks the committed files against them.
// Usage: npx tsx scripts/buildSampleFiles.ts [--only <file>]   (e.g. --only ratings.jsonl.gz:
// the ratings alone, after a rater changed)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  findSampleDir,
  generateArguments,
  readSampleManifest,
  sampleCsvHeader,
  sampleCsvRow,
  type GeneratedRecord,
} from '../src/main/services/library/sample';
import { rateArguments, readSampleRatingsEntry, shippedLine } from '../src/main/services/library/sampleRatings';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const sampleDir = findSampleDir(ROOT);
const sources = readSampleManifest(sampleDir);
const ratings = readSampleRatingsEntry(sampleDir);
const known = [
  ...sources.filter((sample) => sample.generate !== undefined).map((sample) => sample.file),
  ...(ratings ? [ratings.file] : []),
];
if (values.only !== undefined && !known.includes(values.only)) {
  process.stderr.write(`--only ${values.only}: not a file this script makes; it makes ${known.join(', ')}\n`);
  process.exit(2);
}

/** Runs `patti <args>` and returns its standard output; a failure stops the script. */
function patti(args: readonly string[]): string {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'patti.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (run.status !== 0) throw new Error(`patti ${args.join(' ')} exited ${run.status}`);
  return run.stdout;
}

for (const sample of sources) {
  const generation = sample.generate;
  if (generation === undefined || (values.only !== undefined && values.only !== sample.file)) continue;
  const rows = [sampleCsvHeader(generation)];
  for (const { level, command } of generation.commands) {
    process.stderr.write(`${sample.file} · ${level}: ${command}\n`);
    const records = patti(['generate', ...generateArguments(command)])
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as GeneratedRecord);
    rows.push(...records.map((record) => sampleCsvRow(generation, level, record)));
  }
  fs.writeFileSync(path.join(sampleDir, sample.file), rows.join('\n') + '\n');
  process.stderr.write(`${sample.file}: ${rows.length - 1} puzzles\n`);
}

// The ratings come last: they rate the files just written.
if (ratings && (values.only === undefined || values.only === ratings.file)) {
  const lines: string[] = [];
  for (const sample of sources) {
    const args = ['rate', ...rateArguments(ratings.command, path.join(sampleDir, sample.file))];
    process.stderr.write(`${ratings.file} · ${sample.file}: patti ${args.join(' ')}\n`);
    lines.push(
      ...patti(args)
        .split('\n')
        .filter((line) => line !== '')
        .map(shippedLine),
    );
  }
  fs.writeFileSync(path.join(sampleDir, ratings.file), gzipSync(lines.join('\n') + '\n', { level: 9 }));
  process.stderr.write(`${ratings.file}: ${lines.length} puzzles rated\n`);
}
