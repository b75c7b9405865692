/**
 * `grader`: the open 0–10 scale of the "Sudoku Grading" essay (Sudoku Grader site). Strategic
 * difficulty (0–7) is the level of the hardest technique the easiest-first solve used, 7 when
 * its techniques cannot finish the puzzle; procedural difficulty (0–3) adds 1 for more than
 * four candidate-elimination steps, 1 more for eight or more, and 1 for more than 55 empty
 * cells.
 *
 * Choices the essay leaves open: "simple singles" is a full house and "slicing and slotting"
 * a hidden single in a box (both need no pencil marks, level 0); hidden singles in a row or
 * column and naked singles are level 1. An elimination step is one that places nothing.
 * An unfinished puzzle keeps the procedural points of the steps it made.
 */
import { clueCount } from '../grid/puzzle';
import type { LogicalTrace } from '../simulate/logical';
import { memoizedTrace } from '../simulate/logicalMemo';
import { GRADER_SET } from '../simulate/logicalPresets';
import { techniqueOfId } from '../techniques';
import type { Rater } from '../rater';

export interface GraderRating {
  readonly score: number;
  readonly strategic: number;
  readonly procedural: number;
}

const UNSOLVED_STRATEGIC = 7;

export function gradeTrace(trace: LogicalTrace): GraderRating {
  let strategic = 0;
  let eliminationSteps = 0;
  for (const { step, technique } of trace.steps) {
    const level = techniqueOfId(technique).scale;
    if (level === undefined) throw new Error(`technique ${technique} is not on the 0–10 scale`);
    strategic = Math.max(strategic, level);
    if (step.placements.length === 0) eliminationSteps++;
  }
  if (trace.outcome !== 'solved') strategic = UNSOLVED_STRATEGIC;
  const emptyCells = 81 - clueCount(trace.puzzle);
  const procedural = (eliminationSteps > 4 ? 1 : 0) + (eliminationSteps >= 8 ? 1 : 0) + (emptyCells > 55 ? 1 : 0);
  return { score: strategic + procedural, strategic, procedural };
}

export const graderRater: Rater<GraderRating> = {
  id: 'grader',
  title: 'Open 0–10 scale: strategic 0–7 + procedural 0–3',
  version: 1,
  usesOptions: [],
  rate: (input, _options, memo) => gradeTrace(memoizedTrace(memo, input.puzzle, GRADER_SET)),
};
