import type { Puzzle } from '../grid/index';

/** One `<game>` of an OpenSudoku file with what the file says about it. */
export interface OpenSudokuGame {
  /** Line the `<game` tag starts on. */
  readonly line: number;
  /** The `data` attribute: 81 digits, `0` for blanks (not yet checked). */
  readonly data: string;
  /** The enclosing `<folder name="…">` (the app's backups), or the file's `<name>`. */
  readonly folder?: string;
  /** The file's `<level>`, `<source>` and `<created>` elements (puzzle packs). */
  readonly level?: string;
  readonly source?: string;
  readonly created?: string;
}

/** Something an OpenSudoku file holds that is not a game: a broken tag or reference, by line. */
export interface OpenSudokuProblem {
  readonly line: number;
  readonly reason: string;
}

/** What OpenSudokuScanner finds, in file order. */
export type OpenSudokuItem = { readonly game: OpenSudokuGame } | { readonly problem: OpenSudokuProblem };

const HEADER_ELEMENTS = new Set(['name', 'level', 'source', 'created']);

/** Longest tag read; a `<` still open after this many characters is taken as never closed. */
const MAX_XML_TAG_LENGTH = 65_536;
/** Longest header text (`<name>`, `<level>`…) kept; the rest is dropped. */
const MAX_HEADER_TEXT = 4_096;

/**
 * Decodes the five named entities and numeric character references; a reference that is not a
 * Unicode code point is returned as `invalid` so the caller can name its line.
 */
function decodeXml(text: string): { readonly text: string; readonly invalid?: string } {
  let invalid: string | undefined;
  const decoded = text.replace(
    /&(lt|gt|quot|apos|amp|#(\d{1,10})|#x([0-9a-fA-F]{1,8}));/g,
    (reference, name: string, decimal?: string, hex?: string) => {
      if (decimal === undefined && hex === undefined) return { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[name] ?? reference;
      const code = decimal !== undefined ? Number(decimal) : parseInt(hex as string, 16);
      if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        invalid ??= reference;
        return '\uFFFD';
      }
      return String.fromCodePoint(code);
    },
  );
  return invalid === undefined ? { text: decoded } : { text: decoded, invalid };
}

function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function readAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return match ? (match[2] ?? match[3] ?? '') : undefined;
}

const invalidReference = (line: number, reference: string): OpenSudokuProblem => ({
  line,
  reason: `the character reference ${reference} is not a Unicode code point`,
});

/**
 * Reads OpenSudoku XML (`.opensudoku`) line by line in constant memory: both the puzzle packs
 * (`<opensudoku><name>…</name><level>…</level><game data="…"/>…`) and the app's backups
 * (`<opensudoku version="2"><folder name="…"><game data="…" …/></folder>`). Only the tags
 * it needs are read; a tag may span lines. Each character is looked at a bounded number of
 * times, so reading is linear; a tag that is never closed (a `<` comes first, or it runs past
 * MAX_XML_TAG_LENGTH) is reported on its line and the games after it are still read.
 */
export class OpenSudokuScanner {
  /** The unfinished tag, from its `<`; empty when none is open. */
  private pending = '';
  private pendingLine = 0;
  private lineNumber = 0;
  private folder: string | undefined;
  private readonly header = new Map<string, string>();
  /** The header element whose text is being read, with the text so far and its line. */
  private openElement: { name: string; text: string; line: number } | undefined;

  /** Feeds the next line; returns the games (and problems) it completes. */
  push(line: string): OpenSudokuItem[] {
    this.lineNumber++;
    const text = line + '\n';
    const items: OpenSudokuItem[] = [];
    let at = 0;
    if (this.pending !== '') {
      const close = text.indexOf('>');
      const open = text.indexOf('<');
      if (close >= 0 && (open < 0 || close < open)) {
        this.readTag(this.pending + text.slice(0, close + 1), this.pendingLine, items);
        this.pending = '';
        at = close + 1;
      } else if (open >= 0) {
        // A raw `<` cannot stand inside a tag: the pending one was never closed.
        items.push(this.unclosedTag());
        at = open;
      } else {
        this.pending += text;
        if (this.pending.length > MAX_XML_TAG_LENGTH) items.push(this.unclosedTag());
        return items;
      }
    }
    while (at < text.length) {
      const start = text.indexOf('<', at);
      if (start < 0) {
        this.addElementText(text.slice(at));
        return items;
      }
      this.addElementText(text.slice(at, start));
      const end = text.indexOf('>', start);
      const next = text.indexOf('<', start + 1);
      if (end < 0 || (next >= 0 && next < end)) {
        if (next < 0) {
          this.pending = text.slice(start);
          this.pendingLine = this.lineNumber;
          return items;
        }
        this.pendingLine = this.lineNumber;
        this.pending = text.slice(start, next);
        items.push(this.unclosedTag());
        at = next;
        continue;
      }
      this.readTag(text.slice(start, end + 1), this.lineNumber, items);
      at = end + 1;
    }
    return items;
  }

  /** Ends the input: reports a tag or header element still open. */
  end(): OpenSudokuItem[] {
    const items: OpenSudokuItem[] = [];
    if (this.pending !== '') items.push(this.unclosedTag());
    if (this.openElement) {
      items.push({
        problem: { line: this.openElement.line, reason: `the element <${this.openElement.name}> opened on this line is never closed` },
      });
      this.openElement = undefined;
    }
    return items;
  }

  private unclosedTag(): OpenSudokuItem {
    const name = /^<\/?\s*([A-Za-z_][\w.-]{0,40})/.exec(this.pending)?.[1] ?? '';
    const problem = { line: this.pendingLine, reason: `the tag <${name} opened on this line is never closed` };
    this.pending = '';
    return { problem };
  }

  private addElementText(text: string): void {
    if (this.openElement && this.openElement.text.length < MAX_HEADER_TEXT) this.openElement.text += text.slice(0, MAX_HEADER_TEXT);
  }

  private readTag(tag: string, line: number, items: OpenSudokuItem[]): void {
    const name = /^<\/?\s*([A-Za-z_][\w.-]*)/.exec(tag)?.[1]?.toLowerCase();
    if (name === undefined) return;
    const closing = tag.startsWith('</');
    if (closing) {
      if (name === 'folder') this.folder = undefined;
      if (this.openElement && this.openElement.name === name) {
        const decoded = decodeXml(this.openElement.text.trim());
        if (decoded.invalid !== undefined) items.push({ problem: invalidReference(this.openElement.line, decoded.invalid) });
        this.header.set(name, decoded.text);
        this.openElement = undefined;
      }
      return;
    }
    if (name === 'folder') {
      const folder = decodeXml(readAttribute(tag, 'name') ?? '');
      if (folder.invalid !== undefined) items.push({ problem: invalidReference(line, folder.invalid) });
      this.folder = folder.text === '' ? undefined : folder.text;
    } else if (HEADER_ELEMENTS.has(name) && !tag.endsWith('/>')) this.openElement = { name, text: '', line };
    else if (name === 'game') {
      const data = decodeXml(readAttribute(tag, 'data') ?? '');
      if (data.invalid !== undefined) {
        items.push({ problem: invalidReference(line, data.invalid) });
        return;
      }
      const folder = this.folder ?? this.header.get('name');
      const game: { -readonly [K in keyof OpenSudokuGame]: OpenSudokuGame[K] } = { line, data: data.text };
      if (folder) game.folder = folder;
      for (const key of ['level', 'source', 'created'] as const) {
        const value = this.header.get(key);
        if (value) game[key] = value;
      }
      items.push({ game });
    }
  }
}

/** Reads a whole OpenSudoku text (see OpenSudokuScanner): its games and its problems. */
export function parseOpenSudoku(text: string): { games: OpenSudokuGame[]; problems: OpenSudokuProblem[] } {
  const scanner = new OpenSudokuScanner();
  const items = [...text.split(/\r\n|\n|\r/).flatMap((line) => scanner.push(line)), ...scanner.end()];
  return {
    games: items.flatMap((item) => ('game' in item ? [item.game] : [])),
    problems: items.flatMap((item) => ('problem' in item ? [item.problem] : [])),
  };
}

/** An OpenSudoku puzzle pack holding the puzzles, `0` for blanks. */
export function makeOpenSudoku(puzzles: Iterable<Puzzle>, name = 'Patti export'): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<opensudoku>', `  <name>${encodeXml(name)}</name>`];
  for (const puzzle of puzzles) lines.push(`  <game data="${puzzle.replace(/\./g, '0')}" />`);
  lines.push('</opensudoku>');
  return lines.join('\n') + '\n';
}
