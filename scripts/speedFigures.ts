/**
 * `npx tsx scripts/speedFigures.ts [--record <bench/results/….json>]… [--check]`: keeps the speed
 * figures in docs/speed.md equal to the recorded bench runs in docs/bench/. `--record` copies a run written
 * by `npm run bench` into docs/bench/ first; `--check` only says whether docs/speed.md is current.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderBenchFigures, replaceBenchBlock, type RecordedRun } from '../bench/speedFigures';

const ROOT = path.resolve(import.meta.dirname, '..');
const RECORDED = path.join(ROOT, 'docs', 'bench');
const SPEED_DOC = path.join(ROOT, 'docs', 'speed.md');

/** Every recorded run in docs/bench/. */
export function readRecordedRuns(folder = RECORDED): RecordedRun[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as RecordedRun);
}

function main(): number {
  const { values } = parseArgs({ options: { record: { type: 'string', multiple: true }, check: { type: 'boolean' } } });
  for (const file of values.record ?? []) {
    const run = JSON.parse(readFileSync(file, 'utf8')) as RecordedRun;
    const target = path.join(RECORDED, `${run.date.replace(/[:.]/g, '-')}.json`);
    copyFileSync(file, target);
    process.stdout.write(`recorded ${path.relative(ROOT, target)}\n`);
  }
  const doc = readFileSync(SPEED_DOC, 'utf8');
  const updated = replaceBenchBlock(doc, renderBenchFigures(readRecordedRuns()));
  if (values.check) {
    process.stdout.write(
      updated === doc
        ? 'docs/speed.md figures are current\n'
        : 'docs/speed.md figures differ from docs/bench/; run npx tsx scripts/speedFigures.ts\n',
    );
    return updated === doc ? 0 : 1;
  }
  writeFileSync(SPEED_DOC, updated);
  process.stdout.write('docs/speed.md figures written from docs/bench/\n');
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
