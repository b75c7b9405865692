/**
 * The API calls of the concurrency run (jobs-concurrency.fixture.ts), made from a thread of
 * their own as the renderer makes them from a process of its own: so what they measure is how
 * long the host makes a call wait, not the host's thread also running the client. Over HTTP,
 * libraryInfo then a page of puzzles, again every 25 ms, until the parent posts 'stop'; then it
 * posts how many calls it made, the longest wait (ms) and what failed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TOKEN_HEADER } from '../src/shared/api';

export interface ApiProbeSettings {
  /** The host's origin, ending in '/'. */
  readonly origin: string;
  readonly token: string;
}

export interface ApiProbeReport {
  readonly calls: number;
  readonly longestWaitMs: number;
  readonly errors: readonly string[];
}

const { origin, token } = workerData as ApiProbeSettings;
let probing = true;
parentPort!.once('message', () => (probing = false));

async function call(method: string, input: unknown): Promise<void> {
  const response = await fetch(`${origin}api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: boolean; error?: { message: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error?.message ?? 'failed'}`);
}

const report = { calls: 0, longestWaitMs: 0, errors: [] as string[] };
while (probing) {
  for (const [method, input] of [['libraryInfo', undefined], ['listPuzzles', { page: { limit: 50 } }]] as const) {
    const asked = performance.now();
    try {
      await call(method, input);
    } catch (error) {
      report.errors.push(`API call: ${(error as Error).message}`);
    }
    report.calls++;
    report.longestWaitMs = Math.max(report.longestWaitMs, performance.now() - asked);
  }
  await new Promise((resolve) => setTimeout(resolve, 25));
}
parentPort!.postMessage(report satisfies ApiProbeReport);
