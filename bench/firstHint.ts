/**
 * The first hint of a fresh process, run by the play-hint suite as a child process of its own
 * (out/node/benchFirstHint.js), since a process that has hinted before cannot measure it. Two
 * figures, printed as one JSON line:
 * - `workersMs`: from starting the workspace's workers, as the web host and the desktop app do
 *   when they open, to the answer of a hint sent at once — what a player who asks for a hint
 *   right after the app opened waits for, the workers' start included.
 * - `readyMs`: the first hint sent as soon as the workers answer (a puzzle read): a player's
 *   first hint a moment after the app opened, the engine not yet warm.
 * - `directMs`: hintFor's first call on this thread, the engine's code not yet compiled.
 * Usage: node out/node/benchFirstHint.js <81-character puzzle>
 */
import { hintFor } from '../src/core/replay/hint';
import { createThreadWorkspaceWorkers } from '../src/main/services/workspace/threadWorkspace';

async function main(): Promise<void> {
  const givens = process.argv[2] ?? '';
  if (!/^[0-9]{81}$/.test(givens)) throw new Error(`benchFirstHint: expected an 81-digit puzzle, got '${givens}'`);
  const input = { givens, values: givens, marks: null, set: 'se' } as const;
  const started = performance.now();
  const workers = createThreadWorkspaceWorkers();
  const view = await workers.call('hint', input);
  const workersMs = performance.now() - started;
  await workers.close();
  if (view.kind !== 'step') throw new Error(`benchFirstHint: no hint step (${view.kind})`);
  const others = createThreadWorkspaceWorkers();
  await others.call('readPuzzle', givens);
  const readyStarted = performance.now();
  await others.call('hint', input);
  const readyMs = performance.now() - readyStarted;
  await others.close();
  const directStarted = performance.now();
  const direct = hintFor(givens, givens, null, 'se');
  const directMs = performance.now() - directStarted;
  if (direct.kind !== 'step') throw new Error(`benchFirstHint: no hint step on this thread (${direct.kind})`);
  process.stdout.write(JSON.stringify({ workersMs, readyMs, directMs }) + '\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exitCode = 1;
});
