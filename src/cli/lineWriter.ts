import type { Writable } from 'node:stream';
import { lineForTerminal } from './terminalText';

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

  constructor(private readonly stream: Writable) {
    stream.on('error', this.onError);
    this.terminal = (stream as { isTTY?: boolean }).isTTY === true;
  }

  async line(text: string): Promise<void> {
    if (this.broken) return;
    // On a terminal, what came from input files is shown escaped and cut (see terminalText);
    // into a pipe or file it goes unchanged.
    const line = this.terminal ? lineForTerminal(text) : text;
    if (this.stream.write(line + '\n')) return;
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
