/**
 * Draws a print layout (src/core/print) as a vector PDF with pdfkit: grid lines as strokes and
 * every digit, label and title as real Helvetica text (one of the fourteen fonts every PDF
 * reader has, so nothing is embedded), which keeps the file small and searchable. The same
 * layout and the same creation date give the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LayoutPage, PageGrid, PageLine, PageText, PrintLayout } from '../../../core/print/page';

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const GUIDE_GREY = '#9a9a9a';

export interface PdfOptions {
  /** Written as the creation and modification date; the file ID is derived from it too. */
  readonly creationDate: Date;
}

/**
 * The date a PDF records: `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds
 * convention) when set, so the same input gives a byte-identical file, else now.
 */
export function pdfCreationDate(env: NodeJS.ProcessEnv = process.env, now: () => Date = () => new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return now();
  if (!/^\d{1,12}$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not '${epoch.slice(0, 40)}'`);
  return new Date(Number(epoch) * 1000);
}

function strokeLines(doc: PDFKit.PDFDocument, lines: readonly PageLine[], colour = 'black'): void {
  if (lines.length === 0) return;
  // One path per line width: a grid's lines of one kind share a width, so this is one stroke each.
  const byWidth = new Map<number, PageLine[]>();
  for (const line of lines) byWidth.set(line.width, [...(byWidth.get(line.width) ?? []), line]);
  for (const [width, group] of byWidth) {
    for (const line of group) doc.moveTo(line.x1, line.y1).lineTo(line.x2, line.y2);
    doc.lineWidth(width).lineCap('butt').strokeColor(colour).stroke();
  }
}

function drawText(doc: PDFKit.PDFDocument, text: PageText): void {
  doc.font(FONTS[text.weight]).fontSize(text.size);
  const x = text.align === 'center' ? text.x - doc.widthOfString(text.text) / 2 : text.x;
  doc.text(text.text, x, text.y, { lineBreak: false, baseline: 'alphabetic' });
}

function drawGrid(doc: PDFKit.PDFDocument, grid: PageGrid): void {
  strokeLines(doc, grid.guideLines, GUIDE_GREY);
  strokeLines(doc, grid.cellLines);
  strokeLines(doc, grid.boxLines);
  doc.rect(grid.x, grid.y, grid.size, grid.size).lineWidth(grid.borderWidth).lineJoin('miter').strokeColor('black').stroke();
  doc.fillColor('black');
  for (const digit of grid.digits) drawText(doc, digit);
}

function drawPage(doc: PDFKit.PDFDocument, page: LayoutPage): void {
  doc.addPage({ size: [page.width, page.height], margin: 0 });
  for (const grid of page.grids) drawGrid(doc, grid);
  doc.fillColor('black');
  for (const text of page.texts) drawText(doc, text);
}

/** pdfkit takes about 150 ms to load, so it is loaded for the first PDF, not by every command that could make one. */
async function makeDocument(layout: PrintLayout, options: PdfOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: {
      Title: layout.title || 'Sudoku puzzles',
      Creator: 'Patti',
      Producer: 'Patti',
      CreationDate: options.creationDate,
      ModDate: options.creationDate,
    },
  });
}

/** The whole PDF in memory, for the app's "Save PDF" and the web host's download. */
export async function renderPdf(layout: PrintLayout, options: PdfOptions): Promise<Buffer> {
  if (layout.pages.length === 0) throw new Error('there are no puzzles to print');
  const doc = await makeDocument(layout, options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of layout.pages) drawPage(doc, page);
  doc.end();
  return done;
}

/**
 * Writes the PDF to `file` through a temporary file beside it, renamed into place once
 * complete: a failure (disk full, no permission) never leaves a half-written PDF under the
 * name asked for. Returns the number of bytes written.
 */
export async function savePdf(layout: PrintLayout, file: string, options: PdfOptions): Promise<number> {
  const bytes = await renderPdf(layout, options);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await fs.promises.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.promises.rename(temporary, file);
  } catch (error) {
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  return bytes.length;
}
