import os from 'node:os';
import path from 'node:path';

/**
 * Where the library lives unless the user says otherwise: `$PATTI_HOME/library.db`, else
 * `~/.patti/library.db`. The app, the web host and the CLI all start from here.
 */
export function defaultLibraryPath(env: NodeJS.ProcessEnv = process.env): string {
  const home = env.PATTI_HOME && env.PATTI_HOME.trim() !== '' ? env.PATTI_HOME : path.join(os.homedir(), '.patti');
  return path.join(home, 'library.db');
}
