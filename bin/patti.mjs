#!/usr/bin/env node
// The `patti` command. Patti needs Node 22 (its SQLite binding does). `npm` and `npx` put the
// project's own Node 22 first on PATH; an older Node (a bare `node bin/patti.mjs`, or this file
// on the PATH of a machine whose Node is 20) hands the command to the project's Node 22.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  const { runOnProjectNode } = await import('./projectNode.mjs');
  runOnProjectNode(process.versions.node);
} else {
  // V8 keeps the compiled code of the command's modules on disk (Node 22.1+), so a command after
  // the first does not parse and compile its JavaScript again.
  const { enableCompileCache } = await import('node:module');
  enableCompileCache?.();
  // The command runs as compiled JavaScript (out/node/cli.js), built here first on a fresh clone
  // and again whenever a source file it is made of has changed.
  const { buildNodeIfStale } = await import('../scripts/build.mjs');
  buildNodeIfStale();
  await import('../out/node/cli.js');
}
