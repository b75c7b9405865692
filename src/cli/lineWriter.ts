import type { Writable } from 'node:stream';

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

  constructor(private readonly stream: Writable) {
    stream.on('error', this.onError);
  }

  async line(text: string): Promise<void> {
    if (this.broken) return;
    if (this.stream.write(text + '\n')) return;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      this.stream.once('drain', resolve);
    });
    this.wake = undefined;
  }

  /** Stops listening for errors on the stream (the stream itself stays open). */
  close(): void {
    this.stream.off('error', this.onError);
  }
}
