/** Why a chart of the Compare view cannot show what was asked, said so a person can act on it. */
export interface CompareProblem {
  readonly kind:
    'ERR_EMPTY' | 'ERR_NO_LEVELS' | 'ERR_SINGLE_LEVEL' | 'ERR_MISSING_RATINGS' | 'ERR_SMALL_LEVEL' | 'ERR_NO_SCALE_VALUES' | 'ERR_REFIT';
  readonly message: string;
  readonly source?: string;
  readonly level?: string;
  readonly metric?: string;
  /** How many puzzles the problem concerns. */
  readonly count?: number;
  /** The rater whose rate job would fill missing ratings. */
  readonly rater?: string;
}

/** Levels with fewer rated puzzles than this get a problem: their box and test mean little. */
export const MIN_LEVEL_SIZE = 3;
