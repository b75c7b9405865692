/**
 * Bins for the trial-and-error histogram: how many of the runs needed each number of cycles
 * (one bar per count when the counts are few, equal-width ranges otherwise), and which bar
 * holds the run on show.
 */
export interface HistogramBin {
  /** Lowest and highest count in the bin (inclusive). */
  readonly from: number;
  readonly to: number;
  readonly runs: number;
}

export interface Histogram {
  readonly bins: readonly HistogramBin[];
  /** The bin of the run on show, or −1 when there are no runs. */
  readonly marked: number;
  /** The mean count over the runs (for the runs of the rater's seed: the puzzle's NHC), or null without runs. */
  readonly mean: number | null;
}

/** Most bars drawn: beyond it counts are grouped into ranges of equal width. */
export const MAX_BINS = 24;

export function histogramOf(counts: readonly number[], shown: number): Histogram {
  if (counts.length === 0) return { bins: [], marked: -1, mean: null };
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const width = Math.max(1, Math.ceil((high - low + 1) / MAX_BINS));
  const bins: { from: number; to: number; runs: number }[] = [];
  for (let from = low; from <= high; from += width) bins.push({ from, to: Math.min(high, from + width - 1), runs: 0 });
  for (const count of counts) bins[Math.floor((count - low) / width)]!.runs++;
  const marked = shown >= low && shown <= high ? Math.floor((shown - low) / width) : -1;
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  return { bins, marked, mean };
}

export function binLabel(bin: HistogramBin): string {
  return bin.from === bin.to ? String(bin.from) : `${bin.from}–${bin.to}`;
}
