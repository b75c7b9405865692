/**
 * The compare service's worker thread: started on the first call, kept for the next ones, and
 * started afresh after a crash (whose pending calls fail with the crash's message). Unreferenced,
 * so an idle worker never keeps the process alive; `close` ends it.
 */
import { Worker } from 'node:worker_threads';
import type { CompareCall } from '../../../core/compare/index';
import { isCompareWorkerReply, type CompareWorkerValue } from '../../../shared/compareWorkerProtocol';
import { resolveWorkerEntry } from '../jobs/workerEntry';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

export class CompareWorkerClient {
  private worker: Worker | null = null;
  private nextSeq = 1;
  private readonly pending = new Map<number, Pending>();

  /** Runs one call in the worker. */
  run<C extends CompareCall>(call: C): Promise<CompareWorkerValue<C['kind']>> {
    const worker = this.worker ?? this.start();
    const seq = this.nextSeq++;
    return new Promise((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ seq, call });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll('the compare worker was closed');
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const entry = resolveWorkerEntry('compareWorker', import.meta.url);
    const worker = new Worker(entry.file, { execArgv: [...entry.execArgv] });
    worker.unref();
    let lastError: string | undefined;
    worker.on('message', (message: unknown) => {
      if (!isCompareWorkerReply(message)) return;
      const pending = this.pending.get(message.seq);
      if (!pending) return;
      this.pending.delete(message.seq);
      if (this.pending.size === 0) worker.unref();
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new Error(message.message));
    });
    worker.on('error', (error) => {
      lastError = error?.message ?? String(error);
    });
    worker.once('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(`the compare worker stopped (${lastError ?? `exit code ${code}`}); the next request starts a new one`);
    });
    this.worker = worker;
    return worker;
  }

  private failAll(message: string): void {
    for (const pending of this.pending.values()) pending.reject(new Error(message));
    this.pending.clear();
  }
}
