/**
 * The Library's "Set level…" form: which levels to offer for the source typed, and what the form
 * asks the app to do (on the chosen puzzles, or on every puzzle of the filter).
 */
import type { SetLevelInput } from '../../shared/curationTypes';
import type { LibraryFilter, SourceSummary } from '../../shared/libraryTypes';

/** On what the level is set: the rows chosen in the table, or every puzzle the filter selects. */
export type LevelScope = 'chosen' | 'filter';

/** What the form gives back: the source ('' for the one source the puzzles come from), the level and the scope. */
export interface LevelChoice {
  readonly source: string;
  readonly level: string;
  readonly scope: LevelScope;
}

/** The source's own levels in its order (a source not in the library has none yet). */
export function levelOffers(sources: readonly SourceSummary[], source: string): string[] {
  return sources.find((summary) => summary.name === source.trim())?.levels.map((level) => level.name) ?? [];
}

/** The app call for a choice: the chosen ids, or the filter. */
export function makeSetLevelInput(choice: LevelChoice, ids: readonly number[], filter: LibraryFilter): SetLevelInput {
  const source = choice.source.trim();
  return {
    level: choice.level.trim(),
    ...(source !== '' ? { source } : {}),
    ...(choice.scope === 'chosen' ? { ids } : { filter }),
  };
}
