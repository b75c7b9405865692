/**
 * The first hint of a fresh process, run by the play-hint suite as a child process of its own
 * (out/node/benchFirstHint.js), since a process that has hinted before cannot measure it. Each
 * figure is the wall time in ms (and the CPU the whole process spent meanwhile, every worker
 * included), printed as one JSON line:
 * - `atOnce`: from starting the workspace's workers, as the web host and the desktop app do
 *   when they open, to the answer of a hint sent at once — what a player who asks for a hint
 *   right after the app opened waits for, the workers' start included.
 * - `onceUp`: the first hint sent as soon as the workers answer (a puzzle read): a player's
 *   first hint a moment after the app opened.
 * - `later`: the first hint sent LATER_MS after the workers start, as when a player opens the
 *   app, then a puzzle, then asks.
 * - `direct`: hintFor's first call on this thread, the engine's code not yet compiled (the
 *   workers are stopped by then, so its CPU is the hint's alone).
 * Every set of workers is new, so every hint runs on an engine that has not run before.
 * Usage: node out/node/benchFirstHint.js <81-digit puzzle>
 */
import { hintFor } from '../src/core/replay/hint';
import { createThreadWorkspaceWorkers } from '../src/main/services/workspace/threadWorkspace';
import type { HintInput } from '../src/shared/workspaceTypes';

const LATER_MS = 3000;

export interface Measured {
  readonly wallMs: number;
  readonly cpuMs: number;
}

async function measured(work: () => Promise<unknown> | unknown): Promise<Measured> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  return { wallMs, cpuMs: (spent.user + spent.system) / 1000 };
}

async function hintOnNewWorkers(
  input: HintInput,
  before: (workers: ReturnType<typeof createThreadWorkspaceWorkers>) => Promise<unknown>,
  timeFromStart: boolean,
): Promise<Measured> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const workers = createThreadWorkspaceWorkers();
  try {
    await before(workers);
    if (timeFromStart) {
      const view = await workers.call('hint', input);
      if (view.kind !== 'step') throw new Error(`benchFirstHint: no hint step (${view.kind})`);
      const spent = process.cpuUsage(cpu);
      return { wallMs: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000 };
    }
    return await measured(() => workers.call('hint', input));
  } finally {
    await workers.close();
  }
}

async function main(): Promise<void> {
  const givens = process.argv[2] ?? '';
  if (!/^[0-9]{81}$/.test(givens)) throw new Error(`benchFirstHint: expected an 81-digit puzzle, got '${givens}'`);
  const input: HintInput = { givens, values: givens, marks: null, set: 'se' };
  const atOnce = await hintOnNewWorkers(input, async () => undefined, true);
  const onceUp = await hintOnNewWorkers(input, (workers) => workers.call('readPuzzle', givens), false);
  const later = await hintOnNewWorkers(input, () => new Promise((resolve) => setTimeout(resolve, LATER_MS)), false);
  const direct = await measured(() => {
    if (hintFor(givens, givens, null, 'se').kind !== 'step') throw new Error('benchFirstHint: no hint step on this thread');
  });
  process.stdout.write(JSON.stringify({ atOnce, onceUp, later, direct }) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
