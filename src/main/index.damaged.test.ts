import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { damageLibraryFile, makeNewerLibraryFile } from '../../tests/support/tempLibrary';

/**
 * The Electron main process at start over a library it cannot open (damaged, or written by a
 * newer Patti), against a stand-in for 'electron': one dialog with one line that names the file,
 * what is wrong and what to do; no window, no stack trace.
 */
const electron = vi.hoisted(() => {
  const errors: { title: string; content: string }[] = [];
  const windows: unknown[] = [];
  const quit = { count: 0 };
  return {
    errors,
    windows,
    quit,
    module: {
      app: {
        isPackaged: false,
        enableSandbox: () => undefined,
        getVersion: () => '1.2.3',
        on: () => undefined,
        whenReady: () => Promise.resolve(),
        quit: () => void quit.count++,
      },
      dialog: { showErrorBox: (title: string, content: string) => void errors.push({ title, content }) },
      BrowserWindow: class {
        static getAllWindows(): unknown[] {
          return windows;
        }
        constructor() {
          windows.push(this);
        }
      },
      ipcMain: { handle: () => undefined },
      protocol: { registerSchemesAsPrivileged: () => undefined, handle: () => undefined },
      utilityProcess: { fork: () => ({ on: () => undefined, once: () => undefined, postMessage: () => undefined, kill: () => true }) },
      session: {
        defaultSession: {
          setPermissionRequestHandler: () => undefined,
          setPermissionCheckHandler: () => undefined,
          webRequest: { onBeforeRequest: () => undefined },
        },
      },
    },
  };
});

vi.mock('electron', () => ({ default: electron.module, ...electron.module }));

const homes: string[] = [];
const savedHome = process.env.PATTI_HOME;

afterAll(() => {
  if (savedHome === undefined) delete process.env.PATTI_HOME;
  else process.env.PATTI_HOME = savedHome;
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});

async function startOn(prepare: (file: string) => void): Promise<{ title: string; content: string }> {
  const home = mkdtempSync(path.join(tmpdir(), 'patti-main-damaged-'));
  homes.push(home);
  const file = path.join(home, 'library.db');
  prepare(file);
  process.env.PATTI_HOME = home;
  electron.errors.length = 0;
  vi.resetModules();
  await import('./index');
  await vi.waitFor(() => expect(electron.errors).toHaveLength(1), { timeout: 20_000 });
  return electron.errors[0]!;
}

describe('Electron main process over a library it cannot open', () => {
  it('says in one line that the library is damaged, which file, and the recovery commands', async () => {
    const quitsBefore = electron.quit.count;
    let file = '';
    const shown = await startOn((at) => {
      file = at;
      damageLibraryFile(at);
    });
    expect(shown.title).toBe('Patti cannot open its library');
    expect(shown.content.split('\n')).toHaveLength(1);
    expect(shown.content).toContain(`${file} is damaged`);
    expect(shown.content).toContain(`patti db check --db ${file}`);
    expect(shown.content).toContain('--salvage');
    expect(shown.content).not.toMatch(/SqliteError|\s+at /);
    expect(electron.windows).toHaveLength(0);
    expect(electron.quit.count).toBe(quitsBefore + 1);
  });

  it('says in one line that a library from a newer Patti needs a newer Patti', async () => {
    let file = '';
    const shown = await startOn((at) => {
      file = at;
      makeNewerLibraryFile(at);
    });
    expect(shown.content.split('\n')).toHaveLength(1);
    expect(shown.content).toContain(file);
    expect(shown.content).toContain('written by a newer Patti; update Patti to open it');
    expect(electron.windows).toHaveLength(0);
  });
});
