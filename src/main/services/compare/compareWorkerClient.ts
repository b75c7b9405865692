/**
 * The compare service's worker thread (a {@link ThreadClient}): started on the first call, kept
 * for the next ones, started afresh after a crash; `close` ends it.
 */
import type { CompareCall } from '../../../core/compare/index';
import type { CompareWorkerRequest, CompareWorkerValue } from '../../../shared/compareWorkerProtocol';
import { ThreadClient } from '../jobs/threadClient';

export class CompareWorkerClient {
  private readonly thread = new ThreadClient<CompareWorkerRequest>('compareWorker', 'the compare worker');

  /** Runs one call in the worker. */
  run<C extends CompareCall>(call: C): Promise<CompareWorkerValue<C['kind']>> {
    return this.thread.call({ call });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
