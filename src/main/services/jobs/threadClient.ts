/**
 * A worker thread that answers calls (replies of src/shared/threadCall.ts): started on the
 * first call, kept for the next ones, and started afresh after a crash, whose pending calls fail
 * with the crash's message. Unreferenced while no call is pending, so an idle worker never keeps
 * the process alive; `close` ends it.
 */
import { Worker } from 'node:worker_threads';
import { isThreadCallReply } from '../../../shared/threadCall';
import { resolveWorkerEntry } from './workerEntry';

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

/** A request as the caller writes it: the client numbers it (each kind of a union keeps its own fields). */
export type UnnumberedRequest<Request> = Request extends unknown ? Omit<Request, 'seq'> : never;

export class ThreadClient<Request extends { readonly seq: number }> {
  private worker: Worker | null = null;
  private nextSeq = 1;
  private readonly pending = new Map<number, Pending>();

  /**
   * @param workerName the worker's entry, e.g. 'compareWorker' (see resolveWorkerEntry)
   * @param title what messages call the worker, e.g. 'the compare worker'
   */
  constructor(
    private readonly workerName: string,
    private readonly title: string,
  ) {}

  /** Sends a request (its sequence number added) and resolves with the worker's value. */
  call<T>(request: UnnumberedRequest<Request>): Promise<T> {
    const worker = this.worker ?? this.start();
    const seq = this.nextSeq++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(seq, { resolve: resolve as (value: unknown) => void, reject });
      worker.ref();
      worker.postMessage({ ...request, seq });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(`${this.title} was closed`);
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const entry = resolveWorkerEntry(this.workerName);
    const worker = new Worker(entry.file, { execArgv: [...entry.execArgv] });
    worker.unref();
    let lastError: string | undefined;
    worker.on('message', (message: unknown) => {
      if (!isThreadCallReply(message)) return;
      const pending = this.pending.get(message.seq);
      if (!pending) return;
      this.pending.delete(message.seq);
      if (this.pending.size === 0) worker.unref();
      if (message.ok) pending.resolve(message.value);
      else pending.reject(new Error(message.message));
    });
    worker.on('error', (error) => {
      lastError = error instanceof Error ? error.message : String(error);
    });
    worker.once('exit', (code) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(`${this.title} stopped (${lastError ?? `exit code ${code}`}); the next request starts a new one`);
    });
    this.worker = worker;
    return worker;
  }

  private failAll(message: string): void {
    for (const pending of this.pending.values()) pending.reject(new Error(message));
    this.pending.clear();
  }
}
