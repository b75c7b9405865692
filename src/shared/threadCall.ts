/**
 * The reply of a worker thread that answers calls (the compare worker, the import worker): the
 * request's sequence number and either the value or the error's message.
 */
export type ThreadCallReply =
  | { readonly seq: number; readonly ok: true; readonly value: unknown }
  | { readonly seq: number; readonly ok: false; readonly message: string };

/** True when `message` looks like a reply (it crossed a thread boundary, so check it). */
export function isThreadCallReply(message: unknown): message is ThreadCallReply {
  return (
    message !== null &&
    typeof message === 'object' &&
    typeof (message as { seq?: unknown }).seq === 'number' &&
    typeof (message as { ok?: unknown }).ok === 'boolean'
  );
}

/** Runs `answer` for a request and makes its reply: the value, or the message of what it threw. */
export function makeThreadCallReply(seq: number, answer: () => unknown): ThreadCallReply {
  try {
    return { seq, ok: true, value: answer() };
  } catch (error) {
    return { seq, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
