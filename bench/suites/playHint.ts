/**
 * Play's hint (issue 30): the time from a player's position to the hint's first level — the
 * host's next-step search (`hintFor`, SE order) plus the renderer's level-1 words and drawing.
 * Levels 2 and 3 show the same step and ask the host nothing, so their row is the renderer's
 * part alone. Targets: < 100 ms on a 17-clue puzzle, < 1 s on Easter Monster.
 *
 * Those rows time a process that has hinted before. The first hint of a fresh process is timed
 * too, in child processes of its own (bench/firstHint.ts says what each row times): sent as the
 * workspace's workers start (as the app opens), once they answer, 3 s later, and hintFor's first
 * call on a cold engine. Each row is the median of FRESH_RUNS processes; its CPU is the whole
 * child's (every worker's) while the hint was awaited. Last, the first hint as a player meets it
 * (bench/playHintInApp.ts): Hint pressed in Chromium on a web host just started, until its words
 * are painted — the figure the targets are about.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../data';
import type { Measured } from '../firstHint';
import { hintFor } from '../../src/core/replay/hint';
import { hintHighlights, vagueHintText } from '../../src/renderer/state/hintLevels';
import { inAppFirstHintRows } from '../playHintInApp';
import { timed } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

/** The first 17-clue puzzle of Gordon Royle's list, and Easter Monster. */
const PUZZLES: readonly { readonly name: string; readonly givens: string; readonly repeat: number; readonly goal: string }[] = [
  {
    name: '17-clue (Royle #1)',
    givens: '000000010400000000020000000000050407008000300001090000300400200050100000000806000',
    repeat: 20,
    goal: '< 100 ms',
  },
  {
    name: 'Easter Monster',
    givens: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1'.replace(/\./g, '0'),
    repeat: 2,
    goal: '< 1 s',
  },
];

/** Fresh web hosts per puzzle for the in-app rows (each starts a host and Chromium: seconds). */
const IN_APP_RUNS = 5;

/** Fresh processes per puzzle: each costs a few seconds, and one alone is noisy on a shared machine. */
const FRESH_RUNS = 3;

type FirstHints = Readonly<Record<'atOnce' | 'onceUp' | 'later' | 'direct', Measured>>;

const FRESH_CASES: readonly { readonly key: keyof FirstHints; readonly label: string }[] = [
  { key: 'atOnce', label: 'first hint, sent as the workers start' },
  { key: 'onceUp', label: 'first hint, sent once the workers answer' },
  { key: 'later', label: 'first hint, sent 3 s after the workers start' },
  { key: 'direct', label: 'first hintFor call on a cold engine' },
];

function firstHintsInFreshProcess(givens: string): FirstHints {
  const child = spawnSync(process.execPath, [path.join(REPO_ROOT, 'out', 'node', 'benchFirstHint.js'), givens], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`the first-hint process failed (${child.status ?? child.signal}): ${child.stderr.trim()}`);
  return JSON.parse(child.stdout) as FirstHints;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function freshRows(name: string, givens: string): BenchRow[] {
  const runs = Array.from({ length: FRESH_RUNS }, () => firstHintsInFreshProcess(givens));
  return FRESH_CASES.map(({ key, label }) => {
    const wall = runs.map((run) => run[key].wallMs);
    const cpu = runs.map((run) => run[key].cpuMs);
    return {
      suite: 'play-hint',
      case: `${name}: ${label} (fresh process)`,
      file: '(named puzzles)',
      puzzles: 1,
      cpuSeconds: median(cpu) / 1000,
      wallSeconds: median(wall) / 1000,
      perSecond: 1000 / median(cpu),
      note: `${median(wall).toFixed(0)} ms wall, median of ${wall.length} processes (slowest ${Math.max(...wall).toFixed(0)} ms)`,
      extra: { medianWallMs: median(wall), slowestWallMs: Math.max(...wall), medianCpuMs: median(cpu) },
    };
  });
}

function hintRow(label: string, repeat: number, work: () => unknown): BenchRow {
  work(); // warm-up
  const run = timed(() => {
    for (let i = 0; i < repeat; i++) work();
  });
  return {
    suite: 'play-hint',
    case: label,
    file: '(named puzzles)',
    puzzles: repeat,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: repeat / run.cpuSeconds,
    note: `${((run.wallSeconds * 1000) / repeat).toFixed(1)} ms per hint`,
  };
}

export const playHintSuite: BenchSuite = {
  name: 'play-hint',
  async run(context) {
    const rows: BenchRow[] = [];
    // First, while this process has not run the engine yet (the children are fresh either way).
    for (const { name, givens } of PUZZLES) rows.push(...freshRows(name, givens));
    for (const { name, givens, goal } of PUZZLES) {
      const inApp = await inAppFirstHintRows(name, givens, IN_APP_RUNS, goal);
      if (inApp.length === 0)
        context.log("play-hint: the in-app rows are skipped, no Chromium (install Debian's chromium package or set PATTI_CHROMIUM)");
      rows.push(...inApp);
    }
    for (const { name, givens, repeat } of PUZZLES) {
      const first = (): unknown => {
        const view = hintFor(givens, givens, null, 'se');
        if (view.kind !== 'step') throw new Error(`${name}: no hint step (${view.kind})`);
        return [vagueHintText(view.step), hintHighlights(view.step, 1)];
      };
      rows.push(hintRow(`${name}: level 1 from the givens`, repeat, first));
      const view = hintFor(givens, givens, null, 'se');
      if (view.kind === 'step')
        rows.push(
          hintRow(`${name}: levels 2 and 3 (renderer only)`, 1000, () => [hintHighlights(view.step, 2), hintHighlights(view.step, 3)]),
        );
    }
    return rows;
  },
};
