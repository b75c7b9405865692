// The worker entry points, as build inputs; both builds use them: the desktop app's
// (electron.vite.config.ts → out/main) and the Node programs' (vite.node.config.ts → out/node).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files named `*Worker.ts` in src/main/workers/ (helpers they share have other names), as
 * inputs named `workers/<name>`, so each is written as `<outDir>/workers/<name>.js`, where
 * resolveWorkerEntry looks for it.
 */
export function workerEntries(root) {
  const workersDir = path.join(root, 'src', 'main', 'workers');
  const entries = {};
  if (!existsSync(workersDir)) return entries;
  for (const file of readdirSync(workersDir)) {
    if (/^[A-Za-z0-9]+Worker\.ts$/.test(file)) entries[`workers/${file.slice(0, -'.ts'.length)}`] = path.join(workersDir, file);
  }
  return entries;
}
