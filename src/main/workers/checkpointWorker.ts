/**
 * The checkpoint worker: copies a library's write-ahead log into the library file on a
 * connection of its own, for a connection on a thread that must keep answering (the app's main
 * process, the web host). A checkpoint writes pages and syncs the file twice, tens to hundreds
 * of milliseconds that here hold up no one; a passive checkpoint takes no lock a writer or a
 * reader waits for. Started by walCheckpoint.ts as a worker thread.
 */
import Database from 'better-sqlite3';
import { parentPort } from 'node:worker_threads';
import type { CheckpointResult, CheckpointWorkerRequest } from '../../shared/checkpointWorkerProtocol';
import { makeThreadCallReply } from '../../shared/threadCall';
import { lowerWorkerPriority } from './backgroundPriority';

if (!parentPort) throw new Error('checkpoint worker: started outside a worker thread (no parent port)');
const port = parentPort;
lowerWorkerPriority();

/**
 * Opened for each checkpoint and closed after it, so the worker never keeps a library's log in
 * place after the app closed it (the last connection to close removes the log).
 */
function checkpoint(file: string): CheckpointResult {
  const db = new Database(file, { fileMustExist: true });
  try {
    // Off the answering thread, a wait for a library being opened or recovered holds up no one.
    db.pragma('busy_timeout = 1000');
    return (db.pragma('wal_checkpoint(PASSIVE)') as CheckpointResult[])[0]!;
  } finally {
    db.close();
  }
}

port.on('message', (request: CheckpointWorkerRequest) =>
  port.postMessage(makeThreadCallReply(request.seq, () => checkpoint(request.file))),
);
