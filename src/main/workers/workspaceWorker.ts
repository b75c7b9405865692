/**
 * The workspace worker: builds replay traces, Nishio runs, hints and the editor's checks for the
 * app API's workspace methods, one request at a time. Started by the workspace service
 * (src/main/services/workspace) as a worker thread or an Electron utility process; it imports
 * only core and shared, and never touches the library. When its lane asks, it warms the engine
 * up with a hard solve, a step at a time between requests, so the first replay or hint is nearly
 * as fast as the next without waiting for the whole warm-up.
 */
import { warmUpSlices } from '../../core/replay/warmUp';
import { connectToParent } from './parentChannel';
import { serveWorkspaceRequests } from './serveWorkspace';

serveWorkspaceRequests(connectToParent(), { warmUp: () => warmUpSlices() });
