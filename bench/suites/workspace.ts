/**
 * The workspace backend (issue 13): how long a replay trace and a Nishio run take to build for
 * named puzzles, each beside the engine work it wraps (the baseline row of its puzzle), so the
 * ratio is what the view adds (boards, words, highlights, the rater's own solve).
 *
 * - workspace-trace: buildTraceView in the SE order vs the bare `patti explain` solve; and the
 *   whole puzzleTrace round trip through a worker thread (wall time, JSON included) — the figure
 *   behind "Easter Monster's trace shown < 1 s after opening".
 * - workspace-nishio: buildNishioRunView (run 0 traced + 50 counted runs) vs the 50 counted runs.
 */
import { readPuzzle } from '../../src/core/replay/puzzleInput';
import { buildNishioRunView } from '../../src/core/replay/nishioView';
import { buildTraceView } from '../../src/core/replay/traceView';
import { asPuzzle } from '../../src/core/grid/puzzle';
import { solveLogically } from '../../src/core/simulate/logical';
import { SE_SET } from '../../src/core/simulate/logicalPresets';
import { nishioRunCycles } from '../../src/core/simulate/nishio';
import { createThreadWorkspaceWorkers } from '../../src/main/services/workspace/threadWorkspace';
import { loadDataLines } from '../data';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

/** Named puzzles from easy to monstrous, and how many times each is timed. */
const NAMED: readonly { readonly name: string; readonly repeat: number }[] = [
  { name: 'Wikipedia', repeat: 20 },
  { name: 'AI Escargot', repeat: 3 },
  { name: 'Golden Nugget', repeat: 2 },
  { name: 'Easter Monster', repeat: 2 },
];
const WIKIPEDIA = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SEED = 7;

function namedPuzzles(): { name: string; puzzle: string; solution: string; repeat: number }[] {
  const named = new Map(
    loadDataLines('named-hard.tsv')
      .slice(1)
      .map((line) => line.split('\t') as [string, string]),
  );
  named.set('Wikipedia', WIKIPEDIA);
  return NAMED.map(({ name, repeat }) => {
    const read = readPuzzle(named.get(name)!);
    if (read.kind !== 'puzzle') throw new Error(`${name}: ${read.message}`);
    return { name, puzzle: read.puzzle, solution: read.solution, repeat };
  });
}

function row(suite: string, label: string, file: string, repeat: number, work: () => unknown, baseline = false, note?: string): BenchRow {
  work(); // warm-up
  const run = timed(() => {
    for (let i = 0; i < repeat; i++) work();
  });
  return {
    suite,
    case: label,
    file,
    puzzles: repeat,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: repeat / run.cpuSeconds,
    ...(baseline ? { baseline: true } : {}),
    note: `${((run.cpuSeconds * 1000) / repeat).toFixed(1)} ms per puzzle${note ? `; ${note}` : ''}`,
  };
}

async function workerRow(puzzle: string, file: string, context: BenchContext): Promise<BenchRow> {
  context.log(`workspace-trace: ${file} through a worker thread`);
  const workers = createThreadWorkspaceWorkers();
  try {
    await workers.call('readPuzzle', puzzle); // the worker has started and loaded the engine
    const repeat = 3;
    const run = await timedAsync(async () => {
      for (let i = 0; i < repeat; i++) {
        const read = await workers.call('readPuzzle', puzzle);
        if (read.kind === 'problem') throw new Error(read.message);
        JSON.stringify(await workers.call('trace', { puzzle: read.puzzle, solution: read.solution, set: 'se', libraryId: null }));
      }
    });
    return {
      suite: 'workspace-trace',
      case: 'puzzleTrace se through a worker thread (wall)',
      file,
      puzzles: repeat,
      cpuSeconds: run.cpuSeconds,
      wallSeconds: run.wallSeconds,
      perSecond: repeat / run.wallSeconds,
      note: `${((run.wallSeconds * 1000) / repeat).toFixed(0)} ms per trace by wall time, uncached`,
    };
  } finally {
    await workers.close();
  }
}

export const workspaceTraceSuite: BenchSuite = {
  name: 'workspace-trace',
  async run(context) {
    const rows: BenchRow[] = [];
    for (const { name, puzzle, solution, repeat } of namedPuzzles()) {
      context.log(`workspace-trace: ${name}`);
      const steps = solveLogically(asPuzzle(puzzle), SE_SET).steps.length;
      rows.push(
        row(
          'workspace-trace',
          'patti explain solve (options counted)',
          name,
          repeat,
          () => solveLogically(asPuzzle(puzzle), SE_SET),
          true,
          `${steps} steps`,
        ),
      );
      rows.push(row('workspace-trace', 'buildTraceView se', name, repeat, () => buildTraceView(puzzle, solution, 'se', null)));
    }
    const monster = namedPuzzles().find((named) => named.name === 'Easter Monster')!;
    rows.push(await workerRow(monster.puzzle, monster.name, context));
    return rows;
  },
};

export const workspaceNishioSuite: BenchSuite = {
  name: 'workspace-nishio',
  run(context) {
    const rows: BenchRow[] = [];
    for (const { name, puzzle, repeat } of namedPuzzles()) {
      context.log(`workspace-nishio: ${name}`);
      const view = buildNishioRunView(puzzle, SEED, 4, null);
      rows.push(
        row(
          'workspace-nishio',
          'nishioRunCycles, 50 runs, 4 strategies',
          name,
          repeat,
          () => nishioRunCycles(puzzle, { strategies: 4, runs: 50, seed: SEED }),
          true,
        ),
      );
      rows.push(
        row(
          'workspace-nishio',
          `buildNishioRunView seed ${SEED}, 4 strategies`,
          name,
          repeat,
          () => buildNishioRunView(puzzle, SEED, 4, null),
          false,
          `${view.cycles} cycles, ${view.events.length} events`,
        ),
      );
    }
    return rows;
  },
};
