/**
 * The few words a step list shows beside a technique: what the step does to the grid
 * ("r4c5=7", "−3 r4c5, r4c6"), short enough for one line.
 */
import { cellOfCandidate, digitOfCandidate } from '../../core/grid/candidate';
import { cellName } from '../../core/grid/cell';
import type { StepEffect } from '../../core/step';

/** How many cells a summary names before it says "+ n more". */
const MAX_NAMED = 3;

export function stepEffectSummary(effect: StepEffect): string {
  const parts: string[] = [];
  if (effect.placements.length > 0) parts.push(listed(effect.placements.map(({ cell, digit }) => `${cellName(cell)}=${digit}`)));
  if (effect.eliminations.length > 0) {
    const digits = [...new Set(effect.eliminations.map(digitOfCandidate))].sort();
    const cells = [...new Set(effect.eliminations.map(cellOfCandidate))].sort((a, b) => a - b);
    parts.push(`−${digits.join(',')} ${listed(cells.map(cellName))}`);
  }
  return parts.join('; ');
}

function listed(names: readonly string[]): string {
  return names.length <= MAX_NAMED ? names.join(', ') : `${names.slice(0, MAX_NAMED).join(', ')} +${names.length - MAX_NAMED}`;
}
