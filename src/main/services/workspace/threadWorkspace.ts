/** The workspace's workers as worker threads: the web host's, the CLI's and the tests'. */
import { isWorkspaceReply, type WorkspaceReply, type WorkspaceRequest } from '../../../shared/workspaceProtocol';
import { DEFAULT_WORKER_HEAP_MB, spawnThreadWith } from '../jobs/threadTransport';
import { resolveWorkerEntry, type WorkerEntry } from '../jobs/workerEntry';
import type { SpawnWorkspaceWorker } from './workspaceLane';
import { WorkspaceWorkers, type WorkspaceWorkersOptions } from './workspaceWorkers';

/** A spawner of workspace worker threads running `entry` (default: src/main/workers/workspaceWorker). */
function workspaceThreadSpawner(entry: WorkerEntry = resolveWorkerEntry('workspaceWorker')): SpawnWorkspaceWorker {
  return () => spawnThreadWith<WorkspaceRequest, WorkspaceReply>(entry, isWorkspaceReply, { maxHeapMb: DEFAULT_WORKER_HEAP_MB });
}

export function createThreadWorkspaceWorkers(
  options: Omit<WorkspaceWorkersOptions, 'spawn'> & { readonly entry?: WorkerEntry } = {},
): WorkspaceWorkers {
  const { entry, ...rest } = options;
  return new WorkspaceWorkers({ ...rest, spawn: workspaceThreadSpawner(entry) });
}
