/**
 * One running worker as the pool sees it, whatever runs it: a `worker_threads` thread (Node:
 * CLI, web host, tests) or an Electron utility process (the app). The pool only posts requests,
 * listens for replies and the exit, and kills.
 */
import type { WorkerReply, WorkerRequest } from '../../../shared/workerProtocol';

export interface WorkerTransport {
  post(request: WorkerRequest): void;
  onReply(listener: (reply: WorkerReply) => void): void;
  /** Called once when the worker is gone, with a sentence saying why (exit code, uncaught error). */
  onExit(listener: (reason: string) => void): void;
  /** Stops the worker at once, even in the middle of a synchronous rater; resolves when it is gone. */
  kill(): Promise<void>;
}

/** Starts one worker; the pool calls it at start and again to replace a crashed or killed worker. */
export type SpawnWorker = () => WorkerTransport;
