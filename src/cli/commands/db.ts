import type { Command } from '../command';
import { reportCliError } from '../errors';
import { forTerminal } from '../terminalText';
import { resolveDbPath } from './dbSubcommand';
import { DB_SUBCOMMANDS } from './dbSubcommands';

function makeHelp(): string {
  const width = Math.max(...DB_SUBCOMMANDS.map((sub) => sub.name.length));
  return [
    'patti db <subcommand> [--db <path>] [options]',
    '',
    'The puzzle library (SQLite). Without --db: $PATTI_HOME/library.db, else ~/.patti/library.db.',
    '',
    'Subcommands:',
    ...DB_SUBCOMMANDS.map((sub) => `  ${sub.name.padEnd(width)}  ${sub.summary}`),
    '',
    ...DB_SUBCOMMANDS.map((sub) => sub.help.trimEnd() + '\n'),
  ].join('\n');
}

/** The library a subcommand's arguments name (`--db <path>` or `--db=<path>`), else the default one. */
function findDbOption(args: readonly string[]): string {
  let value: string | undefined;
  args.forEach((arg, index) => {
    if (arg === '--db') value = args[index + 1];
    else if (arg.startsWith('--db=')) value = arg.slice(5);
  });
  return resolveDbPath(value);
}

export const dbCommand: Command = {
  name: 'db',
  get help() {
    return makeHelp();
  },
  async run(args, io) {
    const [name, ...rest] = args;
    const sub = DB_SUBCOMMANDS.find((candidate) => candidate.name === name);
    if (!sub) {
      const known = DB_SUBCOMMANDS.map((candidate) => candidate.name).join(', ');
      const problem =
        name === undefined ? `name a subcommand (${known})` : `unknown subcommand '${forTerminal(name, 80)}' (known: ${known})`;
      io.stderr.write(`patti db: ${problem}\nRun \`patti db --help\` for usage.\n`);
      return 2;
    }
    try {
      return await sub.run(rest, io);
    } catch (error) {
      return reportCliError(error, `db ${sub.name}`, io, findDbOption(rest));
    }
  },
};
