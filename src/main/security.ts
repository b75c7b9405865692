/**
 * Electron hardening that is not a window option: the app's pages may not navigate anywhere,
 * open windows, attach webviews, get permissions, or load anything but the app's own files
 * (and, during `electron-vite dev`, its dev server).
 */
import type { Session, WebContents } from 'electron';

/** Says whether a URL is one of the app's own pages or assets. */
export type AppUrlTest = (url: string) => boolean;

/**
 * The app's own URLs: those of its origin (`app://patti`, see appProtocol.ts), or the dev
 * server's origin. No file: URL is the app's, not even one of the renderer folder.
 */
export function makeAppUrlTest(appOrigin: string, devServerUrl: string | undefined): AppUrlTest {
  const devOrigin = devServerUrl ? new URL(devServerUrl).origin : null;
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    // URL.origin is "null" for a scheme the URL standard does not know, so build it.
    if (`${parsed.protocol}//${parsed.host}` === appOrigin && parsed.username === '' && parsed.password === '') return true;
    return devOrigin !== null && parsed.origin === devOrigin;
  };
}

/** Schemes the renderer needs besides the app's own URLs (inline images, devtools). */
const INTERNAL_SCHEMES = new Set(['data:', 'blob:', 'devtools:']);

export function hardenSession(session: Session, isAppUrl: AppUrlTest): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.webRequest.onBeforeRequest((details, callback) => {
    const scheme = details.url.slice(0, details.url.indexOf(':') + 1);
    const devSocket = details.url.startsWith('ws:') && isAppUrl(details.url.replace(/^ws:/, 'http:'));
    callback({ cancel: !(isAppUrl(details.url) || INTERNAL_SCHEMES.has(scheme) || devSocket) });
  });
}

export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}
