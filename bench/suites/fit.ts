/**
 * `npm run bench -- fit`: `patti rater fit`'s work on the bundled sample's 1,500 Sudoku of the
 * Day levels from the sotd preset: the one solve of each puzzle (in worker threads, as the
 * command runs it) and the 5-fold fit over the traces, then both together, the figure behind
 * "a 5-fold fit on 1,500 puzzles in < 60 s".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { presetCustomSet } from '../../src/core/rate/customSet';
import { fitRating } from '../../src/core/rate/fit/fitRating';
import type { FitTrace } from '../../src/core/rate/fit/fitTrace';
import { traceForFit } from '../../src/main/services/fit/traceForFit';
import { defaultThreadCount } from '../../src/main/services/jobs/threadCounts';
import { REPO_ROOT } from '../data';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'fit';
const FILE = 'resources/sample/sotd-levels.csv';
const GOAL_SECONDS = 60;

function row(name: string, puzzles: number, run: { cpuSeconds: number; wallSeconds: number }, note: string, baseline = false): BenchRow {
  return {
    suite: SUITE,
    case: name,
    file: 'sample sotd-levels',
    puzzles,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: puzzles / run.wallSeconds,
    ...(baseline ? { baseline } : {}),
    note,
  };
}

export const fitSuite: BenchSuite = {
  name: SUITE,
  async run(context: BenchContext): Promise<BenchRow[]> {
    const lines = readFileSync(path.join(REPO_ROOT, FILE), 'utf8').trim().split(/\r?\n/).slice(1);
    const levels: string[] = [];
    const puzzles = lines.map((line) => {
      const [text, level] = line.split(',');
      if (!levels.includes(level!)) levels.push(level!);
      return { text: text!, level: levels.indexOf(level!) };
    });
    const set = presetCustomSet('sotd', 'sotd');
    const jobs = defaultThreadCount();
    context.log(`fit: ${puzzles.length} puzzles of ${FILE}, ${jobs} worker threads`);
    const solve = await timedAsync(() =>
      traceForFit(
        set,
        puzzles.map((p) => p.text),
        jobs,
      ),
    );
    const traces: FitTrace[] = [];
    const levelRanks: number[] = [];
    solve.result.forEach((outcome, index) => {
      if (!('trace' in outcome)) return;
      traces.push(outcome.trace);
      levelRanks.push(puzzles[index]!.level);
    });
    const fit = timed(() => fitRating({ set, name: 'bench', levels, traces, levelRanks, folds: 5, seed: 1 }));
    if (!fit.result.ok) throw new Error(fit.result.error.message);
    const total = solve.wallSeconds + fit.wallSeconds;
    const { spearman, cvSpearman, start } = fit.result.value;
    return [
      row('solve once (threads)', puzzles.length, solve, `${jobs} threads; ${traces.length} solved`),
      row(
        '5-fold fit on the traces',
        traces.length,
        fit,
        `ρ ${spearman.toFixed(4)}, cross-validated ${cvSpearman.toFixed(4)} (start ${start.spearman.toFixed(4)})`,
      ),
      row(
        'whole fit',
        puzzles.length,
        { cpuSeconds: solve.cpuSeconds + fit.cpuSeconds, wallSeconds: total },
        `goal < ${GOAL_SECONDS} s: ${total < GOAL_SECONDS ? 'met' : 'not met'} (${total.toFixed(1)} s)`,
        true,
      ),
    ];
  },
};
