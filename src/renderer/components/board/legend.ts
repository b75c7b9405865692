/**
 * The legend entries that apply to a shown step: only what is actually drawn, so the legend
 * stays short and always matches the board.
 */
import type { Highlights } from '../../../core/step';

type LegendKey = 'cell' | 'house' | 'cover' | 'kept' | 'accent' | 'removed' | 'placed' | 'strong' | 'weak' | 'conflict';

export interface LegendEntry {
  readonly key: LegendKey;
  readonly text: string;
}

const TEXT: Record<LegendKey, string> = {
  cell: 'cell the step is about',
  house: 'house of the pattern',
  cover: 'house the removals come from',
  kept: 'candidate in the pattern',
  accent: 'second colour (other colour, fin, inner chain result)',
  removed: 'candidate removed',
  placed: 'digit placed',
  strong: 'strong link (one of the two is true)',
  weak: 'weak link (not both)',
  conflict: 'conflict',
};

export function legendEntries(highlights: Highlights | null | undefined, conflicts = false): LegendEntry[] {
  const present: Record<LegendKey, boolean> = {
    cell: (highlights?.cells.length ?? 0) > 0,
    house: (highlights?.houses.length ?? 0) > 0,
    cover: (highlights?.coverHouses.length ?? 0) > 0,
    kept: (highlights?.kept.length ?? 0) > 0,
    accent: (highlights?.accent.length ?? 0) > 0,
    removed: (highlights?.removed.length ?? 0) > 0,
    placed: (highlights?.placements.length ?? 0) > 0,
    strong: highlights?.links.some((link) => link.strong) ?? false,
    weak: highlights?.links.some((link) => !link.strong) ?? false,
    conflict: conflicts,
  };
  return (Object.keys(TEXT) as LegendKey[]).filter((key) => present[key]).map((key) => ({ key, text: TEXT[key] }));
}
