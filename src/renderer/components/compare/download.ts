/** Saving what the Compare view shows: a canvas as PNG, a table as CSV (the browser's download). */

function save(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
}

/** Downloads a chart's canvas as a PNG file. */
export function downloadCanvas(canvas: HTMLCanvasElement | undefined, fileName: string): void {
  if (canvas) save(canvas.toDataURL('image/png'), fileName);
}

/** Downloads text (a CSV file) under a name. */
export function downloadText(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  save(url, fileName);
  // The click has handed the blob to the download by the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a title: letters, digits and dashes. */
export function fileNameOf(title: string, extension: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'compare'}.${extension}`;
}
