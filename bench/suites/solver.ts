import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BitSolver } from '../../src/core/solve/bitSolver';
import { examinePuzzle, solve } from '../../src/core/solve/solve';
import { naiveCountSolutions } from '../baseline/naiveSolver';
import { loadDataLines, loadDataPuzzles, REPO_ROOT, sharedDataPath } from '../data';
import { budgetedRateRow, rateRow, timedAsync } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'solver';
const FILES = ['royle17-49158.txt', 'magictour-top1465.txt', 'forum-hardest-11plus-5000.txt'];
/** CPU seconds the naive baseline may spend per file; it is far too slow for whole files. */
const BASELINE_BUDGET = 3;

/** Solver speed on the shared sets, against the naive backtracker, plus the CLI's peak memory on the big file. */
export const solverSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const rows: BenchRow[] = [];
    for (const file of FILES) {
      context.log(`solver: ${file}`);
      const puzzles = loadDataPuzzles(file);
      const lines = loadDataLines(file);
      rows.push(
        budgetedRateRow(
          { suite: SUITE, case: 'naive backtracker (baseline)', file, baseline: true },
          puzzles,
          (p) => naiveCountSolutions(p, 2),
          BASELINE_BUDGET,
        ),
      );
      rows.push(rateRow({ suite: SUITE, case: 'solve (proves uniqueness)', file }, puzzles, (p) => solve(p)));
      const engine = new BitSolver();
      let guesses = 0;
      const first = rateRow(
        { suite: SUITE, case: 'first solution (limit 1)', file },
        puzzles,
        (p) => {
          engine.count(p, 1);
          guesses += engine.guesses;
        },
        0,
      );
      rows.push({
        ...first,
        note: `${(guesses / puzzles.length).toFixed(1)} guesses/puzzle`,
        extra: { guessesPerPuzzle: guesses / puzzles.length },
      });
      rows.push(rateRow({ suite: SUITE, case: 'examinePuzzle (parse + solve)', file }, lines, (l) => examinePuzzle(l)));
    }
    return rows;
  },
};

/** The whole CLI path on the big file: speed end to end (wall time) and peak memory, which must stay under 200 MB. */
export const solverCliSuite: BenchSuite = {
  name: 'solver-cli',
  async run(context) {
    context.log('solver-cli: patti solve --json on royle17-49158.txt (child process)');
    return [await cliMemoryRow('royle17-49158.txt')];
  },
};

/**
 * Runs `patti solve --json <file>` as a child process, discarding its output, and samples
 * the child's peak resident memory (VmHWM) and CPU time from /proc (Linux) while it runs.
 */
async function cliMemoryRow(file: string): Promise<BenchRow> {
  const bin = path.join(REPO_ROOT, 'bin', 'patti.mjs');
  let peakKb = 0;
  let cpuTicks = 0;
  let lines = 0;
  const run = await timedAsync(
    () =>
      new Promise<number>((resolve, reject) => {
        const child = spawn(process.execPath, [bin, 'solve', '--json', sharedDataPath(file)], { stdio: ['ignore', 'pipe', 'inherit'] });
        child.stdout.on('data', (chunk: Buffer) => {
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
        });
        const sample = (): void => {
          try {
            const match = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
            if (match) peakKb = Math.max(peakKb, Number(match[1]));
            // utime and stime, fields 14 and 15 of /proc/<pid>/stat, counted after the ')' of the name.
            const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            cpuTicks = Math.max(cpuTicks, Number(fields[11]) + Number(fields[12]));
          } catch {
            // The child has exited between two samples.
          }
        };
        const timer = setInterval(sample, 20);
        child.on('error', reject);
        child.on('exit', (code) => {
          clearInterval(timer);
          resolve(code ?? 1);
        });
      }),
  );
  const peakMb = peakKb / 1024;
  // Linux counts process CPU time in ticks of 1/100 s (USER_HZ); the last sample is up to 20 ms early.
  const cpuSeconds = cpuTicks / 100;
  return {
    suite: 'solver-cli',
    case: 'patti solve --json (child process)',
    file,
    puzzles: lines,
    cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: lines / cpuSeconds,
    note: `peak RSS ${peakMb.toFixed(0)} MB (child's CPU time, startup included; exit ${run.result})`,
    extra: { peakRssMb: peakMb },
  };
}
