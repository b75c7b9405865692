/**
 * A hint given in three steps, as HoDoKu's vague and concrete hints: first the technique and
 * the house to look in, then the pattern drawn, then the whole step with its words, removals
 * and placement. Applying a hint performs exactly that step on the player's own grid.
 */
import { cellOfCandidate, digitOfCandidate, type Candidate } from '../../core/grid/candidate';
import { housesOfCell, houseName, type House } from '../../core/grid/house';
import type { Highlights } from '../../core/step';
import type { StepView } from '../../shared/workspaceTypes';
import { digitAtCell } from './editorStatus';
import { placeDigit, type PlayPosition } from './playGrid';

/** 1: the technique and where; 2: the pattern drawn; 3: the whole step. */
export type HintLevel = 1 | 2 | 3;

const NOTHING: Highlights = { cells: [], houses: [], coverHouses: [], kept: [], accent: [], removed: [], placements: [], links: [] };

/**
 * The house to send the player to: the pattern's own house where the step names one, else the
 * cover house of its eliminations, else the row of its first cell or placement.
 */
export function hintHouse(step: StepView): House | null {
  const { houses, coverHouses, cells, placements } = step.highlights;
  if (houses.length > 0) return houses[0]!;
  if (coverHouses.length > 0) return coverHouses[0]!;
  const cell = cells[0] ?? placements[0]?.cell;
  return cell === undefined ? null : housesOfCell(cell)[0];
}

/** The first hint's words: "Look for a pointing pair in box 3." */
export function vagueHintText(step: StepView): string {
  const house = hintHouse(step);
  let name = step.techniqueName.charAt(0).toLowerCase() + step.techniqueName.slice(1);
  // "Hidden single in a box" already says the kind of house the words then name.
  if (house !== null) name = name.replace(/ in an? (box|row|column)$/, '');
  const article = /^[aeiou]/i.test(name) ? 'an' : 'a';
  return `Look for ${article} ${name}${house === null ? '' : ` in ${houseName(house)}`}.`;
}

/** What the board draws at each level: the house alone, the pattern without its result, the whole step. */
export function hintHighlights(step: StepView, level: HintLevel): Highlights {
  if (level === 3) return step.highlights;
  if (level === 1) {
    const house = hintHouse(step);
    return house === null ? NOTHING : { ...NOTHING, houses: [house] };
  }
  const { cells, houses, coverHouses, kept, accent, links } = step.highlights;
  return { cells, houses, coverHouses, kept, accent, links, removed: [], placements: [] };
}

/**
 * The step's pattern and removals that the player's marks do not show: candidates in empty
 * cells the player has left without marks. A step that places a digit needs no marks (its
 * removals are struck from the marks the player has).
 */
export function missingMarks(step: StepView, position: PlayPosition): Candidate[] {
  const { placements, kept, accent, removed } = step.highlights;
  if (placements.length > 0) return [];
  return [...kept, ...accent, ...removed].filter((candidate) => {
    const cell = cellOfCandidate(candidate);
    if (digitAtCell(position.values, cell) !== 0) return false;
    return (position.marks[cell]! & (1 << (digitOfCandidate(candidate) - 1))) === 0;
  });
}

/**
 * The player's position after the step: its placements made (taking the digit from the marks it
 * sees) and its removals struck from the player's marks. Nothing else changes: marks the player
 * has not written are not written for them.
 */
export function applyHintStep(position: PlayPosition, step: StepView): PlayPosition {
  const marks = [...position.marks];
  for (const candidate of step.highlights.removed) {
    const cell = cellOfCandidate(candidate);
    marks[cell] = marks[cell]! & ~(1 << (digitOfCandidate(candidate) - 1));
  }
  let next: PlayPosition = { values: position.values, marks };
  for (const { cell, digit } of step.highlights.placements) next = placeDigit(next, cell, digit);
  return next;
}
