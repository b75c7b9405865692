import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { LineWriter } from './lineWriter';
import { cutText, escapeControlCharacters, forTerminal, lineForTerminal } from './terminalText';

describe('text for a terminal', () => {
  it('shows escape codes, controls and bidi overrides as text', () => {
    expect(escapeControlCharacters('a\u001b[31mb\u0007c\u009bd\u202ee')).toBe('a\\x1b[31mb\\x07c\\x9bd\\u202ee');
    expect(escapeControlCharacters('line\nbreak\rand\ttab')).toBe('line\\x0abreak\\x0dand\ttab');
    expect(escapeControlCharacters('plain – ünïcode ✓')).toBe('plain – ünïcode ✓');
  });

  it('cuts long text and says how long it was', () => {
    expect(cutText('x'.repeat(10), 10)).toBe('x'.repeat(10));
    expect(cutText('x'.repeat(10_000_000), 5)).toBe('xxxxx… (10,000,000 characters)');
    expect(forTerminal(`${'\u001b'.repeat(1000)}`, 3)).toBe('\\x1b\\x1b\\x1b… (1,000 characters)');
  });

  it('keeps the tabs between fields and cuts each field', () => {
    expect(lineForTerminal(`a\t${'b'.repeat(20)}\t\u001bc`, 4)).toBe('a\tbbbb… (20 characters)\t\\x1bc');
  });
});

describe('LineWriter', () => {
  function capture(isTTY: boolean): { stream: PassThrough; text: () => string } {
    const stream = Object.assign(new PassThrough(), { isTTY });
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
  }

  it('escapes what it writes to a terminal', async () => {
    const { stream, text } = capture(true);
    const writer = new LineWriter(stream);
    await writer.line('puzzle\t\u001b]0;title\u0007');
    expect(text()).toBe('puzzle\t\\x1b]0;title\\x07\n');
  });

  it('writes unchanged into a pipe or file', async () => {
    const { stream, text } = capture(false);
    const writer = new LineWriter(stream);
    await writer.line('puzzle\t\u001b[31m');
    expect(text()).toBe('puzzle\t\u001b[31m\n');
  });
});
