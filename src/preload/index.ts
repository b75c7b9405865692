/**
 * The preload script: exposes the app API as `window.api` and nothing else — never
 * `ipcRenderer` itself, so the page can send only the calls the API declares.
 * Runs sandboxed, so it is bundled as one CommonJS file that requires only 'electron'.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { IPC_EVENT_CHANNEL, ipcChannelOf, type AppApi, type AppEvent, type Reply } from '../shared/api';
import { makeApiMethods } from '../shared/client';

const methods = makeApiMethods((name, input) =>
  (ipcRenderer.invoke(ipcChannelOf(name), input) as Promise<Reply<unknown>>).catch(
    (error: unknown): Reply<unknown> => ({
      ok: false,
      error: { kind: 'ERR_TRANSPORT', message: `${name} did not reach the app: ${error instanceof Error ? error.message : String(error)}` },
    }),
  ),
);

const api: AppApi = {
  ...methods,
  onEvent(listener) {
    const forward = (_event: IpcRendererEvent, appEvent: AppEvent): void => listener(appEvent);
    ipcRenderer.on(IPC_EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, forward);
    };
  },
};

contextBridge.exposeInMainWorld('api', api);
