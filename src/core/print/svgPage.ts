/**
 * Draws a laid-out page as SVG markup: the renderer's print preview and the workspace's "Export
 * SVG" use it, from the same layout the PDF is written from. Sizes stay in points (the viewBox),
 * so the picture scales to any thumbnail or zoom.
 */
import type { LayoutPage, PageGrid, PageLine, PageText } from './page';

const FONT_FAMILY = 'Helvetica, Arial, sans-serif';
const GUIDE_GREY = '#9a9a9a';

const round = (value: number): string => String(Math.round(value * 100) / 100);

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);
}

/** Lines of one width as a single path. */
function linesPath(lines: readonly PageLine[], colour: string): string {
  if (lines.length === 0) return '';
  const d = lines.map((line) => `M${round(line.x1)} ${round(line.y1)}L${round(line.x2)} ${round(line.y2)}`).join('');
  return `<path d="${d}" stroke="${colour}" stroke-width="${round(lines[0]!.width)}" fill="none"/>`;
}

function textElement(text: PageText): string {
  const anchor = text.align === 'center' ? ' text-anchor="middle"' : '';
  const weight = text.weight === 'bold' ? ' font-weight="bold"' : '';
  return `<text x="${round(text.x)}" y="${round(text.y)}" font-size="${round(text.size)}"${anchor}${weight}>${escapeXml(text.text)}</text>`;
}

function gridElements(grid: PageGrid): string {
  return [
    linesPath(grid.guideLines, GUIDE_GREY),
    linesPath(grid.cellLines, 'black'),
    linesPath(grid.boxLines, 'black'),
    `<rect x="${round(grid.x)}" y="${round(grid.y)}" width="${round(grid.size)}" height="${round(grid.size)}" ` +
      `stroke="black" stroke-width="${round(grid.borderWidth)}" fill="none"/>`,
    ...grid.digits.map(textElement),
  ].join('');
}

/** A standalone SVG document of the page (white paper, black ink). */
export function makePageSvg(page: LayoutPage): string {
  const { width, height } = page;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(width)} ${round(height)}" width="${round(width)}pt" height="${round(height)}pt">` +
    `<rect width="100%" height="100%" fill="white"/>` +
    `<g font-family="${FONT_FAMILY}" fill="black">` +
    page.grids.map(gridElements).join('') +
    page.texts.map(textElement).join('') +
    '</g></svg>'
  );
}
