/**
 * The workspace worker: builds replay traces, Nishio runs, hints and the editor's checks for the
 * app API's workspace methods, one request at a time. Started by the workspace service
 * (src/main/services/workspace) as a worker thread or an Electron utility process; it imports
 * only core and shared, and never touches the library. It warms the engine up with one hard
 * solve before it says it is ready, so the first replay opened is as fast as the next.
 */
import { warmUpEngine } from '../../core/replay/warmUp';
import { connectToParent } from './parentChannel';
import { serveWorkspaceRequests } from './serveWorkspace';

serveWorkspaceRequests(connectToParent(), { warmUp: warmUpEngine });
