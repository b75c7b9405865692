/**
 * `npx tsx scripts/table9.ts [--runs N] [--seed S]`: the paper's Table 9 (seed 000 §10:
 * randomized Nishio, 4 strategies, 50 runs) against ours, for the four named puzzles, with the
 * spread of our runs and the time each took.
 */
import { parseArgs } from 'node:util';
import { nishioRunCycles } from '../src/core/simulate/nishio';
import { DEFAULT_SEED } from '../src/core/simulate/rng';
import { summarize } from '../src/core/stats/summary';
import { readSharedLines } from '../tests/support/data';

const TABLE_9: readonly [string, number][] = [
  ['Platinum Blonde', 1074.92],
  ['Golden Nugget', 750.22],
  ['tarx0134', 840.02],
  ['Red Dwarf', 508.88],
];

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const runs = Number(values.runs ?? 50);
const seed = Number(values.seed ?? DEFAULT_SEED);
const named = new Map(readSharedLines('named-hard.tsv').map((line) => line.split('\t') as [string, string]));

console.log(`NHC-4, ${runs} runs, seed ${seed}`);
console.log(`${'puzzle'.padEnd(16)} ${'paper'.padStart(8)} ${'ours'.padStart(8)} ${'diff'.padStart(7)} ${'median'.padStart(7)} ${'sd'.padStart(7)} ${'min'.padStart(5)} ${'max'.padStart(6)} ${'time'.padStart(7)}`);
for (const [name, paper] of TABLE_9) {
  const puzzle = named.get(name);
  if (!puzzle) throw new Error(`${name} is missing from named-hard.tsv`);
  const start = performance.now();
  const s = summarize(nishioRunCycles(puzzle, { strategies: 4, runs, seed }));
  const seconds = (performance.now() - start) / 1000;
  const diff = `${s.mean >= paper ? '+' : ''}${((100 * (s.mean - paper)) / paper).toFixed(1)}%`;
  console.log(
    `${name.padEnd(16)} ${paper.toFixed(2).padStart(8)} ${s.mean.toFixed(2).padStart(8)} ${diff.padStart(7)} ${s.median.toFixed(1).padStart(7)} ` +
      `${s.sd.toFixed(1).padStart(7)} ${String(s.min).padStart(5)} ${String(s.max).padStart(6)} ${(seconds.toFixed(2) + 's').padStart(7)}`,
  );
}
