/**
 * One puzzle to generate, as it crosses to a worker: plain JSON, carried as the `text` of a
 * task of the rate protocol (src/shared/workerProtocol.ts), so generation runs on the same
 * worker pool, with the same crash and time-budget handling, as rating does. The reply row is
 * the generator's outcome.
 */
import { generatePuzzle, type GenerateOutcome } from '../core/generate/generate';
import { puzzleSeed } from '../core/generate/random';
import { isSymmetryName, type Symmetry } from '../core/generate/symmetry';
import { parseTargets } from '../core/generate/targets';

export interface GenerateOrder {
  /** The puzzle's position in the request (0-based); with `seed` it decides the puzzle. */
  readonly index: number;
  readonly seed: number;
  /** Targets as typed (`se:7.0-8.0`, …); all must hold. */
  readonly targets: readonly string[];
  readonly symmetry: Symmetry;
  readonly minimal: boolean;
  readonly maxAttempts: number;
  /** Wall-clock time (ms since the epoch) after which the search gives up. */
  readonly deadline: number;
}

export const encodeGenerateOrder = (order: GenerateOrder): string => JSON.stringify(order);

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Reads an order back, checking every field (it crossed a thread boundary). */
export function decodeGenerateOrder(text: string): GenerateOrder {
  const value = JSON.parse(text) as Partial<Record<keyof GenerateOrder, unknown>>;
  const { index, seed, targets, symmetry, minimal, maxAttempts, deadline } = value;
  if (!isWhole(index) || !isWhole(seed) || !isWhole(maxAttempts) || typeof deadline !== 'number') throw new Error('malformed generate order');
  if (!Array.isArray(targets) || !targets.every((target) => typeof target === 'string')) throw new Error('malformed generate order: targets');
  if (typeof symmetry !== 'string' || !isSymmetryName(symmetry) || typeof minimal !== 'boolean') throw new Error('malformed generate order: symmetry');
  return { index, seed, targets, symmetry, minimal, maxAttempts, deadline };
}

/**
 * Carries out one order: the puzzle at `index` of the request, from its own seed (the request's
 * seed and the index), so it is the same in whichever thread and order it is made.
 */
export function runGenerateOrder(order: GenerateOrder, clock: () => number): GenerateOutcome {
  const targets = parseTargets(order.targets);
  if (!targets.ok) throw new Error(targets.error.message);
  return generatePuzzle(
    {
      targets: targets.value,
      symmetry: order.symmetry,
      minimal: order.minimal,
      seed: puzzleSeed(order.seed, order.index),
      maxAttempts: order.maxAttempts,
      deadline: order.deadline,
    },
    clock,
  );
}
