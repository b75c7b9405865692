/**
 * `npm run web`: opens the library (building the bundled sample library on first start), starts
 * the web host and prints the address to open. Reads PATTI_HOME (the library is
 * $PATTI_HOME/library.db, else ~/.patti/library.db), PATTI_WEB_PORT (default: a free port) and
 * PATTI_WEB_TOKEN (default: a fresh random token; the end-to-end tests set both).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppService } from '../main/services/app/appApi';
import { createAppEventHub } from '../main/services/app/appEvents';
import { describeLibraryProblem, openAppLibrary, type AppLibrary } from '../main/services/app/openAppLibrary';
import { UploadStore } from '../main/services/library/import/uploads';
import { createGeneratePool } from '../main/services/generate/generateRun';
import { threadsLeavingOneCore } from '../main/services/jobs/threadCounts';
import { createRateThreadPool } from '../main/services/jobs/threadTransport';
import { defaultLibraryPath } from '../main/services/library/paths';
import { findPackageRoot } from '../main/services/app/packageRoot';
import { createThreadWorkspaceWorkers } from '../main/services/workspace/threadWorkspace';
import { startWebHost } from './server';

const ROOT = findPackageRoot(import.meta.dirname);

function parsePort(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PATTI_WEB_PORT must be a port number (0-65535), not '${text}'.`);
  }
  return port;
}

async function main(): Promise<void> {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const libraryPath = defaultLibraryPath();
  let library: AppLibrary | undefined;
  let libraryProblem: string | undefined;
  try {
    library = await openAppLibrary({
      path: libraryPath,
      createPool: () => createRateThreadPool({ size: threadsLeavingOneCore() }),
      createGeneratePool: (budgetMs) => createGeneratePool(threadsLeavingOneCore(), budgetMs),
    });
  } catch (error) {
    // A damaged library or one from a newer Patti: say so in one line, here and on the page.
    libraryProblem = describeLibraryProblem(error, libraryPath);
    console.error(`Patti cannot open its library: ${libraryProblem}`);
  }
  if (library?.sample) {
    const puzzles = library.sample.reduce((sum, summary) => sum + summary.added, 0);
    console.log(`Built the sample library (${puzzles} puzzles from ${library.sample.length} sources) at ${libraryPath}`);
  } else if (library) {
    console.log(`Library: ${libraryPath}`);
  }
  const events = createAppEventHub();
  // The workspace's engine work runs in worker threads, never on the host's own thread.
  const workspace = createThreadWorkspaceWorkers();
  // Uploaded files wait for their import beside the library (same disk, same owner).
  const uploads = new UploadStore({ dir: path.join(path.dirname(libraryPath), 'uploads') });
  await uploads.clearLeftovers();
  const service = createAppService({
    runtime: 'web',
    version,
    events,
    workspace,
    uploads,
    ...(library ? { library } : {}),
    ...(libraryProblem !== undefined ? { libraryProblem } : {}),
  });
  library?.jobs.resumeUnfinished();
  const host = await startWebHost({
    service,
    events,
    uploads,
    rendererDir: path.join(ROOT, 'out', 'renderer'),
    token: process.env.PATTI_WEB_TOKEN || randomBytes(24).toString('base64url'),
    port: parsePort(process.env.PATTI_WEB_PORT),
  });
  console.log(`Patti is running in the web host: open ${host.launchUrl}`);
  console.log('(Only this machine can connect, and only with that token. Press Ctrl+C to stop.)');
  const stop = (): void => {
    void host
      .close()
      .then(() => uploads.close())
      .then(() => workspace.close())
      .then(() => library?.close())
      .then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`The web host could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
