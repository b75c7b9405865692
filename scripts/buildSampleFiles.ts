// Makes the bundled sample library's generated files (resources/sample/) by running the seeded
// `patti generate` commands listed in resources/sample/manifest.json, in order, and writing each
// file as `puzzle,level,<rating>`. The same commands make the same puzzles on any machine, for
// any --jobs; tests/sample/sampleFiles.test.ts checks the committed files against them.
// Usage: npx tsx scripts/buildSampleFiles.ts [--only <file>]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findSampleDir, generateArguments, readSampleManifest, sampleCsvHeader, sampleCsvRow, type GeneratedRecord } from '../src/main/services/library/sample';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const sampleDir = findSampleDir(ROOT);

for (const sample of readSampleManifest(sampleDir)) {
  const generation = sample.generate;
  if (generation === undefined || (values.only !== undefined && values.only !== sample.file)) continue;
  const rows = [sampleCsvHeader(generation)];
  for (const { level, command } of generation.commands) {
    process.stderr.write(`${sample.file} · ${level}: ${command}\n`);
    const run = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'patti.mjs'), 'generate', ...generateArguments(command)], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0) throw new Error(`${command} exited ${run.status}`);
    const records = run.stdout.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as GeneratedRecord);
    rows.push(...records.map((record) => sampleCsvRow(generation, level, record)));
  }
  fs.writeFileSync(path.join(sampleDir, sample.file), rows.join('\n') + '\n');
  process.stderr.write(`${sample.file}: ${rows.length - 1} puzzles\n`);
}
