/**
 * Where a puzzle came from, as the Library shows it in context: a puzzle published by several
 * sources shows the origin of the source the Library is filtered on (its level there), else its
 * first one, with the others behind "+N". And the Level filter's choices, grouped under their
 * source, in people's words.
 *
 * The generator records the targets it aimed at as the level of its puzzles, under the source
 * "Patti generator" (`se:6-7 cost:fiendish`): such a level is shown in words ("SE 6–7, Cost
 * Fiendish") and grouped under that source, so it reads as what it is, the target a puzzle was
 * made for, and never stands among a publisher's levels.
 */
import { raterName, ratingColumnName } from '../../core/rate/names';
import { TECHNIQUES } from '../../core/techniques';
import { GENERATED_SOURCE } from '../../shared/generateTypes';
import type { PuzzleOrigin, SourceSummary } from '../../shared/libraryTypes';

/** The origin to show for a puzzle, and the others it has (behind "+N"). */
export interface OriginInContext<T extends PuzzleOrigin = PuzzleOrigin> {
  readonly shown: T | undefined;
  readonly others: readonly T[];
}

/** The origin of `source` (the source filtered on; '' for none) when the puzzle has one, else its first. */
export function originInContext<T extends PuzzleOrigin>(origins: readonly T[], source: string): OriginInContext<T> {
  const index = source === '' ? -1 : origins.findIndex((origin) => origin.source === source);
  const at = index < 0 ? 0 : index;
  return { shown: origins[at], others: origins.filter((_, i) => i !== at) };
}

const capitalized = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** A target's range or level in words: `6-7` → "6–7", `fiendish` → "Fiendish". */
function argumentWords(argument: string): string {
  return /^[\d.]+-[\d.]+$/.test(argument) ? argument.replace('-', '–') : capitalized(argument);
}

/** One generator target in words: `se:6-7` → "SE 6–7", `technique:x-wing` → "uses X-Wing", `clues:22-24` → "22–24 clues". */
export function targetWords(target: string): string {
  const colon = target.indexOf(':');
  if (colon < 0) return target;
  const kind = target.slice(0, colon);
  const argument = target.slice(colon + 1);
  switch (kind) {
    case 'technique':
      return `uses ${TECHNIQUES.find((technique) => technique.id === argument)?.name ?? argument}`;
    case 'clues':
      return `${argumentWords(argument)} clues`;
    case 'cld':
      return `${ratingColumnName('cld', 'shortPct').short} ${argumentWords(argument)}`;
    default:
      return `${raterName(kind).short} ${argumentWords(argument)}`;
  }
}

/** A level as people read it: a generator's targets in words, any other level as it is. */
export function levelWords(source: string, level: string): string {
  if (source !== GENERATED_SOURCE) return level;
  return level.split(/\s+/).filter(Boolean).map(targetWords).join(', ');
}

/** One level to offer: what the filter takes (`value`), what people read, and its puzzles. */
interface LevelChoice {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

/** The levels of one source, in its order (generated targets in words). */
export interface LevelGroup {
  readonly source: string;
  /** The group's heading: the source's name, or what the generator's "levels" are. */
  readonly label: string;
  readonly levels: readonly LevelChoice[];
}

/** The Level filter's groups: the chosen source's levels alone, or every source with levels, each under its name. */
export function levelGroups(sources: readonly SourceSummary[], source: string): LevelGroup[] {
  const chosen = source === '' ? sources : sources.filter((summary) => summary.name === source);
  return chosen
    .map((summary) => ({
      source: summary.name,
      label: summary.name === GENERATED_SOURCE ? `${GENERATED_SOURCE} (made for these targets)` : summary.name,
      levels: summary.levels
        .filter((level) => level.puzzles > 0)
        .map((level) => ({ value: level.name, label: levelWords(summary.name, level.name), count: level.puzzles })),
    }))
    .filter((group) => group.levels.length > 0);
}
