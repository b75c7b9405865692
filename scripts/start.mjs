// `npm start`: builds the app if needed, then opens the desktop app. Where Electron cannot
// start (no binary, no display, …) it says so in one line and serves the same app to a browser
// through the web host instead, printing the address to open.
import './requireNode22.mjs';
import { spawn } from 'node:child_process';
import { buildIfStale, ROOT } from './build.mjs';
import { findElectron } from './electron.mjs';
import { startWebHost } from './webHost.mjs';

buildIfStale(ROOT);
const electron = await findElectron(ROOT, { download: true });
if (electron.ok) {
  const child = spawn(electron.path, [ROOT], { stdio: 'inherit', cwd: ROOT });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  console.log(`The desktop app cannot start here (${electron.reason}), so Patti starts in the web host instead.`);
  await startWebHost(ROOT);
}
