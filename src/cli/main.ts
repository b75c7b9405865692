import type { Command, CommandIo } from './command';
import { COMMANDS } from './commands/index';
import { reportCliError } from './errors';
import { forTerminal } from './terminalText';

const HELP_FLAGS = new Set(['--help', '-h', 'help']);

function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((entry) => entry.name.length), 4);
  return [
    'patti — a workbench for Sudoku difficulty',
    '',
    'Usage: patti <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((entry) => `  ${entry.name.padEnd(width)}  ${entry.summary}`),
    '',
    'Run `patti <command> --help` for the options of a command.',
  ].join('\n');
}

/** Runs the CLI on `argv` (without node and script) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || HELP_FLAGS.has(name)) {
    io.stdout.write(mainHelp() + '\n');
    return name === undefined ? 2 : 0;
  }
  const entry = COMMANDS.find((candidate) => candidate.name === name);
  if (!entry) {
    io.stderr.write(`patti: unknown command '${forTerminal(name, 80)}'. Run \`patti --help\` for the list.\n`);
    return 2;
  }
  const command: Command = await entry.load();
  if (args.some((arg) => HELP_FLAGS.has(arg))) {
    io.stdout.write(command.help.trimEnd() + '\n');
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    return reportCliError(error, name, io);
  }
}
