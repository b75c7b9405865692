import type { Readable, Writable } from 'node:stream';

/** The streams a command talks to; tests pass their own. */
export interface CommandIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/** One `patti <name>` subcommand, in its own file under commands/ (its summary is in commands/index.ts). */
export interface Command {
  readonly name: string;
  /** The whole `patti <name> --help` text. */
  readonly help: string;
  /** Returns the exit code. */
  run(args: readonly string[], io: CommandIo): Promise<number>;
}

/** Writes a line, waiting when the stream's buffer is full so huge outputs stream in constant memory. */
export async function writeLine(stream: Writable, line: string): Promise<void> {
  if (!stream.write(line + '\n')) await new Promise<void>((resolve) => stream.once('drain', resolve));
}

export class UsageError extends Error {}
