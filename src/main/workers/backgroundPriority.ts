/**
 * Workers that do background work (rating, generating, importing) run at a lower CPU priority
 * than the thread that answers the app (the main process, the web host): when the CPUs are
 * busy, a job or an import slows down rather than the page. On an idle machine nothing changes.
 */
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

/**
 * Lowers this worker's priority to "below normal". A worker that is a process of its own (an
 * Electron utility process) lowers its process. A worker thread can only do so on Linux, where
 * each thread has its own nice value (priority 0 names the calling thread); elsewhere the
 * priority belongs to the whole process, which includes the thread that answers, so it is left.
 */
export function lowerWorkerPriority(): void {
  if (!isMainThread && process.platform !== 'linux') return;
  const below = os.constants.priority.PRIORITY_BELOW_NORMAL;
  try {
    // Never raises it: a worker started lower stays lower.
    if (os.getPriority(0) < below) os.setPriority(0, below);
  } catch {
    // A system that refuses (a sandbox) leaves the worker at normal priority: only slower to yield.
  }
}
