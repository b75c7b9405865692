/**
 * The event side of the app API: services publish AppEvents here, and each transport forwards
 * them (Electron: `webContents.send` on the event channel; web host: server-sent events).
 */
import type { AppEvent, Unsubscribe } from '../../../shared/api';

export interface AppEventHub {
  publish(event: AppEvent): void;
  subscribe(listener: (event: AppEvent) => void): Unsubscribe;
}

export function createAppEventHub(): AppEventHub {
  const listeners = new Set<(event: AppEvent) => void>();
  return {
    publish(event) {
      // A listener that throws (a closed window, a dropped connection) must not starve the others.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          listeners.delete(listener);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
