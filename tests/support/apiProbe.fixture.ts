/**
 * The API calls of the concurrency run (concurrencyRun.ts), made from a thread of
 * their own as the renderer makes them from a process of its own: so what they measure is how
 * long the host makes a call wait, not the host's thread also running the client. Over HTTP,
 * libraryInfo then a page of puzzles, again every 25 ms, until the parent posts 'stop'. It posts
 * `probing` once the first calls were answered, and at the end how many calls it made, the longest wait (ms), the slowest calls and what failed.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TOKEN_HEADER } from '../../src/shared/api';

export interface ApiProbeSettings {
  /** The host's origin, ending in '/'. */
  readonly origin: string;
  readonly token: string;
}

export interface ApiProbeReport {
  readonly calls: number;
  readonly longestWaitMs: number;
  /** The calls that waited longest ({@link SLOWEST_KEPT} of them): which, when they were asked (ms since the epoch, as Date.now), and how long they waited. */
  readonly slowest: readonly { method: string; askedAt: number; waitMs: number }[];
  readonly errors: readonly string[];
}

/** What the probe posts: once `probing` after its first calls were answered, then its report. */
export type ApiProbeMessage = { readonly probing: true } | ApiProbeReport;

/** Slowest calls a report keeps, so a slow one can be matched with what the host was doing then. */
const SLOWEST_KEPT = 5;

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

const report = { calls: 0, longestWaitMs: 0, slowest: [] as ApiProbeReport['slowest'][number][], errors: [] as string[] };
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the parent's message clears it between calls
while (probing) {
  for (const [method, input] of [
    ['libraryInfo', undefined],
    ['listPuzzles', { page: { limit: 50 } }],
  ] as const) {
    const asked = performance.now();
    try {
      await call(method, input);
    } catch (error) {
      report.errors.push(`API call: ${(error as Error).message}`);
    }
    report.calls++;
    const waitMs = performance.now() - asked;
    report.longestWaitMs = Math.max(report.longestWaitMs, waitMs);
    // performance.timeOrigin differs between threads; the epoch does not.
    report.slowest.push({ method, askedAt: performance.timeOrigin + asked, waitMs });
    report.slowest.sort((a, b) => b.waitMs - a.waitMs).splice(SLOWEST_KEPT);
  }
  if (report.calls === 2) parentPort!.postMessage({ probing: true } satisfies ApiProbeMessage);
  await new Promise((resolve) => setTimeout(resolve, 25));
}
parentPort!.postMessage(report satisfies ApiProbeReport);
