/**
 * Messages between an import (src/main/services/library/import/importFile.ts) and the import worker
 * (src/main/workers/importWorker.ts), which turns a file's lines into puzzles ready to store:
 * parsed, solved, with their canonical forms. Several imports can share the worker, each under
 * its own session number. Every request is answered by a {@link ThreadCallReply} whose value
 * is a list of {@link ComputedItem}s (empty for `open` and `close`).
 */
import type { ImportLine } from '../core/format/importRecords';
import type { ComputeSettings } from '../core/import/computeRecords';

export type ImportWorkerRequest =
  /** Starts a session: the file's format and defaults. */
  | { readonly seq: number; readonly type: 'open'; readonly session: number; readonly settings: ComputeSettings }
  /** The next lines of the session's file; answered with what they complete, in file order. */
  | { readonly seq: number; readonly type: 'lines'; readonly session: number; readonly lines: readonly ImportLine[] }
  /** The end of the file; answered with what it completes, and the session is forgotten. */
  | { readonly seq: number; readonly type: 'end'; readonly session: number }
  /** Forgets a session that stops early (a cancelled or failed import). */
  | { readonly seq: number; readonly type: 'close'; readonly session: number };
