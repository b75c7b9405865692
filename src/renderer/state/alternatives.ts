/**
 * The alternatives Replay lists at a step: every other way the solve could have gone there at
 * the step's own difficulty, each once. The engine lists every application of the step's tier,
 * which holds techniques of other values too (a tier can span 9.2 to 9.5), and the same
 * deduction found from several patterns; a person reading the list wants neither.
 */
import type { StepView } from '../../shared/workspaceTypes';

/**
 * The alternatives worth listing, the solve's own choice (the first) first: only those of its
 * value, and one of each technique with the same effect on the grid.
 */
export function distinctAlternatives(all: readonly StepView[]): StepView[] {
  const own = all[0];
  if (!own) return [];
  const seen = new Set<string>();
  const kept: StepView[] = [];
  for (const alternative of all) {
    if (alternative.value !== own.value) continue;
    const key = sameDeductionKey(alternative);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(alternative);
  }
  return kept;
}

/** Two steps read alike in the list when they are the same technique doing the same to the grid. */
function sameDeductionKey(view: StepView): string {
  const placements = view.step.placements.map(({ cell, digit }) => cell * 9 + digit - 1).sort((a, b) => a - b);
  const eliminations = [...view.step.eliminations].sort((a, b) => a - b);
  return `${view.techniqueName}|${placements.join(',')}|${eliminations.join(',')}`;
}
