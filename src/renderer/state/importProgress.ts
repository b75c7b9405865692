/**
 * How a file import's progress reads: first the file handed over to the app (bytes uploaded to
 * the web host; instant for a path in the desktop app), then the puzzles read from it, then the
 * short publish into the library.
 */
import { formatCount } from './format';

/** Where a file import is. */
export type ImportProgress =
  | { readonly phase: 'sending'; readonly sentBytes: number; readonly totalBytes: number }
  | { readonly phase: 'importing'; readonly records: number; readonly bytesRead: number; readonly totalBytes: number };

/** "812 bytes", "3.4 MB", "1.2 GB" (decimal units, as file managers show sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

/** The bar's fill, 0..1, for the phase it is in. */
export function progressFraction(progress: ImportProgress): number {
  const done = progress.phase === 'sending' ? progress.sentBytes : progress.bytesRead;
  return progress.totalBytes > 0 ? Math.min(1, done / progress.totalBytes) : 0;
}

/** What the bar says: "Uploading: 1.2 MB of 3.4 MB", "Importing: 12,345 puzzles read (35%)", "Saving 49,158 puzzles to the library…". */
export function describeProgress(progress: ImportProgress): string {
  if (progress.phase === 'sending') return `Uploading: ${formatBytes(progress.sentBytes)} of ${formatBytes(progress.totalBytes)}`;
  if (progress.bytesRead >= progress.totalBytes && progress.totalBytes > 0)
    return `Saving ${formatCount(progress.records)} records to the library…`;
  const percent = Math.floor(100 * progressFraction(progress));
  return `Importing: ${formatCount(progress.records)} records read (${percent}% of ${formatBytes(progress.totalBytes)})`;
}
