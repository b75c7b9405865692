// Runs the web host (src/host/main.ts) in this process, as compiled JavaScript (out/node/host.js)
// like the command line, built first if out/node is stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildNodeIfStale } from './build.mjs';

export async function startWebHost(root) {
  buildNodeIfStale(root);
  await import(pathToFileURL(path.join(root, 'out', 'node', 'host.js')).href);
}
