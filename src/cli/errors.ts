import { describeLibraryError } from '../main/services/library/store/errors';
import { UsageError, type CommandIo } from './command';
import { forTerminal } from './terminalText';

/** Whether a person asked for stack traces (`PATTI_DEBUG=1`). */
function isDebug(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PATTI_DEBUG === '1';
}

function isParseArgsError(error: unknown): error is Error {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

/** node:util parseArgs' message, as the first word of a sentence of ours. */
function describeParseArgsError(error: Error): string {
  const message = error.message.replace(/\. To specify a positional argument.*$/s, '');
  return message.charAt(0).toLowerCase() + message.slice(1);
}

/**
 * Reports an error a command ended with, in one line on stderr, and returns the exit code:
 * 2 with a pointer to `--help` for a usage error (ours or parseArgs'), 1 otherwise. A stack
 * trace follows only with PATTI_DEBUG=1. `libraryFile` names the library in messages about it.
 */
export function reportCliError(error: unknown, command: string, io: CommandIo, libraryFile?: string): number {
  const debug = isDebug() && error instanceof Error && error.stack ? `\n${error.stack}` : '';
  if (error instanceof UsageError || isParseArgsError(error)) {
    const message = error instanceof UsageError ? error.message : describeParseArgsError(error);
    io.stderr.write(`patti ${command}: ${forTerminal(message)}\nRun \`patti ${command} --help\` for usage.${debug}\n`);
    return 2;
  }
  const library = describeLibraryError(error, libraryFile);
  const message = library ?? (error instanceof Error ? error.message : String(error));
  const hint = library === undefined && debug === '' ? ' (PATTI_DEBUG=1 shows the details)' : '';
  io.stderr.write(`patti ${command}: ${forTerminal(message)}${hint}${debug}\n`);
  return 1;
}
