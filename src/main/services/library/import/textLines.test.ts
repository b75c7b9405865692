import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { readTextLines, type TextLine } from './textLines';

async function linesOf(chunks: readonly (string | Buffer)[], maxLength?: number): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  for await (const line of readTextLines(Readable.from(chunks.map((chunk) => Buffer.from(chunk))), maxLength)) lines.push(line);
  return lines;
}

const texts = (lines: readonly TextLine[]): string[] => lines.map((line) => line.text);

describe('readTextLines', () => {
  it('splits on \\n, \\r\\n and \\r as node:readline does, also across chunks', async () => {
    expect(texts(await linesOf(['a\nb\r\nc\rd']))).toEqual(['a', 'b', 'c', 'd']);
    expect(texts(await linesOf(['a\r', '\nb', '\n', 'c']))).toEqual(['a', 'b', 'c']);
    expect(texts(await linesOf(['a\n\n', 'b\n']))).toEqual(['a', '', 'b']);
  });

  it('drops a byte-order mark at the start only', async () => {
    expect(texts(await linesOf(['\uFEFFx\n\uFEFFy']))).toEqual(['x', '\uFEFFy']);
  });

  it('keeps a character split between two chunks whole', async () => {
    const bytes = Buffer.from('é✓\n');
    expect(texts(await linesOf([bytes.subarray(0, 1), bytes.subarray(1, 3), bytes.subarray(3)]))).toEqual(['é✓']);
  });

  it('reports a line over the limit by its length without keeping it', async () => {
    const lines = await linesOf(['ok\n', 'x'.repeat(6), 'y'.repeat(6), '\nafter'], 10);
    expect(lines).toEqual([{ text: 'ok' }, { text: '', tooLong: 12 }, { text: 'after' }]);
  });
});
