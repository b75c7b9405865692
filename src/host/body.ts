/**
 * Reading a request's body with a size limit, for the API's JSON inputs and the upload chunks.
 */
import type { IncomingMessage } from 'node:http';
import { fail } from '../core/result';
import type { Reply } from '../shared/api';

/** A request's body, refused when it is bigger than `maxBytes` (by its declared length before reading, when it has one). */
export async function readBodyBytes(request: IncomingMessage, maxBytes: number): Promise<Reply<Buffer>> {
  const tooBig = (): Reply<never> => fail('ERR_INPUT', `The request body is larger than ${maxBytes} bytes.`);
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return tooBig();
    chunks.push(chunk as Buffer);
  }
  return { ok: true, value: Buffer.concat(chunks) };
}
