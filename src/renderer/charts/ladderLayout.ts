/**
 * Where the ladder chart (levels on one scale) puts things: one horizontal axis of the metric
 * shared by every row, as percentages of the track's width, so the rows are plain page elements
 * laid out by CSS. Harder is always to the right: for a metric that falls as puzzles get harder
 * (the short-clause share) the axis runs from high to low. The axis is logarithmic when the
 * boxes span about a decade or more (worthLogAxis), so one hard source does not squash the rest.
 */
import { worthLogAxis } from '../../core/compare/index';
import type { UniversalCategory } from '../../core/rate/universal';
import { extentOf, linearScale, logScale, logTicks, niceTicks, type Scale } from './svgChart';

/** What the ladder draws of a level: its middle half and median on the metric. */
export interface LadderBox {
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
}

/** A row of the ladder: a level of a source, its box, and the shares (0–1) of its puzzles per universal category. */
export interface LadderLevel extends LadderBox {
  readonly source: string;
  readonly level: string;
  readonly n: number;
  readonly shares: Readonly<Record<UniversalCategory, number>>;
}

/** A universal category's stretch of the axis, in percent of the track from its left edge. */
interface LadderBand {
  readonly category: UniversalCategory;
  readonly from: number;
  readonly to: number;
}

export interface LadderAxis {
  /** Value → percent of the track's width from its left edge. */
  readonly at: Scale;
  readonly log: boolean;
  readonly ticks: readonly number[];
  /** The universal categories behind the rows, left to right; empty when the scale is on another metric. */
  readonly bands: readonly LadderBand[];
}

/**
 * The axis for these boxes. The cut points are on it too when bands are drawn, so each category
 * shows; the ends are padded a little so no box touches the edge.
 */
export function ladderAxis(
  boxes: readonly LadderBox[],
  harderWhen: 'higher' | 'lower',
  cutPoints: readonly [number, number] | null,
): LadderAxis {
  const values = boxes.flatMap((box) => [box.q1, box.q3]);
  const spanned = [...values, ...(cutPoints ?? [])];
  const log = values.length > 0 && worthLogAxis(Math.min(...values), Math.max(...values)) && Math.min(...spanned) > 0;
  const domain = extentOf(spanned, log);
  const range: [number, number] = harderWhen === 'higher' ? [0, 100] : [100, 0];
  const at = log ? logScale(domain, range) : linearScale(domain, range);
  const ticks = (log ? logTicks(domain[0], domain[1]) : niceTicks(domain[0], domain[1], 6)).filter(
    (tick) => tick >= domain[0] && tick <= domain[1],
  );
  return { at, log, ticks, bands: cutPoints ? bandsOf(at, cutPoints) : [] };
}

/** The three categories as stretches of the track, clipped to it, easiest on the left. */
function bandsOf(at: Scale, cutPoints: readonly [number, number]): LadderBand[] {
  const [lowCut, highCut] = cutPoints.map((cut) => clamp(at(cut))) as [number, number];
  // On the track harder is to the right, so the band left of the first cut is always easy.
  const [first, second] = lowCut <= highCut ? [lowCut, highCut] : [highCut, lowCut];
  return [
    { category: 'easy' as const, from: 0, to: first },
    { category: 'medium' as const, from: first, to: second },
    { category: 'hard' as const, from: second, to: 100 },
  ].filter((band) => band.to > band.from);
}

/** A box's left edge and width, in percent of the track (q1 and q3 swap places on a reversed axis). */
export function boxSpan(at: Scale, box: LadderBox): { readonly left: number; readonly width: number } {
  const a = clamp(at(box.q1));
  const b = clamp(at(box.q3));
  return { left: Math.min(a, b), width: Math.abs(b - a) };
}

function clamp(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}
