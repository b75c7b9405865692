/**
 * Colours for a site's levels, from green (its easiest) through amber to red (its hardest), so a
 * scatter coloured by level reads as a difficulty gradient whatever the level names are.
 */

/** The colour of level `rank` (0 = easiest) of `count` levels, as an `hsl()` colour. */
export function levelColour(rank: number, count: number): string {
  const share = count <= 1 ? 0.5 : Math.min(1, Math.max(0, rank / (count - 1)));
  const hue = Math.round(140 - 140 * share);
  return `hsl(${hue}, 62%, 46%)`;
}

/** The colour of puzzles the source gave no level. */
export const UNLEVELLED_COLOUR = 'hsl(215, 10%, 55%)';

/** Marker shapes that tell sources apart on one chart (the colour already says the level). */
const SOURCE_SHAPES = ['circle', 'rect', 'triangle', 'rectRot'] as const;
export type SourceShape = (typeof SOURCE_SHAPES)[number];

export function sourceShape(sourceIndex: number): SourceShape {
  return SOURCE_SHAPES[sourceIndex % SOURCE_SHAPES.length]!;
}

/**
 * One colour per source where sources share a chart (the ladder, the histogram): hues away from
 * the green and red of the easy and hard bands, and mid lightness, so each reads on the light and
 * the dark theme's paper alike.
 */
export const SOURCE_COLOURS = [
  'hsl(212, 70%, 50%)',
  'hsl(28, 85%, 50%)',
  'hsl(275, 50%, 55%)',
  'hsl(180, 60%, 36%)',
  'hsl(330, 60%, 52%)',
  'hsl(48, 80%, 40%)',
] as const;

export function sourceColour(sourceIndex: number): string {
  return SOURCE_COLOURS[sourceIndex % SOURCE_COLOURS.length]!;
}
