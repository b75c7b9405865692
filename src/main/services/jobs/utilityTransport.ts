/**
 * The app's implementation of a worker: an Electron utility process (its own OS process, so a
 * crash or a runaway rater never touches the window or the library). Imported only by the
 * Electron main process; the CLI, the web host and the tests use worker threads.
 */
import { utilityProcess } from 'electron';
import { isWorkerReply } from '../../../shared/workerProtocol';
import { createWorkerPool, DEFAULT_BUDGET_MS, type WorkerPool } from './pool';
import type { MessageTransport, ReplyGuard, SpawnWorker, WorkerTransport } from './transport';
import { resolveWorkerEntry, type WorkerEntry } from './workerEntry';

/**
 * Forks `entry` as a utility process named `serviceName` (as the OS task manager shows it),
 * speaking the protocol whose replies `isReply` recognizes.
 */
export function forkUtilityProcess<Request, Reply>(
  entry: WorkerEntry,
  isReply: ReplyGuard<Reply>,
  serviceName: string,
): MessageTransport<Request, Reply> {
  const child = utilityProcess.fork(entry.file, [], {
    serviceName,
    execArgv: [...entry.execArgv],
    stdio: 'inherit',
  });
  let exitCode: number | undefined;
  let fatal: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code: number) => {
      exitCode = code;
      resolve();
    }),
  );
  child.on('error', (type: string, location: string) => {
    fatal = `${type} at ${location}`;
  });
  return {
    post: (request) => child.postMessage(request),
    onReply(listener: (reply: Reply) => void) {
      child.on('message', (message: unknown) => {
        if (isReply(message)) listener(message);
      });
    },
    onExit(listener) {
      void exited.then(() => listener(fatal ?? `utility process exited with code ${exitCode}`));
    },
    async kill() {
      if (exitCode === undefined) child.kill();
      await exited;
    },
  };
}

/** A worker of the rate protocol (a rate or generate worker) in a utility process, named for the task manager. */
export function spawnUtilityProcess(entry: WorkerEntry, serviceName = 'Patti rate worker'): WorkerTransport {
  return forkUtilityProcess(entry, isWorkerReply, serviceName);
}

/** A spawner for the pool: every worker is a utility process running `entry` (the built out/main/workers/<name>.js). */
export function utilitySpawner(entry: WorkerEntry, serviceName?: string): SpawnWorker {
  return () => spawnUtilityProcess(entry, serviceName);
}

/** The app's rate pool: utility processes running the built rate worker. */
export function createRateUtilityPool(options: { readonly size: number; readonly budgetMs?: number }): WorkerPool {
  return createWorkerPool({
    size: options.size,
    budgetMs: options.budgetMs ?? DEFAULT_BUDGET_MS,
    spawn: utilitySpawner(resolveWorkerEntry('rateWorker')),
  });
}
