/**
 * A workspace worker for the service tests: the real serve loop and handlers, except that
 * reading the text 'CRASH' ends the worker thread and reading 'SPIN' never returns, so crashes
 * and runaway calls are real.
 */
import { connectToParent } from '../../src/main/workers/parentChannel';
import { serveWorkspaceRequests, WORKSPACE_HANDLERS } from '../../src/main/workers/serveWorkspace';

serveWorkspaceRequests(connectToParent(), {
  handlers: {
    ...WORKSPACE_HANDLERS,
    readPuzzle: (text, stream) => {
      if (text === 'CRASH') process.exit(3);
      if (text === 'SPIN') for (;;);
      return WORKSPACE_HANDLERS.readPuzzle(text, stream);
    },
  },
});
