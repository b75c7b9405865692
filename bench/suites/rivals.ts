/**
 * Patti beside the programs it is measured against, each run as a person runs it: one process
 * per input, start-up included, one thread, the same puzzles in the same kind of file. Patti
 * also runs as its command does by default on an input of many puzzles, on one thread per core
 * but one, where the machine has more than two.
 *
 * Patti's rows run `bin/patti rate`, the launcher people put on their PATH (build first). The others run when the
 * environment names their builds, made from source outside the repository:
 *   PATTI_SKFR        the skfr binary (an SE-style rater in C++; not exact)
 *   PATTI_SE_JAR      Sudoku Explainer 1.2.1.3's SudokuExplainer.jar (its `serate` batch rater)
 *   PATTI_HODOKU_JAR  HoDoKu 2.2's hodoku.jar (its `/bs` batch rater)
 * A rival not named is left out and the log says so. Times are the child's CPU time (its own
 * and its threads', as Linux counts it for a waited-for child) and its wall time; the ratio
 * column compares CPU time against Patti's row for the same input.
 *
 * skfr is built with OpenMP and rates puzzles on every core at once, so it runs twice: on one
 * thread (`OMP_NUM_THREADS=1`), as Patti's baseline row rates, and as built.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { THREADS_FROM } from '../../src/cli/commands/rate';
import { applyTransform, makeRandomTransform } from '../../src/core/canonical/transform';
import { Rng, unitFloat } from '../../src/core/generate/random';
import { threadsLeavingOneCore } from '../../src/main/services/jobs/threadCounts';
import { loadDataLines, REPO_ROOT } from '../data';
import { spreadOrder } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const SUITE = 'rivals';
const CLI = path.join(REPO_ROOT, 'out', 'node', 'cli.js');
const LAUNCHER = path.join(REPO_ROOT, 'bin', 'patti');
/** Golden Nugget, the classic that takes SE-style raters longest. */
const GOLDEN_NUGGET = '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....';
/** HoDoKu's levels, 200 generated puzzles each, for the HoDoKu comparison. */
const HODOKU_LEVELS = ['easy', 'medium', 'hard', 'unfair', 'extreme'] as const;
const PER_LEVEL = 200;

interface ChildRun {
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  readonly code: number;
}

/** CPU ticks (1/100 s) of this process's waited-for children, user + system (/proc/self/stat fields 16–17). */
function childTicks(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[13]) + Number(fields[14]);
}

/** Runs a command to its end, output discarded, and times it; `env` is added to this process's environment. */
function runChild(command: string, args: readonly string[], cwd: string, env: Readonly<Record<string, string>> = {}): Promise<ChildRun> {
  const ticks = childTicks();
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => {
      resolve({ cpuSeconds: (childTicks() - ticks) / 100, wallSeconds: (performance.now() - start) / 1000, code: code ?? 1 });
    });
  });
}

/** One input: its label, its puzzles (81 characters, dots for empty cells) and Patti's raters for it. */
interface Input {
  readonly label: string;
  readonly puzzles: readonly string[];
  readonly raters: string;
  /** Which rivals rate the same thing. */
  readonly rivals: readonly RivalId[];
}

type RivalId = 'skfr1' | 'skfr' | 'se' | 'hodoku';

/** A rival: how it is found and run on a file of puzzles in `dir`. */
interface Rival {
  readonly name: string;
  readonly build: string | undefined;
  readonly run: (build: string, dir: string, file: string) => Promise<ChildRun>;
}

// skfr reads `<name>.txt` from its working folder (-i takes the name without .txt) and writes `<name>_rat.txt`.
const runSkfr = (build: string, dir: string, file: string, env?: Record<string, string>) =>
  runChild(build, [`-i${file.replace(/\.txt$/, '')}`, '-e'], dir, env);

const RIVALS: Readonly<Record<RivalId, Rival>> = {
  skfr1: {
    name: 'skfr, one thread',
    build: process.env.PATTI_SKFR,
    run: (build, dir, file) => runSkfr(build, dir, file, { OMP_NUM_THREADS: '1' }),
  },
  skfr: { name: 'skfr, every core', build: process.env.PATTI_SKFR, run: runSkfr },
  se: {
    name: 'Sudoku Explainer 1.2.1.3 serate',
    build: process.env.PATTI_SE_JAR,
    run: (build, dir, file) =>
      runChild('java', ['-cp', build, 'diuf.sudoku.test.serate', '--format=%r', `--input=${file}`, '--output=se-out.txt'], dir),
  },
  // HoDoKu reads every argument that starts with "/" as an option, so its files are named relative to the folder.
  hodoku: {
    name: 'HoDoKu 2.2 /bs',
    build: process.env.PATTI_HODOKU_JAR,
    run: (build, dir, file) => runChild('java', ['-jar', build, '/bs', file, '/o', 'hodoku-out.txt'], dir),
  },
};

function spreadSample(file: string, count: number): string[] {
  const lines = loadDataLines(file);
  return spreadOrder(lines.length)
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((index) => lines[index]!.slice(0, 81));
}

/** 200 puzzles of each HoDoKu level, made by `patti generate` with a fixed seed. */
async function generatedForHodoku(dir: string, context: BenchContext): Promise<string[]> {
  const puzzles: string[] = [];
  for (const level of HODOKU_LEVELS) {
    context.log(`rivals: generating ${PER_LEVEL} ${level} puzzles for the HoDoKu comparison`);
    const out = path.join(dir, `generated-${level}.tsv`);
    const run = await runChild(
      'sh',
      ['-c', `"${process.execPath}" "${CLI}" generate --count ${PER_LEVEL} --target hodoku:${level} --seed 7 --jobs 2 > "${out}"`],
      dir,
    );
    if (run.code !== 0) throw new Error(`patti generate --target hodoku:${level} failed (exit ${run.code})`);
    puzzles.push(
      ...readFileSync(out, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => line.slice(0, 81)),
    );
  }
  return puzzles;
}

/**
 * Each puzzle in another arrangement (rows, columns, bands and stacks shuffled, perhaps
 * transposed, digits relabelled): the same puzzles to rate again, with none of the digit
 * patterns the searches remember from the first arrangement.
 */
function equivalents(puzzles: readonly string[]): string[] {
  const rng = new Rng(20261130);
  const random = (): number => unitFloat(rng);
  return puzzles.map((puzzle) => applyTransform(puzzle, makeRandomTransform(random)));
}

async function inputs(dir: string, context: BenchContext): Promise<Input[]> {
  const generated = await generatedForHodoku(dir, context);
  return [
    // Sudoku Explainer itself takes minutes a puzzle on these (over 14 CPU minutes on Golden Nugget), so it runs on top1465 only.
    {
      label: 'hardest sample: 12 spread over forum-hardest-11plus-5000.txt',
      puzzles: spreadSample('forum-hardest-11plus-5000.txt', 12),
      raters: 'se',
      rivals: ['skfr1', 'skfr'],
    },
    { label: 'Golden Nugget', puzzles: [GOLDEN_NUGGET], raters: 'se', rivals: ['skfr1', 'skfr'] },
    {
      label: 'royle17-49158.txt, 4,000 spread',
      puzzles: spreadSample('royle17-49158.txt', 4000),
      raters: 'cost,grader,se,hodoku',
      rivals: [],
    },
    // The whole set, as the four raters' goal names it: the sample above shows how much of a short run start-up takes.
    {
      label: 'royle17-49158.txt, whole set',
      puzzles: loadDataLines('royle17-49158.txt').map((line) => line.slice(0, 81)),
      raters: 'cost,grader,se,hodoku',
      rivals: [],
    },
    {
      label: '1,000 generated puzzles, 200 per HoDoKu level',
      puzzles: generated,
      raters: 'hodoku',
      rivals: ['hodoku'],
    },
    // The same again with an equivalent of each after it: the second thousand costs what rating
    // takes once V8 has compiled the searches, and the row above less that is start-up and compiling.
    {
      label: 'the 1,000 generated puzzles, then an equivalent of each',
      puzzles: [...generated, ...equivalents(generated)],
      raters: 'hodoku',
      rivals: [],
    },
    // Last: Sudoku Explainer keeps both cores busy for minutes, and a virtual machine may then run
    // slower for a while, which would slow the rows after it.
    {
      label: 'magictour-top1465.txt, first 200',
      puzzles: loadDataLines('magictour-top1465.txt')
        .slice(0, 200)
        .map((line) => line.slice(0, 81)),
      raters: 'se',
      rivals: ['skfr1', 'skfr', 'se'],
    },
  ];
}

function row(input: Input, name: string, run: ChildRun, baseline: boolean): BenchRow {
  const count = input.puzzles.length;
  return {
    suite: SUITE,
    case: name,
    file: input.label,
    puzzles: count,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: count / run.cpuSeconds,
    ...(baseline ? { baseline } : {}),
    note:
      `${(run.cpuSeconds / count).toFixed(count > 50 ? 4 : 2)} CPU s a puzzle, wall ${run.wallSeconds.toFixed(2)} s` +
      (run.code === 0 ? '' : `; exit ${run.code}`),
    extra: { wallPerPuzzle: run.wallSeconds / count, exitCode: run.code },
  };
}

export const rivalsSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const dir = mkdtempSync(path.join(tmpdir(), 'patti-rivals-'));
    try {
      const rows: BenchRow[] = [];
      for (const input of await inputs(dir, context)) {
        const file = 'puzzles.txt';
        writeFileSync(path.join(dir, file), input.puzzles.map((p) => `${p}\n`).join(''));
        // skfr and HoDoKu read zeros for empty cells as readily as dots; serate wants dots.
        context.log(`rivals: patti rate --raters ${input.raters} on ${input.label}`);
        const patti = (...jobs: string[]) => runChild(LAUNCHER, ['rate', file, '--raters', input.raters, '--jsonl', ...jobs], dir);
        // The rivals rate on one thread: Patti's baseline does too. A longer input is also rated
        // as the command does by default, when that means worker threads.
        rows.push(row(input, `patti rate --raters ${input.raters} --jobs 1`, await patti('--jobs', '1'), true));
        if (input.puzzles.length >= THREADS_FROM && threadsLeavingOneCore() > 1)
          rows.push(row(input, `patti rate --raters ${input.raters} (${threadsLeavingOneCore()} threads)`, await patti(), false));
        for (const id of input.rivals) {
          const rival = RIVALS[id];
          if (!rival.build) {
            context.log(`rivals: ${rival.name} left out (its build is not named in the environment)`);
            continue;
          }
          context.log(`rivals: ${rival.name} on ${input.label}`);
          rows.push(row(input, rival.name, await rival.run(rival.build, dir, file), false));
        }
      }
      return rows;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
