/**
 * The Electron main process: thin glue. It hardens every web contents, opens the library (the
 * bundled sample library on first start), serves the app API on IPC from the services in
 * ./services, and opens the one window on the built renderer, served on app://patti (see
 * appProtocol.ts; `electron-vite dev` serves it from its dev server instead).
 */
import { app, BrowserWindow, dialog, ipcMain, protocol, session } from 'electron';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APP_INDEX_URL, APP_ORIGIN, APP_SCHEME_PRIVILEGES, registerAppProtocol } from './appProtocol';
import { forwardAppEvents, registerAppApi } from './ipc';
import { hardenSession, hardenWebContents, makeAppUrlTest } from './security';
import { createAppService } from './services/app/appApi';
import { createAppEventHub } from './services/app/appEvents';
import { describeLibraryProblem, openAppLibrary, type AppLibrary } from './services/app/openAppLibrary';
import { createGeneratePool } from './services/generate/generateRun';
import { threadsLeavingOneCore } from './services/jobs/threadCounts';
import { resolveWorkerEntry } from './services/jobs/workerEntry';
import { createRateUtilityPool, utilitySpawner } from './services/jobs/utilityTransport';
import { defaultLibraryPath } from './services/library/paths';
import { createUtilityWorkspaceWorkers } from './services/workspace/utilityWorkspace';
import type { WorkspaceWorkers } from './services/workspace/workspaceWorkers';
import { makeWindowOptions } from './window';

const RENDERER_DIR = path.join(import.meta.dirname, '..', 'renderer');
const PRELOAD_FILE = path.join(import.meta.dirname, '..', 'preload', 'index.cjs');
/** resources/icon.png (a PNG of the favicon's grid): beside the app when packaged, in the repository otherwise. */
const ICON_FILE = app.isPackaged
  ? path.join(process.resourcesPath, 'icon.png')
  : path.join(import.meta.dirname, '..', '..', 'resources', 'icon.png');
/** Set by `electron-vite dev` only; a packaged app always loads its own files. */
const DEV_SERVER_URL = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

const isAppUrl = makeAppUrlTest(APP_ORIGIN, DEV_SERVER_URL);

// The renderer's own scheme must be declared before the app is ready (see appProtocol.ts).
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();
app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

function openMainWindow(): BrowserWindow {
  const window = new BrowserWindow(makeWindowOptions(PRELOAD_FILE, existsSync(ICON_FILE) ? ICON_FILE : undefined));
  window.once('ready-to-show', () => window.show());
  if (DEV_SERVER_URL) void window.loadURL(DEV_SERVER_URL);
  else void window.loadURL(APP_INDEX_URL);
  return window;
}

/** Where the sample library's files are: shipped beside the app when packaged, found upwards from the code otherwise. */
const SAMPLE_DIR = app.isPackaged ? path.join(process.resourcesPath, 'sample') : undefined;

let library: AppLibrary | undefined;
let workspace: WorkspaceWorkers | undefined;
app.on('will-quit', (event) => {
  if (!library && !workspace) return;
  // Stop the workspace workers, pause a running job (it resumes at the next start) and close the library before quitting.
  const closingLibrary = library;
  const closingWorkspace = workspace;
  library = undefined;
  workspace = undefined;
  event.preventDefault();
  void Promise.allSettled([closingWorkspace?.close(), closingLibrary?.close()]).finally(() => app.quit());
});

void app.whenReady().then(async () => {
  hardenSession(session.defaultSession, isAppUrl);
  registerAppProtocol(protocol, RENDERER_DIR);
  const events = createAppEventHub();
  const libraryPath = defaultLibraryPath();
  try {
    library = await openAppLibrary({
      path: libraryPath,
      ...(SAMPLE_DIR !== undefined ? { sampleDir: SAMPLE_DIR } : {}),
      createPool: () => createRateUtilityPool({ size: threadsLeavingOneCore() }),
      createGeneratePool: (budgetMs) =>
        createGeneratePool(
          threadsLeavingOneCore(),
          budgetMs,
          utilitySpawner(resolveWorkerEntry('generateWorker'), 'Patti generate worker'),
        ),
    });
  } catch (error) {
    // A damaged library, one from a newer Patti, an unwritable folder: one line saying which file, why and what to do, then stop.
    dialog.showErrorBox('Patti cannot open its library', describeLibraryProblem(error, libraryPath));
    app.quit();
    return;
  }
  workspace = createUtilityWorkspaceWorkers();
  const service = createAppService({
    runtime: 'electron',
    version: app.getVersion(),
    electronVersion: process.versions.electron,
    library,
    events,
    workspace,
    // The window hands over the path of a file the person chose; the import reads it here.
    importByPath: true,
  });
  registerAppApi(ipcMain, service, isAppUrl);
  forwardAppEvents(events, () => BrowserWindow.getAllWindows());
  library.jobs.resumeUnfinished();
  openMainWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
});
