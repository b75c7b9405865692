/**
 * The channel to the parent, whichever runtime started this worker: `worker_threads` (Node: CLI,
 * web host, tests) or an Electron utility process (the app), which has `process.parentPort`.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerChannel } from './workerChannel';

/** The parts of Electron's `process.parentPort` a worker uses (typed here: workers may not import electron). */
interface UtilityParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

/** The channel of this worker, whatever replies its protocol has. */
export function connectToParent<Reply>(): WorkerChannel<Reply> {
  if (parentPort) {
    const port = parentPort;
    return {
      post: (reply: Reply) => port.postMessage(reply),
      onMessage: (listener) => port.on('message', listener),
      close: () => port.close(),
    };
  }
  const utilityPort = (process as unknown as { parentPort?: UtilityParentPort }).parentPort;
  if (utilityPort) {
    return {
      post: (reply: Reply) => utilityPort.postMessage(reply),
      onMessage: (listener) => utilityPort.on('message', (event) => listener(event.data)),
      close: () => process.exit(0),
    };
  }
  throw new Error('worker: started outside a worker thread or utility process (no parent port)');
}
