import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/main';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `patti <args>` in-process with in-memory streams; `stdin` is fed to the command. */
export async function runPatti(args: readonly string[], stdin = ''): Promise<CliRun> {
  const input = new PassThrough();
  const output = new PassThrough();
  const errors = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  output.on('data', (chunk: Buffer) => out.push(chunk));
  errors.on('data', (chunk: Buffer) => err.push(chunk));
  input.end(stdin);
  const code = await runCli(args, { stdin: input, stdout: output, stderr: errors });
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}
