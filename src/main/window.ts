/**
 * The main window's options. Every renderer runs sandboxed and context-isolated with no Node
 * integration; it reaches the app only through the API the preload script exposes.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

/** `iconFile`: the window's icon (a PNG of the favicon's grid; Linux and Windows show it), when there is one. */
export function makeWindowOptions(preloadFile: string, iconFile?: string): BrowserWindowConstructorOptions {
  return {
    title: 'Patti',
    ...(iconFile !== undefined ? { icon: iconFile } : {}),
    width: 1200,
    height: 820,
    minWidth: 720,
    minHeight: 520,
    show: false,
    backgroundColor: '#f7f6f2',
    webPreferences: {
      preload: preloadFile,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
