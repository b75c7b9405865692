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

const HEADER_ELEMENTS = new Set(['name', 'level', 'source', 'created']);

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

function encodeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function readAttribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeXml(match[2] ?? match[3] ?? '') : undefined;
}

/**
 * Reads OpenSudoku XML (`.opensudoku`) line by line in constant memory: both the puzzle packs
 * (`<opensudoku><name>…</name><level>…</level><game data="…"/>…`) and the app's backups
 * (`<opensudoku version="2"><folder name="…"><game data="…" …/></folder>`). Only the tags
 * it needs are read; a tag may span lines.
 */
export class OpenSudokuScanner {
  private pending = '';
  private pendingLine = 0;
  private lineNumber = 0;
  private folder: string | undefined;
  private readonly header = new Map<string, string>();
  /** The header element whose text is being read, with the text so far. */
  private openElement: { name: string; text: string } | undefined;

  /** Feeds the next line; returns the games whose tags it completes. */
  push(line: string): OpenSudokuGame[] {
    this.lineNumber++;
    if (this.pending === '') this.pendingLine = this.lineNumber;
    let text = this.pending + line + '\n';
    this.pending = '';
    const games: OpenSudokuGame[] = [];
    for (;;) {
      const start = text.indexOf('<');
      if (start < 0) {
        if (this.openElement) this.openElement.text += text;
        return games;
      }
      if (this.openElement) this.openElement.text += text.slice(0, start);
      const end = text.indexOf('>', start);
      if (end < 0) {
        this.pending = text.slice(start);
        return games;
      }
      const tag = text.slice(start, end + 1);
      text = text.slice(end + 1);
      const game = this.readTag(tag);
      if (game) games.push(game);
      this.pendingLine = this.lineNumber;
    }
  }

  private readTag(tag: string): OpenSudokuGame | undefined {
    const name = /^<\/?\s*([A-Za-z_][\w.-]*)/.exec(tag)?.[1]?.toLowerCase();
    if (name === undefined) return undefined;
    const closing = tag.startsWith('</');
    if (closing) {
      if (name === 'folder') this.folder = undefined;
      if (this.openElement && this.openElement.name === name) {
        this.header.set(name, decodeXml(this.openElement.text.trim()));
        this.openElement = undefined;
      }
      return undefined;
    }
    if (name === 'folder') this.folder = readAttribute(tag, 'name');
    else if (HEADER_ELEMENTS.has(name) && !tag.endsWith('/>')) this.openElement = { name, text: '' };
    else if (name === 'game') {
      const folder = this.folder ?? this.header.get('name');
      const game: { -readonly [K in keyof OpenSudokuGame]: OpenSudokuGame[K] } = { line: this.pendingLine, data: readAttribute(tag, 'data') ?? '' };
      if (folder) game.folder = folder;
      for (const key of ['level', 'source', 'created'] as const) {
        const value = this.header.get(key);
        if (value) game[key] = value;
      }
      return game;
    }
    return undefined;
  }
}

/** Reads a whole OpenSudoku text (see OpenSudokuScanner). */
export function parseOpenSudoku(text: string): OpenSudokuGame[] {
  const scanner = new OpenSudokuScanner();
  return text.split(/\r\n|\n|\r/).flatMap((line) => scanner.push(line));
}

/** An OpenSudoku puzzle pack holding the puzzles, `0` for blanks. */
export function makeOpenSudoku(puzzles: Iterable<Puzzle>, name = 'Patti export'): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<opensudoku>', `  <name>${encodeXml(name)}</name>`];
  for (const puzzle of puzzles) lines.push(`  <game data="${puzzle.replace(/\./g, '0')}" />`);
  lines.push('</opensudoku>');
  return lines.join('\n') + '\n';
}
