/**
 * The Compare view's tables as plain rows: what the view shows and what its CSV exports hold are
 * the same rows, so an export never says something the screen does not.
 */
import { findCompareMetric, type CompareMetricId, type SourceFigures, type SpearmanIntervals } from '../../core/compare/index';

/** One row of the Spearman table: a metric against the source's level order. */
export interface SpearmanRow {
  readonly metric: CompareMetricId;
  readonly name: string;
  readonly rho: number | null;
  readonly n: number;
  readonly missing: number;
  /** The bootstrap interval's ends; undefined while the intervals are still being computed. */
  readonly low?: number | null;
  readonly high?: number | null;
}

/** A number with a fixed count of decimals, a dash when there is none (minus signs kept). */
export function fixed(value: number | null | undefined, decimals = 2): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : value.toFixed(decimals);
}

/** The Spearman rows of one source, each with its interval once the intervals came. */
export function spearmanRows(source: SourceFigures, intervals: SpearmanIntervals | null): SpearmanRow[] {
  const ofSource = intervals?.sources.find((candidate) => candidate.name === source.name);
  return source.spearman.map((row) => {
    const interval = ofSource?.rows.find((candidate) => candidate.metric === row.metric);
    return {
      metric: row.metric,
      name: findCompareMetric(row.metric)?.short ?? row.metric,
      rho: row.rho,
      n: row.n,
      missing: row.missing,
      ...(interval ? { low: interval.low, high: interval.high } : {}),
    };
  });
}

/** The interval as "[0.41, 0.58]", a dash when undefined, "…" while it is being computed. */
export function formatInterval(row: SpearmanRow): string {
  if (row.low === undefined) return '…';
  if (row.low === null || row.high === null || row.high === undefined) return '—';
  return `[${fixed(row.low)}, ${fixed(row.high)}]`;
}

/** A cell of a CSV file: quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file (RFC 4180, CRLF line ends) from a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Where a value falls among histogram bins, in bin units from the first bin's centre (the unit
 * of a category axis): the first edge is −0.5, the last bin's upper edge `bins − 0.5`. Outside
 * the edges it is null (a cut point off the chart is not drawn).
 */
export function binPosition(edges: readonly number[], value: number): number | null {
  if (edges.length < 2 || value < edges[0]! || value > edges[edges.length - 1]!) return null;
  for (let k = 0; k < edges.length - 1; k++) {
    const low = edges[k]!;
    const high = edges[k + 1]!;
    if (value <= high) return k - 0.5 + (high === low ? 0 : (value - low) / (high - low));
  }
  return null;
}

/** A `#rgb` or `#rrggbb` colour at an opacity, as rgba() (a canvas fill); other colours come back unchanged. */
export function withAlpha(colour: string, alpha: number): string {
  const hex = colour.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return colour;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}
