/**
 * One puzzle to generate, as it crosses to a worker: plain JSON, carried as the `text` of a
 * task of the rate protocol (src/shared/workerProtocol.ts), so generation runs on the same
 * worker pool, with the same crash and time-budget handling, as rating does. The reply row is
 * the generator's outcome.
 */
import { generatePuzzle, type GenerateOutcome, type SearchProgress } from '../core/generate/generate';
import { puzzleSeed } from '../core/generate/random';
import { isSymmetryName, type Symmetry } from '../core/generate/symmetry';
import { stratumTargetText, type Stratum } from '../core/generate/spread';
import { parseTarget, parseTargets } from '../core/generate/targets';

/** Candidates a puzzle rates in its own stratum before it falls back on the nearest one in the whole band. */
const STRATUM_ATTEMPTS = 3000;

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
  /** In a spread request: the stratum of target `targetIndex` this puzzle is searched in. */
  readonly stratum?: Stratum & { readonly targetIndex: number };
}

export const encodeGenerateOrder = (order: GenerateOrder): string => JSON.stringify(order);

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Reads an order back, checking every field (it crossed a thread boundary). */
export function decodeGenerateOrder(text: string): GenerateOrder {
  const value = JSON.parse(text) as Partial<Record<keyof GenerateOrder, unknown>>;
  const { index, seed, targets, symmetry, minimal, maxAttempts, deadline, stratum } = value;
  if (!isWhole(index) || !isWhole(seed) || !isWhole(maxAttempts) || typeof deadline !== 'number')
    throw new Error('malformed generate order');
  if (!Array.isArray(targets) || !targets.every((target) => typeof target === 'string'))
    throw new Error('malformed generate order: targets');
  if (typeof symmetry !== 'string' || !isSymmetryName(symmetry) || typeof minimal !== 'boolean')
    throw new Error('malformed generate order: symmetry');
  if (stratum === undefined) return { index, seed, targets, symmetry, minimal, maxAttempts, deadline };
  const { low, high, targetIndex } = stratum as Partial<Record<string, unknown>>;
  if (typeof low !== 'number' || typeof high !== 'number' || !isWhole(targetIndex) || targetIndex >= targets.length)
    throw new Error('malformed generate order: stratum');
  return { index, seed, targets, symmetry, minimal, maxAttempts, deadline, stratum: { low, high, targetIndex } };
}

/**
 * Carries out one order: the puzzle at `index` of the request, from its own seed (the request's
 * seed and the index), so it is the same in whichever thread and order it is made.
 */
export function runGenerateOrder(
  order: GenerateOrder,
  clock: () => number,
  onProgress?: (progress: SearchProgress) => void,
): GenerateOutcome {
  const targets = parseTargets(order.targets);
  if (!targets.ok) throw new Error(targets.error.message);
  const stratum = order.stratum && stratumRequestOf(order.targets, order.stratum);
  return generatePuzzle(
    {
      targets: targets.value,
      symmetry: order.symmetry,
      minimal: order.minimal,
      seed: puzzleSeed(order.seed, order.index),
      maxAttempts: order.maxAttempts,
      deadline: order.deadline,
      ...(stratum ? { stratum } : {}),
      ...(onProgress ? { onProgress } : {}),
    },
    clock,
  );
}

/** The targets of one stratum: the spread target narrowed to it, the others whole. */
function stratumRequestOf(texts: readonly string[], stratum: Stratum & { readonly targetIndex: number }) {
  const whole = texts[stratum.targetIndex]!;
  const narrowed = parseTargets(texts.map((text, i) => (i === stratum.targetIndex ? stratumTargetText(whole, stratum) : text)));
  const spread = parseTarget(whole);
  if (!narrowed.ok || !spread.ok) throw new Error('malformed generate order: stratum target');
  return { stratum: { low: stratum.low, high: stratum.high }, targets: narrowed.value, spread: spread.value, attempts: STRATUM_ATTEMPTS };
}
