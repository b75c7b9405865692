/** A worker's end of the channel to the main process, whatever protocol it speaks. */
export interface WorkerChannel<Reply> {
  post(reply: Reply): void;
  onMessage(listener: (message: unknown) => void): void;
  /** Lets the worker end once its work is done. */
  close(): void;
}
