import { initial } from './001_initial';
import { listIndexes } from './002_list_indexes';
import { traces } from './003_traces';
import { stagedPublish } from './004_staged_publish';
import { ratingSummary } from './005_rating_summary';
import { originFields } from './006_origin_fields';
import { costBeyondOrder } from './007_cost_beyond_order';
import { puzzleNames } from './008_puzzle_names';
import { playGames } from './009_play_games';
import { customSets } from './010_custom_sets';
import { collectionSections } from './011_collection_sections';
import { playColours } from './012_play_colours';
import type { Migration } from './types';

export type { Migration } from './types';

/** Every migration in order; the schema version of a library is the last one applied. */
export const MIGRATIONS: readonly Migration[] = [
  initial,
  listIndexes,
  traces,
  stagedPublish,
  ratingSummary,
  originFields,
  costBeyondOrder,
  puzzleNames,
  playGames,
  customSets,
  collectionSections,
  playColours,
];
