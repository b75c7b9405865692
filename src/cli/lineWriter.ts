import type { Writable } from 'node:stream';
import { lineForTerminal } from './terminalText';

/** How much batched output waits before it is written: one write per line costs more than the line. */
const BATCH_CHARS = 1 << 16;
/** The longest a batched line waits, so a slow run (hard puzzles, typed input) still shows its lines as they come. */
const BATCH_WAIT_MS = 100;

export interface LineWriterOptions {
  /**
   * Gather lines into batches written together (a command that writes a line per puzzle of a
   * long input): a batch goes out when it is large, when its first line has waited
   * BATCH_WAIT_MS, and on `flush`. A terminal gets every line at once all the same.
   */
  readonly batch?: boolean;
}

/**
 * Writes output lines with back-pressure and survives a reader that goes away
 * (`patti solve big.txt | head`): after EPIPE, `broken` turns true, writes are dropped and the
 * command can stop early instead of crashing or waiting for a `drain` that never comes.
 */
export class LineWriter {
  /** The reader closed the pipe; nothing more can be written. */
  broken = false;
  /** Resolves a pending wait for `drain` when the stream fails instead. */
  private wake: (() => void) | undefined;
  private readonly onError = (error: NodeJS.ErrnoException): void => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    this.broken = true;
    this.wake?.();
  };

  private readonly terminal: boolean;
  private readonly batch: boolean;
  /** Batched lines not written yet, each with its newline. */
  private pending = '';
  /** When the first pending line came (performance.now()). */
  private pendingSince = 0;
  /** Writes the pending lines once the first has waited long enough, when no later line does it first. */
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly stream: Writable,
    options: LineWriterOptions = {},
  ) {
    stream.on('error', this.onError);
    this.terminal = (stream as { isTTY?: boolean }).isTTY === true;
    this.batch = options.batch === true && !this.terminal;
  }

  async line(text: string): Promise<void> {
    if (this.broken) return;
    // On a terminal, what came from input files is shown escaped and cut (see terminalText);
    // into a pipe or file it goes unchanged.
    const line = this.terminal ? lineForTerminal(text) : text;
    if (!this.batch) return this.write(line + '\n');
    if (this.pending === '') this.startBatch();
    this.pending += line + '\n';
    if (this.pending.length >= BATCH_CHARS || performance.now() - this.pendingSince >= BATCH_WAIT_MS) await this.flush();
  }

  /** Writes the batched lines now (a batching command calls it when it is done). */
  async flush(): Promise<void> {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    const text = this.pending;
    this.pending = '';
    if (text !== '' && !this.broken) await this.write(text);
  }

  /** Stops listening for errors on the stream (the stream itself stays open); lines not flushed are dropped. */
  close(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = '';
    this.stream.off('error', this.onError);
  }

  private startBatch(): void {
    this.pendingSince = performance.now();
    // A run whose next line is slow to come (a hard puzzle, input typed by hand) shows what it has.
    this.timer = setTimeout(() => void this.flush(), BATCH_WAIT_MS);
    this.timer.unref();
  }

  private async write(text: string): Promise<void> {
    if (this.stream.write(text)) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      this.stream.once('drain', resolve);
    });
    this.wake = undefined;
  }
}
