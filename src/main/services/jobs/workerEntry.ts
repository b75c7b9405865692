/**
 * Where a worker's code is and how to start it. Built, it is the `.js` file each build writes for
 * every src/main/workers/*Worker.ts, beside the bundle that starts it (which may itself sit in a
 * chunks/ folder below): out/main/workers/<name>.js in the desktop app, out/node/workers/<name>.js
 * for the command line, the web host and the benchmarks. From source (the tests, under vitest) it
 * is the `.ts` file under src/main/workers and needs tsx's loader in the new thread.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WorkerEntry {
  /** Absolute path of the file the worker runs. */
  readonly file: string;
  /** Node options for the new thread (tsx's loader when running from source). */
  readonly execArgv: readonly string[];
}

/** How many folders up from the calling module to look for the worker file. */
const SEARCH_DEPTH = 4;

/**
 * Finds worker `name` (e.g. 'rateWorker') relative to `moduleUrl`, the `import.meta.url` of the
 * code that starts it. Throws with the places it looked when the file is not there.
 */
export function resolveWorkerEntry(name: string, moduleUrl: string = import.meta.url): WorkerEntry {
  const fromSource = fileURLToPath(moduleUrl).endsWith('.ts');
  const relative = path.join('workers', `${name}.${fromSource ? 'ts' : 'js'}`);
  const tried: string[] = [];
  let folder = path.dirname(fileURLToPath(moduleUrl));
  for (let depth = 0; depth <= SEARCH_DEPTH; depth++) {
    const candidate = path.join(folder, relative);
    tried.push(candidate);
    if (existsSync(candidate)) return { file: candidate, execArgv: fromSource ? ['--import', tsxLoaderUrl()] : [] };
    folder = path.dirname(folder);
  }
  throw new Error(`worker '${name}' not found; looked for ${tried.join(', ')}`);
}

/** tsx's ESM loader as a file URL, so `--import` works whatever the current folder is. */
export function tsxLoaderUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
}
