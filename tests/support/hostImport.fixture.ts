/**
 * The web host's import in the concurrency run (concurrencyRun.ts), made from a thread
 * of its own as the page makes it from a process of its own: generated puzzles pasted through
 * importText over HTTP, in as few calls as its size limit allows. So building and sending the
 * text is not counted as the host's own work. Posts the totals, or the first error's message.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { TOKEN_HEADER } from '../../src/shared/api';
import { MAX_IMPORT_TEXT } from '../../src/shared/libraryTypes';
import { generatePuzzles } from './generatedPuzzles';

export interface HostImportSettings {
  /** The host's origin, ending in '/'. */
  readonly origin: string;
  readonly token: string;
  /** How many generated puzzles, and the seed they are generated from. */
  readonly puzzles: number;
  readonly seed: number;
}

export interface HostImportReport {
  readonly added: number;
  readonly duplicates: number;
  readonly isomorphs: number;
  readonly rejected: number;
  readonly error: string | undefined;
}

const { origin, token, puzzles, seed } = workerData as HostImportSettings;
const lines = generatePuzzles(puzzles, seed);
const total = { added: 0, duplicates: 0, isomorphs: 0, rejected: 0, error: undefined as string | undefined };
const perCall = Math.floor(MAX_IMPORT_TEXT / 82);
try {
  for (let start = 0; start < lines.length; start += perCall) {
    const response = await fetch(`${origin}api/importText`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
      body: JSON.stringify({ text: lines.slice(start, start + perCall).join('\n'), source: 'host set' }),
    });
    const reply = (await response.json()) as { ok: boolean; value?: HostImportReport; error?: { message: string } };
    if (!reply.ok || !reply.value) throw new Error(`importText: ${reply.error?.message ?? 'failed'}`);
    total.added += reply.value.added;
    total.duplicates += reply.value.duplicates;
    total.isomorphs += reply.value.isomorphs;
    total.rejected += reply.value.rejected;
  }
} catch (error) {
  total.error = (error as Error).message;
}
parentPort!.postMessage(total satisfies HostImportReport);
