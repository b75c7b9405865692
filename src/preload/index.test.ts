import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_METHOD_NAMES, IPC_EVENT_CHANNEL, ipcChannelOf, type AppApi, type AppEvent } from '../shared/api';

/** The preload script against a stand-in for 'electron': what it exposes and how it calls. */
const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const listeners = new Map<string, (...args: unknown[]) => void>();
  const invoke = vi.fn();
  /** Paths the stand-in knows for File objects (Electron knows them for files chosen or dropped). */
  const paths = new Map<unknown, string>();
  return {
    exposed,
    listeners,
    invoke,
    paths,
    module: {
      webUtils: { getPathForFile: (file: unknown) => paths.get(file) ?? '' },
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer: {
        invoke,
        on: (channel: string, listener: (...args: unknown[]) => void) => listeners.set(channel, listener),
        removeListener: (channel: string) => listeners.delete(channel),
      },
    },
  };
});

vi.mock('electron', () => ({ default: electron.module, ...electron.module }));

let api: AppApi;

beforeAll(async () => {
  await import('./index');
  api = electron.exposed.get('api') as AppApi;
});

describe('preload', () => {
  it('exposes only `api`: the declared methods and onEvent, never ipcRenderer', () => {
    expect([...electron.exposed.keys()]).toEqual(['api']);
    expect(Object.keys(api).sort()).toEqual([...API_METHOD_NAMES, 'onEvent', 'sendFile'].sort());
    expect(Object.values(api)).not.toContain(electron.module.ipcRenderer);
    expect(Object.values(api).every((value) => typeof value === 'function')).toBe(true);
  });

  it('sends each method on its own channel and returns the reply', async () => {
    electron.invoke.mockResolvedValueOnce({ ok: true, value: { status: 'unique' } });
    expect(await api.examinePuzzle('1..')).toEqual({ ok: true, value: { status: 'unique' } });
    expect(electron.invoke).toHaveBeenLastCalledWith(ipcChannelOf('examinePuzzle'), '1..');
  });

  it('turns a failed IPC call into an ERR_TRANSPORT reply', async () => {
    electron.invoke.mockRejectedValueOnce(new Error('window closing'));
    expect(await api.appInfo()).toEqual({
      ok: false,
      error: { kind: 'ERR_TRANSPORT', message: 'appInfo did not reach the app: window closing' },
    });
  });

  it('delivers app events until the listener unsubscribes', () => {
    const received: AppEvent[] = [];
    const stop = api.onEvent((event) => received.push(event));
    electron.listeners.get(IPC_EVENT_CHANNEL)!({}, { topic: 'app.notice', message: 'hi' });
    stop();
    expect(electron.listeners.has(IPC_EVENT_CHANNEL)).toBe(false);
    expect(received).toEqual([{ topic: 'app.notice', message: 'hi' }]);
  });

  it('hands over a chosen file by its path, without reading it', async () => {
    const chosen = new File(['not read'], 'royle.txt');
    electron.paths.set(chosen, '/home/someone/royle.txt');
    expect(await api.sendFile(chosen)).toEqual({ ok: true, value: { path: '/home/someone/royle.txt' } });
    expect(electron.invoke).not.toHaveBeenCalledWith(expect.anything(), chosen);
  });

  it('refuses a file that has no path on this computer', async () => {
    const made = new File(['x'], 'made.txt');
    const reply = await api.sendFile(made);
    expect(reply).toMatchObject({ ok: false, error: { kind: 'ERR_INPUT' } });
    expect(reply.ok ? '' : reply.error.message).toContain('made.txt');
  });
});
