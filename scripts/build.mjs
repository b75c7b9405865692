// The two builds and when to run them. The desktop app (electron-vite: out/main, out/preload,
// out/renderer) is built when out/ is missing or older than its sources, so `npm start` and
// `npm run web` always serve what the source says. The programs that run on plain Node (the
// `patti` command, the web host, the benchmarks and their workers: vite.node.config.ts, out/node)
// are built when any file that build read has changed since, which bin/patti.mjs checks at every
// command, so the check must cost a few milliseconds.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The app build's outputs; the oldest of them is compared with the newest input. */
const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
/** Folders and files the app build reads (tests beside the code do not count). */
const INPUTS = ['src/core', 'src/shared', 'src/main', 'src/preload', 'src/renderer', 'electron.vite.config.ts', 'package.json'];

/** The Node programs' build: where it writes, and its record of the files it read (see vite.node.config.ts). */
const NODE_OUT = path.join('out', 'node');
const NODE_INPUTS = path.join(NODE_OUT, 'inputs.json');

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

/**
 * Why out/node needs building, or null when it is up to date. The build records every file it
 * read with its modification time; any file whose time differs now (edited, checked out, restored
 * from elsewhere) or that is gone makes it stale. That is one stat per file the programs are made
 * of, with no walk through folders: a few milliseconds.
 */
export function nodeStaleReason(root = ROOT) {
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(path.join(root, NODE_INPUTS), 'utf8')).inputs;
  } catch {
    return `${NODE_INPUTS} is missing`;
  }
  for (const [file, recorded] of Object.entries(inputs)) {
    let now;
    try {
      now = statSync(path.join(root, file)).mtimeMs;
    } catch {
      return `${file} is gone`;
    }
    if (now !== recorded) return `${file} changed`;
  }
  return null;
}

/** Runs a build tool with this Node; on failure prints its output and returns false. */
function runBuild(root, script, args) {
  // Loaded here, not at the top: every `patti` command imports this file to check the build,
  // and only a build needs child processes.
  const { spawnSync } = createRequire(import.meta.url)('node:child_process');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', ...script), ...args], { cwd: root, encoding: 'utf8' });
  if (result.status === 0) return true;
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  console.error('The build failed (output above); fix it and start again.');
  return false;
}

/** Builds the app if needed; prints one line when it does, and the build's output only if it fails. */
export function buildIfStale(root = ROOT) {
  const reason = staleReason(root);
  if (reason === null) return;
  console.log(`Building the app (${reason})…`);
  if (!runBuild(root, ['electron-vite', 'bin', 'electron-vite.js'], ['build'])) process.exit(1);
}

/**
 * Builds out/node if needed, saying so in one line on stderr (the command's stdout may be data).
 * The build goes to a folder of its own and is then moved into place, so a `patti` process
 * started meanwhile never finds out/node half written, even when several rebuild at once.
 */
export function buildNodeIfStale(root = ROOT) {
  const reason = nodeStaleReason(root);
  if (reason === null) return;
  process.stderr.write(`Building the command line, web host and benchmarks (${reason})…\n`);
  const out = path.join(root, NODE_OUT);
  const building = `${out}.building-${process.pid}`;
  const replaced = `${out}.replaced-${process.pid}`;
  let built;
  try {
    built = runBuild(root, ['vite', 'bin', 'vite.js'], ['build', '--config', 'vite.node.config.ts', '--outDir', building]);
    if (built) moveIntoPlace(building, out, replaced);
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(replaced, { recursive: true, force: true });
  }
  if (!built) process.exit(1);
}

/** Replaces `out` by `built`; leaves `out` alone when another build has just put itself there. */
function moveIntoPlace(built, out, replaced) {
  try {
    renameSync(out, replaced);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    renameSync(built, out);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  }
}
