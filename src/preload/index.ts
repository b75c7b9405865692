/**
 * The preload script: exposes the app API as `window.api` and nothing else — never
 * `ipcRenderer` itself, so the page can send only the calls the API declares. Besides the
 * methods it gives `sendFile`, which turns a file the person chose into its path for `importFile`.
 * Runs sandboxed, so it is bundled as one CommonJS file that requires only 'electron'.
 */
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from 'electron';
import { IPC_EVENT_CHANNEL, ipcChannelOf, type AppApi, type AppEvent, type Reply } from '../shared/api';
import { makeApiMethods } from '../shared/client';

const methods = makeApiMethods((name, input) =>
  (ipcRenderer.invoke(ipcChannelOf(name), input) as Promise<Reply<unknown>>).catch((error: unknown): Reply<unknown> => ({
    ok: false,
    error: { kind: 'ERR_TRANSPORT', message: `${name} did not reach the app: ${error instanceof Error ? error.message : String(error)}` },
  })),
);

const api: AppApi = {
  ...methods,
  // The main process reads a chosen file by its path: nothing is copied through the window.
  sendFile(file) {
    let filePath = '';
    try {
      filePath = webUtils.getPathForFile(file);
    } catch {
      // Not a File from a file input or a drop (e.g. one the page built): no path to give.
    }
    if (filePath === '') {
      return Promise.resolve({
        ok: false,
        error: {
          kind: 'ERR_INPUT',
          message: `${file.name} is not a file on this computer; choose it with the file picker or drop it here.`,
        },
      });
    }
    return Promise.resolve({ ok: true, value: { path: filePath } });
  },
  onEvent(listener) {
    const forward = (_event: IpcRendererEvent, appEvent: AppEvent): void => listener(appEvent);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
