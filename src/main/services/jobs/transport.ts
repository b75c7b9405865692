/**
 * One running worker as its owner sees it, whatever runs it: a `worker_threads` thread (Node:
 * CLI, web host, tests) or an Electron utility process (the app). The owner only posts requests,
 * listens for replies and the exit, and kills. The rate pool speaks the rate protocol
 * (src/shared/workerProtocol.ts); the workspace service its own (src/shared/workspaceProtocol.ts).
 */
import type { WorkerReply, WorkerRequest } from '../../../shared/workerProtocol';

export interface MessageTransport<Request, Reply> {
  post(request: Request): void;
  onReply(listener: (reply: Reply) => void): void;
  /** Called once when the worker is gone, with a sentence saying why (exit code, uncaught error). */
  onExit(listener: (reason: string) => void): void;
  /** Stops the worker at once, even in the middle of a synchronous computation; resolves when it is gone. */
  kill(): Promise<void>;
}

/** Checks a message from a worker (it crosses a thread or process boundary) before it is trusted. */
export type ReplyGuard<Reply> = (message: unknown) => message is Reply;

/** A rate worker. */
export type WorkerTransport = MessageTransport<WorkerRequest, WorkerReply>;

/** Starts one worker; the pool calls it at start and again to replace a crashed or killed worker. */
export type SpawnWorker = () => WorkerTransport;
