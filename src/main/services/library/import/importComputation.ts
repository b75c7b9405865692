/**
 * The import worker (src/main/workers/importWorker.ts) as imports use it: one worker thread per
 * process, shared by every import running in it, each import a session of its own.
 */
import type { ImportLine } from '../../../../core/format/importRecords';
import type { ComputeSettings, ComputedItem } from '../../../../core/import/computeRecords';
import type { ImportWorkerRequest } from '../../../../shared/importWorkerProtocol';
import { ThreadClient } from '../../jobs/threadClient';

const thread = new ThreadClient<ImportWorkerRequest>('importWorker', 'the import worker');
let nextSession = 1;

/**
 * One file's records computed in the import worker. Requests are answered in the order they
 * were sent, so several may be in flight; a failed one rejects its promise only.
 */
export class ImportComputation {
  private readonly session = nextSession++;

  constructor(settings: ComputeSettings) {
    // Answered before any lines (the worker takes requests in order); a failure shows on the lines,
    // so nothing waits for this one.
    void this.quietly(thread.call({ type: 'open', session: this.session, settings }));
  }

  /** The next lines of the file: resolves with what they complete. */
  push(lines: readonly ImportLine[]): Promise<ComputedItem[]> {
    return this.quietly(thread.call({ type: 'lines', session: this.session, lines }));
  }

  /** The end of the file: resolves with what it completes. */
  end(): Promise<ComputedItem[]> {
    return this.quietly(thread.call({ type: 'end', session: this.session }));
  }

  /** Stops early: the worker forgets the session (requests already sent are still answered). */
  close(): void {
    // Nothing is left to wait for: a failure to forget the session only leaves it to the worker.
    void this.quietly(thread.call({ type: 'close', session: this.session }));
  }

  /** A promise that may fail before anyone awaits it (awaiting it later still sees the failure). */
  private quietly<T>(promise: Promise<T>): Promise<T> {
    promise.catch(() => undefined);
    return promise;
  }
}
