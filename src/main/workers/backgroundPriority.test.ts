import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { tsxLoaderUrl } from '../services/jobs/workerEntry';

/** Runs lowerWorkerPriority in a worker thread and reports the thread's priority after it. */
const WORKER = `
  import { parentPort } from 'node:worker_threads';
  import os from 'node:os';
  const { lowerWorkerPriority } = await import(${JSON.stringify(new URL('./backgroundPriority.ts', import.meta.url).href)});
  lowerWorkerPriority();
  parentPort.postMessage(os.getPriority(0));
`;

it.runIf(process.platform === 'linux')(
  'lowers a worker thread to below normal and leaves the thread that started it as it was',
  async () => {
    const before = os.getPriority(0);
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WORKER)}`), { execArgv: ['--import', tsxLoaderUrl()] });
    const workerPriority = await new Promise<number>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(workerPriority).toBe(Math.max(before, os.constants.priority.PRIORITY_BELOW_NORMAL));
    expect(os.getPriority(0)).toBe(before);
  },
);
