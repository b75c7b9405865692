/**
 * The app API on Electron IPC: one `ipcMain.handle` channel per method of the declaration in
 * src/shared/api.ts, answered by the shared dispatcher; events go to every window on one channel.
 */
import type { BrowserWindow, IpcMain, WebFrameMain } from 'electron';
import { API_METHOD_NAMES, IPC_EVENT_CHANNEL, ipcChannelOf, type AppService } from '../shared/api';
import { dispatchCall } from '../shared/dispatch';
import type { AppEventHub } from './services/app/appEvents';
import type { AppUrlTest } from './security';

export function registerAppApi(ipcMain: IpcMain, service: AppService, isAppUrl: AppUrlTest): void {
  for (const name of API_METHOD_NAMES) {
    ipcMain.handle(ipcChannelOf(name), (event, input: unknown) => {
      const frame: WebFrameMain | null = event.senderFrame;
      if (frame === null || !isAppUrl(frame.url)) {
        return { ok: false, error: { kind: 'ERR_FORBIDDEN', message: `${name} may only be called from Patti's own page.` } };
      }
      return dispatchCall(service, name, input);
    });
  }
}

export function forwardAppEvents(events: AppEventHub, windows: () => readonly BrowserWindow[]): () => void {
  return events.subscribe((event) => {
    for (const window of windows()) {
      if (!window.isDestroyed()) window.webContents.send(IPC_EVENT_CHANNEL, event);
    }
  });
}
