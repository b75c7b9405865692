// Runs this command again on the project's own Node 22 (the `node` devDependency, which
// `npm ci` installs into node_modules), for a `patti` started by an older Node.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const PROJECT_NODE = fileURLToPath(new URL('../node_modules/node/bin/node', import.meta.url));
const COMMAND = fileURLToPath(new URL('./patti.mjs', import.meta.url));
/** Signals a person or a supervisor sends to stop a command; the child gets them too. */
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Starts the command on the project's Node with the same arguments, and exits as it exits. */
export function runOnProjectNode(thisVersion) {
  if (!existsSync(PROJECT_NODE)) {
    console.error(
      `patti needs Node 22 or newer; this is Node ${thisVersion}, and the project's own Node 22 is not installed (run \`npm ci\` in the project folder).`,
    );
    process.exit(1);
  }
  // The same malloc setting as bin/patti, for the same reason.
  const env = { MALLOC_ARENA_MAX: '1', ...process.env };
  // And bin/patti's V8 helper threads: one on a machine of one or two cores.
  const flags = availableParallelism() <= 2 ? ['--v8-pool-size=1'] : [];
  const child = spawn(PROJECT_NODE, [...flags, COMMAND, ...process.argv.slice(2)], { stdio: 'inherit', env });
  for (const signal of FORWARDED) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`patti could not start the project's Node 22 (${PROJECT_NODE}): ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Die of the same signal, so a shell sees what stopped the command.
    for (const forwarded of FORWARDED) process.removeAllListeners(forwarded);
    process.kill(process.pid, signal);
  });
}
