/**
 * A web host of a test's own, on a private PATTI_HOME, for tests that stop and start the app
 * (the shared host of playwright.config.ts must keep running for the others). It runs
 * scripts/web.mjs as `npm run web` does and is ready once it prints its address.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface OwnHost {
  /** The page address with the token, e.g. http://127.0.0.1:1234/?token=… */
  readonly startUrl: string;
  /** Starts the host (again) on the same home, port and token; resolves once it serves. */
  start(): Promise<void>;
  /** Stops it as Ctrl+C does, and waits for the process to end. */
  stop(): Promise<void>;
  /** Stops it and removes its home. */
  dispose(): Promise<void>;
}

export async function ownHost(): Promise<OwnHost> {
  const home = mkdtempSync(path.join(tmpdir(), 'patti-e2e-own-'));
  const port = await freePort();
  const token = randomBytes(18).toString('base64url');
  let child: ChildProcess | undefined;
  const stop = async (): Promise<void> => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  return {
    startUrl: `http://127.0.0.1:${port}/?token=${encodeURIComponent(token)}`,
    async start() {
      const started = spawn(process.execPath, [path.join(ROOT, 'scripts', 'web.mjs')], {
        cwd: ROOT,
        env: { ...process.env, PATTI_HOME: home, PATTI_WEB_PORT: String(port), PATTI_WEB_TOKEN: token },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      let errors = '';
      started.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      await new Promise<void>((resolve, reject) => {
        let output = '';
        started.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Patti is running in the web host')) resolve();
        });
        started.once('exit', (code) => reject(new Error(`the web host stopped before serving (exit ${code}): ${errors.trim()}`)));
      });
    },
    stop,
    async dispose() {
      await stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
