/**
 * `npx tsx scripts/table9.ts [--runs N] [--seed S]`: the Project Patti paper's Table 9 (§10:
 * randomized Nishio, 4 strategies, 50 runs) against ours, for the four named puzzles, with the
 * spread of our runs, the time each took, and the mean of the four deviations (the acceptance
 * figure: within ±12% over 1,000 runs).
 */
import { parseArgs } from 'node:util';
import { nishioRunCycles } from '../src/core/simulate/nishio';
import { DEFAULT_SEED } from '../src/core/simulate/rng';
import { summarize } from '../src/core/stats/summary';
import { readSharedLines } from '../tests/support/data';
import { PAPER_TABLE_9 } from '../tests/support/paperTable9';

const percent = (fraction: number): string => `${fraction >= 0 ? '+' : ''}${(100 * fraction).toFixed(1)}%`;

const { values } = parseArgs({ options: { runs: { type: 'string' }, seed: { type: 'string' } } });
const runs = Number(values.runs ?? 50);
const seed = Number(values.seed ?? DEFAULT_SEED);
const named = new Map(readSharedLines('named-hard.tsv').map((line) => line.split('\t') as [string, string]));

console.log(`NHC-4, ${runs} runs, seed ${seed}`);
console.log(
  `${'puzzle'.padEnd(16)} ${'paper'.padStart(8)} ${'ours'.padStart(8)} ${'diff'.padStart(7)} ${'median'.padStart(7)} ` +
    `${'sd'.padStart(7)} ${'min'.padStart(5)} ${'max'.padStart(6)} ${'time'.padStart(7)}`,
);
let deviationSum = 0;
for (const [name, paper] of PAPER_TABLE_9) {
  const puzzle = named.get(name);
  if (!puzzle) throw new Error(`${name} is missing from named-hard.tsv`);
  const start = performance.now();
  const s = summarize(nishioRunCycles(puzzle, { strategies: 4, runs, seed }));
  const seconds = (performance.now() - start) / 1000;
  deviationSum += (s.mean - paper) / paper;
  const diff = percent((s.mean - paper) / paper);
  console.log(
    `${name.padEnd(16)} ${paper.toFixed(2).padStart(8)} ${s.mean.toFixed(2).padStart(8)} ${diff.padStart(7)} ${s.median.toFixed(1).padStart(7)} ` +
      `${s.sd.toFixed(1).padStart(7)} ${String(s.min).padStart(5)} ${String(s.max).padStart(6)} ${(seconds.toFixed(2) + 's').padStart(7)}`,
  );
}
console.log(`mean deviation ${percent(deviationSum / PAPER_TABLE_9.length)}`);
