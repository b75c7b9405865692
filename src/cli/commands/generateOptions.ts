/**
 * The options `patti generate` and `patti book` share: how each puzzle is searched for (symmetry,
 * spread, minimality, seed, workers, time and attempt budgets), read the same way by both.
 */
import { randomInt } from 'node:crypto';
import { isSpreadMode, SPREAD_MODES, type SpreadMode } from '../../core/generate/spread';
import { isSymmetryName, SYMMETRY_NAMES, type Symmetry } from '../../core/generate/symmetry';
import { DEFAULT_MAX_ATTEMPTS, type GenerateRunSettings } from '../../main/services/generate/generateRun';
import { DEFAULT_GENERATE_BUDGET_S } from '../../shared/generateTypes';
import { UsageError } from '../command';
import { readWholeNumberOption } from '../options';
import { forTerminal } from '../terminalText';

/** For node:util parseArgs. */
export const SEARCH_OPTIONS = {
  symmetry: { type: 'string' },
  spread: { type: 'string' },
  minimal: { type: 'boolean', default: false },
  seed: { type: 'string' },
  jobs: { type: 'string' },
  'budget-s': { type: 'string' },
  'max-attempts': { type: 'string' },
} as const;

export interface SearchOptionValues {
  readonly symmetry?: string;
  readonly spread?: string;
  readonly minimal?: boolean;
  readonly seed?: string;
  readonly jobs?: string;
  readonly 'budget-s'?: string;
  readonly 'max-attempts'?: string;
}

export type SearchSettings = Omit<GenerateRunSettings, 'count' | 'targets' | 'customSets'>;

/** The search settings the options ask for, Patti's defaults for the rest; a bad value is a usage error. */
export function readSearchSettings(values: SearchOptionValues): SearchSettings {
  const symmetry = values.symmetry ?? 'rotate180';
  if (!isSymmetryName(symmetry))
    throw new UsageError(`--symmetry must be one of ${SYMMETRY_NAMES.join(', ')}, not '${forTerminal(symmetry, 40)}'`);
  const spread = values.spread ?? 'strata';
  if (!isSpreadMode(spread)) throw new UsageError(`--spread must be one of ${SPREAD_MODES.join(', ')}, not '${forTerminal(spread, 40)}'`);
  return {
    symmetry: symmetry as Symmetry,
    spread: spread as SpreadMode,
    minimal: values.minimal ?? false,
    seed: values.seed === undefined ? randomInt(0, 0x7fffffff) : readWholeNumberOption('seed', values.seed, 0, 0xffffffff),
    jobs: values.jobs === undefined ? 1 : readWholeNumberOption('jobs', values.jobs, 1, 256),
    budgetMs:
      (values['budget-s'] === undefined
        ? DEFAULT_GENERATE_BUDGET_S
        : readWholeNumberOption('budget-s', values['budget-s'], 1, 7 * 86_400)) * 1000,
    maxAttempts:
      values['max-attempts'] === undefined ? DEFAULT_MAX_ATTEMPTS : readWholeNumberOption('max-attempts', values['max-attempts'], 1),
  };
}
