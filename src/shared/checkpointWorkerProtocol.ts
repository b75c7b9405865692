/**
 * Messages to the checkpoint worker (src/main/workers/checkpointWorker.ts), which checkpoints a
 * library's write-ahead log on a connection of its own, for a thread that must keep answering
 * (see src/main/services/library/store/walCheckpoint.ts). Each request is answered by a
 * {@link ThreadCallReply} whose value is SQLite's answer to `wal_checkpoint(PASSIVE)`.
 */
export interface CheckpointWorkerRequest {
  readonly seq: number;
  /** The library file whose log to copy into it. */
  readonly file: string;
}

/** SQLite's answer to `PRAGMA wal_checkpoint`: whether it was blocked (1), pages in the log, pages copied. */
export interface CheckpointResult {
  readonly busy: number;
  readonly log: number;
  readonly checkpointed: number;
}
