/**
 * The `patti` process: runs the command line on this process's arguments. The build writes it
 * as out/node/cli.js, which bin/patti.mjs starts; tests call runCli (main.ts) in their own process.
 */
import { reportCliError } from './errors';
import { runCli } from './main';

// An error that escapes a command's own handling (a stream failing after the command
// returned, say) still ends in one line, like every other error.
const onStray = (error: unknown): void => {
  process.exit(reportCliError(error, process.argv[2] ?? 'patti', process));
};
process.on('uncaughtException', onStray);
process.on('unhandledRejection', onStray);
process.exitCode = await runCli(process.argv.slice(2), process);
