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

export interface PdfWord {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** The words of one page (from 1) with their boxes in points, in drawing order (`pdftotext -bbox -raw`). */
export function pdfWords(file: string, page: number): PdfWord[] {
  const xml = execFileSync('pdftotext', ['-bbox', '-raw', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  const words: PdfWord[] = [];
  for (const match of xml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    words.push({
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
      text: match[5]!.replace(/&amp;/g, '&'),
    });
  }
  return words;
}

/** The font sizes used on one page, in points as poppler reports them (`pdftohtml -xml`, rounded). */
export function pdfFontSizes(file: string, page: number): number[] {
  const xml = execFileSync('pdftohtml', ['-xml', '-i', '-stdout', '-zoom', '1', '-f', String(page), '-l', String(page), file], {
    encoding: 'utf8',
  });
  return [...xml.matchAll(/<fontspec [^>]*size="(-?[\d.]+)"/g)].map((match) => Number(match[1]));
}
