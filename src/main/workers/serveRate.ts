/**
 * The body of a rate worker, independent of how it talks to its parent: a `worker_threads`
 * port in Node, `process.parentPort` in an Electron utility process. It answers requests one at a
 * time, posting one reply per puzzle as soon as that puzzle is rated.
 */
import type { RaterOptions } from '../../core/rater';
import type { WorkerChannel } from './workerChannel';
import { isWorkerRequest, type RatedRow, type WorkerReply, type WorkerRequest } from '../../shared/workerProtocol';

/** The rate worker's end of the channel to the main process. */
export type ParentChannel = WorkerChannel<WorkerReply>;

/** Rates one puzzle with the given raters; throws only on a rater's own failure. */
export type RateOne = (text: string, raterIds: readonly string[], options: RaterOptions) => RatedRow;

/** Checks every rater id before any work starts, so a bad id fails the request, not each puzzle. */
export type CheckRaterIds = (raterIds: readonly string[], options: RaterOptions) => string | undefined;

export function serveRateRequests(channel: ParentChannel, rateOne: RateOne, checkRaterIds: CheckRaterIds): void {
  channel.onMessage((message) => {
    if (!isWorkerRequest(message)) {
      channel.post({ type: 'log', level: 'warn', message: `rate worker: ignored a malformed message` });
      return;
    }
    handle(channel, message, rateOne, checkRaterIds);
  });
  channel.post({ type: 'ready', pid: process.pid });
}

function handle(channel: ParentChannel, request: WorkerRequest, rateOne: RateOne, checkRaterIds: CheckRaterIds): void {
  if (request.type === 'shutdown') {
    channel.post({ seq: request.seq, type: 'done' });
    channel.close();
    return;
  }
  const problem = checkRaterIds(request.raterIds, request.options);
  if (problem !== undefined) {
    channel.post({ seq: request.seq, type: 'error', message: problem });
    return;
  }
  request.tasks.forEach((task, index) => {
    try {
      const row = rateOne(task.text, request.raterIds, request.options);
      channel.post({ seq: request.seq, type: 'item', index, row });
    } catch (error) {
      channel.post({ seq: request.seq, type: 'itemError', index, message: error instanceof Error ? error.message : String(error) });
    }
  });
  channel.post({ seq: request.seq, type: 'done' });
}
