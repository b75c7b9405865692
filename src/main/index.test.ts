import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrowserWindow } from 'electron';
import { API_METHOD_NAMES, IPC_EVENT_CHANNEL, ipcChannelOf } from '../shared/api';
import { forwardAppEvents } from './ipc';
import { createAppEventHub } from './services/app/appEvents';
import { generatePuzzles } from '../../tests/support/generatedPuzzles';

/**
 * The Electron glue, run against a stand-in for the 'electron' module (the real binary cannot
 * start on every machine): what it registers, how it builds the window, what it refuses.
 */
const electron = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => unknown;
  const handlers = new Map<string, Listener>();
  const appListeners = new Map<string, Listener>();
  const windows: { options: Record<string, unknown>; loaded: string | null; sent: unknown[][] }[] = [];
  let beforeRequest: Listener | null = null;
  /** Schemes declared privileged, and when: before the app was ready or after. */
  const schemes: { privileged: unknown[]; beforeReady: boolean | null; handlers: Map<string, Listener> } = {
    privileged: [],
    beforeReady: null,
    handlers: new Map(),
  };
  let isReady = false;
  let permissionRequest: Listener | null = null;
  const counts = { enableSandbox: 0 };
  let ready!: () => void;
  const whenReady = new Promise<void>((resolve) => (ready = () => ((isReady = true), resolve())));
  class BrowserWindow {
    static getAllWindows = (): unknown[] => instances;
    readonly record: (typeof windows)[number];
    readonly webContents = { send: (...args: unknown[]) => this.record.sent.push(args) };
    constructor(options: Record<string, unknown>) {
      this.record = { options, loaded: null, sent: [] };
      windows.push(this.record);
      instances.push(this);
    }
    once(): void {}
    isDestroyed(): boolean {
      return false;
    }
    loadFile(file: string): Promise<void> {
      this.record.loaded = file;
      return Promise.resolve();
    }
    loadURL(url: string): Promise<void> {
      this.record.loaded = url;
      return Promise.resolve();
    }
  }
  const instances: BrowserWindow[] = [];
  /** Utility processes forked: what they were started with, and whether they were killed. */
  const forks: { file: string; options: Record<string, unknown>; killed: boolean }[] = [];
  class UtilityChild {
    readonly listeners = new Map<string, Listener[]>();
    constructor(readonly record: (typeof forks)[number]) {}
    on(name: string, listener: Listener): this {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
      return this;
    }
    once(name: string, listener: Listener): this {
      return this.on(name, listener);
    }
    postMessage(): void {}
    kill(): boolean {
      this.record.killed = true;
      queueMicrotask(() => this.listeners.get('exit')?.forEach((listener) => listener(0)));
      return true;
    }
  }
  return {
    schemes,
    forks,
    handlers,
    appListeners,
    counts,
    windows,
    ready: () => ready(),
    get beforeRequest() {
      return beforeRequest;
    },
    get permissionRequest() {
      return permissionRequest;
    },
    module: {
      app: {
        isPackaged: false,
        enableSandbox: () => void counts.enableSandbox++,
        getVersion: () => '1.2.3',
        on: (name: string, listener: Listener) => appListeners.set(name, listener),
        whenReady: () => whenReady,
        quit: () => undefined,
      },
      BrowserWindow,
      ipcMain: { handle: (channel: string, listener: Listener) => handlers.set(channel, listener) },
      protocol: {
        registerSchemesAsPrivileged: (list: unknown[]) => {
          schemes.privileged.push(...list);
          schemes.beforeReady = !isReady;
        },
        handle: (scheme: string, handler: Listener) => schemes.handlers.set(scheme, handler),
      },
      utilityProcess: {
        fork: (file: string, _args: string[], options: Record<string, unknown>) => {
          const record = { file, options, killed: false };
          forks.push(record);
          return new UtilityChild(record);
        },
      },
      session: {
        defaultSession: {
          setPermissionRequestHandler: (handler: Listener) => (permissionRequest = handler),
          setPermissionCheckHandler: () => undefined,
          webRequest: { onBeforeRequest: (handler: Listener) => (beforeRequest = handler) },
        },
      },
    },
  };
});

vi.mock('electron', () => ({ default: electron.module, ...electron.module }));

// index.ts finds renderer/ and preload/ beside its own folder: out/ when built, src/ here.
const OUT = path.join(import.meta.dirname, '..');
const RENDERER_URL = 'app://patti/index.html';
/** Where the renderer used to be loaded from: no longer the app's. */
const RENDERER_FILE_URL = pathToFileURL(path.join(OUT, 'renderer', 'index.html')).href;
const trustedEvent = { senderFrame: { url: RENDERER_URL } };

const home = mkdtempSync(path.join(tmpdir(), 'patti-main-'));
const savedHome = process.env.PATTI_HOME;

beforeAll(async () => {
  delete process.env.ELECTRON_RENDERER_URL;
  process.env.PATTI_HOME = home;
  await import('./index');
  electron.ready();
  // The window opens once the library is open: on this first start, after building the sample library.
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1), { timeout: 30_000 });
}, 40_000);

afterAll(() => {
  if (savedHome === undefined) delete process.env.PATTI_HOME;
  else process.env.PATTI_HOME = savedHome;
  rmSync(home, { recursive: true, force: true });
});

describe('Electron main process', () => {
  it('turns the sandbox on for every renderer', () => {
    expect(electron.counts.enableSandbox).toBe(1);
  });

  it('opens one hardened window on the built renderer with the CommonJS preload', () => {
    const [window] = electron.windows;
    const preferences = window!.options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(preferences.preload).toBe(path.join(OUT, 'preload', 'index.cjs'));
    expect(window!.loaded).toBe(RENDERER_URL);
    expect(window!.options.icon).toBe(path.join(OUT, '..', 'resources', 'icon.png'));
  });

  it('serves the renderer folder on the app:// scheme, declared privileged before the app is ready', async () => {
    expect(electron.schemes.privileged).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
    expect(electron.schemes.beforeReady).toBe(true);
    const handler = electron.schemes.handlers.get('app')!;
    const page = (await handler(new Request(RENDERER_URL))) as Response;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app">');
    expect(((await handler(new Request('app://patti/..%2fmain%2findex.ts'))) as Response).status).toBe(404);
  });

  it('registers exactly one IPC handler per app API method', () => {
    expect([...electron.handlers.keys()].sort()).toEqual(API_METHOD_NAMES.map(ipcChannelOf).sort());
  });

  it('answers IPC calls through the real services', async () => {
    const handler = electron.handlers.get(ipcChannelOf('appInfo'))!;
    expect(await handler(trustedEvent, undefined)).toMatchObject({ ok: true, value: { runtime: 'electron', version: '1.2.3' } });
    const bad = await electron.handlers.get(ipcChannelOf('examinePuzzle'))!(trustedEvent, 7);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'ERR_INPUT' } });
  });

  it('builds the sample library under PATTI_HOME at first start and serves it on IPC', async () => {
    expect(existsSync(path.join(home, 'library.db'))).toBe(true);
    const reply = (await electron.handlers.get(ipcChannelOf('listSources'))!(trustedEvent, undefined)) as {
      ok: boolean;
      value: { name: string; puzzles: number }[];
    };
    expect(reply.ok).toBe(true);
    expect(reply.value.map((source) => source.name)).toContain('Patti · SE bands');
    expect(reply.value.every((source) => source.puzzles > 0)).toBe(true);
  });

  it('refuses IPC calls from frames that are not the app', async () => {
    const handler = electron.handlers.get(ipcChannelOf('appInfo'))!;
    for (const senderFrame of [
      null,
      { url: 'https://example.com/' },
      { url: 'file:///etc/passwd' },
      { url: RENDERER_FILE_URL },
      { url: 'app://evil/index.html' },
    ]) {
      expect(await handler({ senderFrame }, undefined)).toMatchObject({ ok: false, error: { kind: 'ERR_FORBIDDEN' } });
    }
  });

  it('blocks navigation, redirects, webviews and new windows in every web contents', () => {
    const listeners = new Map<string, (event: { preventDefault: () => void }) => void>();
    let openHandler: (() => { action: string }) | null = null;
    const contents = {
      on: (name: string, listener: (event: { preventDefault: () => void }) => void) => listeners.set(name, listener),
      setWindowOpenHandler: (handler: () => { action: string }) => (openHandler = handler),
    };
    electron.appListeners.get('web-contents-created')!({}, contents);
    for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn() };
      listeners.get(name)!(event);
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
    expect(openHandler!()).toEqual({ action: 'deny' });
  });

  it('loads only the app’s own files and denies every permission', () => {
    const decide = (url: string): boolean => {
      let cancelled: boolean | undefined;
      electron.beforeRequest!({ url }, (response: { cancel: boolean }) => (cancelled = response.cancel));
      return cancelled!;
    };
    expect(decide(RENDERER_URL)).toBe(false);
    expect(decide('app://patti/assets/index.js')).toBe(false);
    expect(decide(RENDERER_FILE_URL)).toBe(true);
    expect(decide('app://evil/index.js')).toBe(true);
    expect(decide('https://example.com/tracker.js')).toBe(true);
    expect(decide('file:///etc/passwd')).toBe(true);
    expect(decide(pathToFileURL(path.join(OUT, 'main', 'index.js')).href)).toBe(true);
    let granted: boolean | undefined;
    electron.permissionRequest!({}, 'media', (allow: boolean) => (granted = allow));
    expect(granted).toBe(false);
  });

  it('starts the workspace workers as utility processes: the quick one at start, the others once it is ready or at their first call', () => {
    const workspace = electron.forks.filter((fork) => fork.options.serviceName === 'Patti workspace worker');
    expect(workspace).toHaveLength(1);
    expect(workspace.every((fork) => /workspaceWorker\.(ts|js)$/.test(fork.file))).toBe(true);
  });

  it('forwards app events to every open window on the event channel', () => {
    const events = createAppEventHub();
    const sent: unknown[][] = [];
    const open = { isDestroyed: () => false, webContents: { send: (...args: unknown[]) => sent.push(args) } };
    const closed = { isDestroyed: () => true, webContents: { send: () => sent.push(['closed window']) } };
    const stop = forwardAppEvents(events, () => [open, closed] as unknown as BrowserWindow[]);
    events.publish({ topic: 'app.notice', message: 'library ready' });
    stop();
    events.publish({ topic: 'app.notice', message: 'after stop' });
    expect(sent).toEqual([[IPC_EVENT_CHANNEL, { topic: 'app.notice', message: 'library ready' }]]);
  });

  it('imports a file by the path the window hands over, with progress events to the window', async () => {
    const file = path.join(home, 'chosen.txt');
    const puzzles = generatePuzzles(2000, 61);
    writeFileSync(file, puzzles.join('\n') + '\n');
    const handler = electron.handlers.get(ipcChannelOf('importFile'))!;
    const reply = await handler(trustedEvent, { file: { path: file }, ticket: 'desktop-1', source: 'Chosen' });
    expect(reply).toMatchObject({ ok: true, value: { records: 2000, added: 2000, rejected: 0 } });
    const progress = electron.windows[0]!.sent.filter(([, event]) => (event as { topic: string }).topic === 'import.progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)![1]).toMatchObject({ progress: { ticket: 'desktop-1', totalBytes: 2000 * 82 } });
    // The file is the person's own: it stays where it was.
    expect(existsSync(file)).toBe(true);
    const missing = await handler(trustedEvent, { file: { path: path.join(home, 'gone.txt') }, ticket: 'desktop-2', source: 'Chosen' });
    expect(missing).toMatchObject({
      ok: false,
      error: { kind: 'ERR_SERVICE', message: `importFile failed: ${path.join(home, 'gone.txt')} is not a file that can be read` },
    });
  });

  // Last: quitting closes the library and stops the workers.
  it('stops the workspace workers when the app quits', async () => {
    const event = { preventDefault: vi.fn() };
    electron.appListeners.get('will-quit')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(electron.forks.filter((fork) => fork.options.serviceName === 'Patti workspace worker').every((fork) => fork.killed)).toBe(
        true,
      ),
    );
  });
});
