import type { Readable } from 'node:stream';

/**
 * Longest line the readers take, in characters: far more than any puzzle format needs, and
 * small enough that a file with no line breaks at all (hundreds of MB) ends in a clear message
 * instead of running out of string length.
 */
export const MAX_LINE_LENGTH = 1 << 20;

/** One line of a text stream; a line over the limit comes with its length and no text. */
export type TextLine = { readonly text: string; readonly tooLong?: undefined } | { readonly text: ''; readonly tooLong: number };

/**
 * The lines of a UTF-8 stream (breaks `\n`, `\r\n` or `\r`, as node:readline splits them),
 * in constant memory: a line longer than `maxLength` is not kept, only its length is reported.
 * A byte-order mark at the start is dropped.
 */
export async function* readTextLines(input: Readable, maxLength = MAX_LINE_LENGTH): AsyncGenerator<TextLine> {
  input.setEncoding('utf8');
  let parts: string[] = [];
  let length = 0;
  let first = true;
  /** The previous chunk ended with `\r`: a `\n` starting this one belongs to that break. */
  let afterCr = false;
  const take = (): TextLine => {
    const line: TextLine = length > maxLength ? { text: '', tooLong: length } : { text: parts.join('') };
    parts = [];
    length = 0;
    return line;
  };
  const add = (piece: string): void => {
    length += piece.length;
    if (length <= maxLength) parts.push(piece);
    else parts = [];
  };
  for await (const chunk of input as AsyncIterable<string>) {
    let text = chunk;
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let at = 0;
    if (afterCr && text.charCodeAt(0) === 10) at = 1;
    afterCr = false;
    // The next \n and \r, each searched again only once passed, so a chunk is scanned once.
    let lf = -2;
    let cr = -2;
    while (at < text.length) {
      if (lf !== -1 && lf < at) lf = text.indexOf('\n', at);
      if (cr !== -1 && cr < at) cr = text.indexOf('\r', at);
      const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
      if (end < 0) {
        add(text.slice(at));
        break;
      }
      add(text.slice(at, end));
      yield take();
      if (text.charCodeAt(end) === 13) {
        if (end + 1 === text.length) afterCr = true;
        else if (text.charCodeAt(end + 1) === 10) {
          at = end + 2;
          continue;
        }
      }
      at = end + 1;
    }
  }
  if (length > 0 || parts.length > 0) yield take();
}
