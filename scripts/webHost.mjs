// Runs the web host (src/host/main.ts) in this process, from source through tsx, like the CLI.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export async function startWebHostFromSource(root) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(path.join(root, 'src', 'host', 'main.ts')).href);
}
