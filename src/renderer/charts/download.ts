/**
 * Saving what the Compare view shows: a chart as PNG (its canvas, or its SVG drawn on a canvas)
 * and as SVG, a table as CSV (the browser's download).
 */
import { LIGHT_SVG_COLOURS, type SvgColours } from './svgChart';
import { chartColours } from './chartTheme';

function save(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/** The page's background behind charts (a PNG is not transparent, so it reads in any viewer). */
function paperOf(element: Element): string {
  return getComputedStyle(element).getPropertyValue('--paper').trim() || LIGHT_SVG_COLOURS.paper;
}

/** Downloads a chart's canvas as a PNG file, on the page's paper colour. */
export function downloadCanvas(canvas: HTMLCanvasElement | undefined, fileName: string): void {
  if (!canvas) return;
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  if (!context) return save(canvas.toDataURL('image/png'), fileName);
  context.fillStyle = paperOf(canvas);
  context.fillRect(0, 0, copy.width, copy.height);
  context.drawImage(canvas, 0, 0);
  save(copy.toDataURL('image/png'), fileName);
}

/** Downloads text (a CSV file, an SVG drawing) under a name. */
export function downloadText(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  save(url, fileName);
  // The click has handed the blob to the download by the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadSvg(svg: string, fileName: string): void {
  downloadText(svg, fileName, 'image/svg+xml');
}

/** Downloads an SVG drawing as a PNG at twice its size (sharp on high-density screens and in print). */
export async function downloadSvgAsPng(svg: string, fileName: string): Promise<void> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth * 2;
  canvas.height = image.naturalHeight * 2;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  save(canvas.toDataURL('image/png'), fileName);
}

/** The colours an SVG export is drawn in: the page's theme, read where the chart is. */
export function svgColoursOf(element: Element): SvgColours {
  return { ...chartColours(element), paper: paperOf(element) };
}

/** A file name from a title: letters, digits and dashes. */
export function fileNameOf(title: string, extension: string): string {
  return `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'compare'
  }.${extension}`;
}
