/**
 * The import worker: turns import files' lines into puzzles ready to store (parsed, solved,
 * with canonical forms) off the main thread, so an import never holds up the app or the web
 * host for more than its short writes. Started by importPuzzleFile as a worker thread; it
 * imports only core and shared, and never touches the library: the lines come in each request.
 */
import { parentPort } from 'node:worker_threads';
import { RecordComputation, type ComputedItem } from '../../core/import/computeRecords';
import type { ImportWorkerRequest } from '../../shared/importWorkerProtocol';
import { makeThreadCallReply } from '../../shared/threadCall';
import { lowerWorkerPriority } from './backgroundPriority';

if (!parentPort) throw new Error('import worker: started outside a worker thread (no parent port)');
const port = parentPort;
lowerWorkerPriority();
const sessions = new Map<number, RecordComputation>();

function sessionOf(session: number): RecordComputation {
  const computation = sessions.get(session);
  if (!computation) throw new Error(`import worker: no session ${session}`);
  return computation;
}

function answer(request: ImportWorkerRequest): ComputedItem[] {
  switch (request.type) {
    case 'open':
      sessions.set(request.session, new RecordComputation(request.settings));
      return [];
    case 'lines':
      return sessionOf(request.session).push(request.lines);
    case 'end': {
      const items = sessionOf(request.session).end();
      sessions.delete(request.session);
      return items;
    }
    case 'close':
      sessions.delete(request.session);
      return [];
  }
}

port.on('message', (request: ImportWorkerRequest) => port.postMessage(makeThreadCallReply(request.seq, () => answer(request))));
