/**
 * The workspace's workers as Electron utility processes: the app's. Imported only by the
 * Electron main process; the spawning is the rate pool's (jobs/utilityTransport.ts).
 */
import { isWorkspaceReply, type WorkspaceReply, type WorkspaceRequest } from '../../../shared/workspaceProtocol';
import { forkUtilityProcess } from '../jobs/utilityTransport';
import { resolveWorkerEntry } from '../jobs/workerEntry';
import { WorkspaceWorkers, type WorkspaceWorkersOptions } from './workspaceWorkers';

export function createUtilityWorkspaceWorkers(options: Omit<WorkspaceWorkersOptions, 'spawn'> = {}): WorkspaceWorkers {
  const entry = resolveWorkerEntry('workspaceWorker');
  return new WorkspaceWorkers({
    ...options,
    spawn: () => forkUtilityProcess<WorkspaceRequest, WorkspaceReply>(entry, isWorkspaceReply, 'Patti workspace worker'),
  });
}
