// Can the desktop app start on this machine? Electron 45 fetches its binary on first use, and
// a machine without a display, without access to Electron's download host, or running as root
// (Chromium's sandbox refuses that, and Patti keeps the sandbox on) cannot start it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;

function binaryPath(electronDir) {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : null;
}

/** Runs Electron's own installer (it downloads the binary); says whether the binary is there after. */
function download(electronDir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore' });
    const notice = setTimeout(() => console.log("Fetching Electron's binary (first start only; about 100 MB)…"), 2000);
    // A network that silently drops the connection must not keep `npm start` waiting for ever.
    const giveUp = setTimeout(() => child.kill(), DOWNLOAD_TIMEOUT_MS);
    child.on('error', () => resolve(false));
    child.on('exit', () => {
      clearTimeout(notice);
      clearTimeout(giveUp);
      resolve(binaryPath(electronDir) !== null);
    });
  });
}

/**
 * Finds a runnable Electron binary: `{ ok: true, path }`, or `{ ok: false, reason }` with the
 * reason in a few words. With `download`, a missing binary is fetched first.
 */
export async function findElectron(root, { download: allowDownload = false } = {}) {
  const electronDir = path.join(root, 'node_modules', 'electron');
  if (!existsSync(path.join(electronDir, 'package.json'))) return { ok: false, reason: 'the electron package is not installed' };
  let binary = binaryPath(electronDir);
  if (binary === null && allowDownload && (await download(electronDir))) binary = binaryPath(electronDir);
  if (binary === null) {
    return { ok: false, reason: allowDownload ? "Electron's binary could not be downloaded" : "Electron's binary is not installed" };
  }
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { ok: false, reason: 'there is no display (DISPLAY is not set)' };
  }
  if (process.platform === 'linux' && process.getuid?.() === 0) {
    return { ok: false, reason: "it is running as root, where Chromium's sandbox will not start" };
  }
  const probe = spawnSync(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (probe.status !== 0) {
    const why = (probe.stderr || probe.error?.message || `exit code ${probe.status}`).trim().split('\n')[0];
    return { ok: false, reason: `Electron's binary does not run (${why})` };
  }
  return { ok: true, path: binary };
}
