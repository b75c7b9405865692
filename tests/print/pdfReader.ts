/**
 * Reads PDFs back with poppler-utils (pdfinfo, pdftotext), as a person's PDF reader would:
 * page counts, page sizes and the text of each page.
 */
import { execFileSync } from 'node:child_process';

export function pdfInfo(file: string): { pages: number; size: string; title: string; created: string } {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const field = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim() ?? '';
  return { pages: Number(field('Pages')), size: field('Page size'), title: field('Title'), created: field('CreationDate') };
}

/** The text of one page (from 1), in the order it was drawn. */
export function pdfPageText(file: string, page: number): string {
  return execFileSync('pdftotext', ['-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
}

/** Only the digits of a text, in order: grids' digits are drawn row by row, so a grid reads as its digit string. */
export const digitsOf = (text: string): string => text.replace(/[^1-9]/g, '');
