/**
 * Starts the web host (src/host/main.ts, from source) as its own process on a library folder,
 * for tests of what it does at start; reads the address it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface WebHostProcess {
  /** The address it printed, with the token. */
  readonly launchUrl: string;
  readonly origin: string;
  readonly stdout: () => string;
  readonly stderr: () => string;
  stop(): Promise<void>;
}

/** Starts the host with PATTI_HOME=`home` and waits (up to `timeoutMs`) for the address it prints. */
export function startWebHostProcess(home: string, token: string, timeoutMs = 60_000): Promise<WebHostProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'host', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PATTI_HOME: home, PATTI_WEB_PORT: '0', PATTI_WEB_TOKEN: token },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the web host printed no address within ${timeoutMs} ms; stdout: ${out} stderr: ${err}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the web host exited (${code}) before printing its address; stderr: ${err}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /open (http:\/\/127\.0\.0\.1:\d+\/)\?token=\S+/.exec(out);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ launchUrl: match[0].slice('open '.length), origin: match[1]!, stdout: () => out, stderr: () => err, stop });
    });
  });
}
