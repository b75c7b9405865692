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

  it('writes batched lines in order, on flush', async () => {
    const { stream, text } = capture(false);
    const writer = new LineWriter(stream, { batch: true });
    for (let i = 0; i < 3; i++) await writer.line(`line ${i}`);
    expect(text()).toBe('');
    await writer.flush();
    expect(text()).toBe('line 0\nline 1\nline 2\n');
    await writer.line('line 3');
    await writer.flush();
    expect(text()).toBe('line 0\nline 1\nline 2\nline 3\n');
    writer.close();
  });

  it('writes a batch once it has waited, without a flush', async () => {
    const { stream, text } = capture(false);
    const writer = new LineWriter(stream, { batch: true });
    await writer.line('first');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(text()).toBe('first\n');
    writer.close();
  });

  it('writes a batch once it is large', async () => {
    const { stream, text } = capture(false);
    const writer = new LineWriter(stream, { batch: true });
    const line = 'x'.repeat(999);
    for (let i = 0; i < 100; i++) await writer.line(line);
    expect(text().length).toBeGreaterThan(0);
    await writer.flush();
    expect(text()).toBe(`${line}\n`.repeat(100));
    writer.close();
  });

  it('does not batch on a terminal', async () => {
    const { stream, text } = capture(true);
    const writer = new LineWriter(stream, { batch: true });
    await writer.line('at once');
    expect(text()).toBe('at once\n');
    writer.close();
  });
});
