// Builds the app with electron-vite when out/ is missing or older than the sources it is built
// from, so `npm start` and `npm run web` always serve what the source says.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The build's outputs; the oldest of them is compared with the newest input. */
const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
/** Folders and files the build reads (tests beside the code do not count). */
const INPUTS = ['src/core', 'src/shared', 'src/main', 'src/preload', 'src/renderer', 'electron.vite.config.ts', 'package.json'];

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return /\.test\.ts$/.test(file) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

/** Why the app needs building, or null when out/ is up to date. */
export function staleReason(root = ROOT) {
  const missing = OUTPUTS.find((file) => !existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...OUTPUTS.map((file) => statSync(path.join(root, file)).mtimeMs));
  const changed = Math.max(...INPUTS.map((input) => newestMtime(path.join(root, input))));
  return changed > built ? 'the sources changed since the last build' : null;
}

/** Builds if needed; prints one line when it does, and the build's output only if it fails. */
export function buildIfStale(root = ROOT) {
  const reason = staleReason(root);
  if (reason === null) return;
  console.log(`Building the app (${reason})…`);
  const cli = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error('The build failed (output above); fix it and start again.');
    process.exit(1);
  }
}
