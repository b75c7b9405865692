/// <reference types="vite/client" />
import type { AppApi } from '../shared/api';

declare global {
  interface Window {
    /** The app API, exposed by the preload script when running inside Electron; absent in a browser. */
    readonly api?: AppApi;
  }
}
