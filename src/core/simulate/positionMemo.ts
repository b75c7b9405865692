/**
 * The last answer of an expensive strategy, kept with the position it was asked about. Within
 * one solve a strategy never meets the same position twice (every step changes it), but the
 * raters solve one puzzle in several orders one after the other, and those solves often stop
 * at the same position — the one the basic techniques cannot move — where each runs the same
 * forcing-chain search. A strategy is a pure function of the position, so the answer is reused.
 */
import type { Grid } from '../grid/grid';
import type { Step } from '../step';
import { findAnyStep, findFirstStep, type Strategy } from '../strategies/strategy';

/** A position as values and candidate masks side by side (81 + 81 entries). */
type Position = Uint16Array;

function positionOf(grid: Grid, into: Position): Position {
  for (let cell = 0; cell < 81; cell++) {
    into[cell] = grid.value(cell);
    into[81 + cell] = grid.candidateBits(cell);
  }
  return into;
}

function samePosition(grid: Grid, position: Position): boolean {
  for (let cell = 0; cell < 81; cell++) {
    if (position[cell] !== grid.value(cell) || position[81 + cell] !== grid.candidateBits(cell)) return false;
  }
  return true;
}

const REMEMBERING = new WeakMap<Strategy, Strategy>();

/**
 * `strategy` answering repeated questions about the last position it saw from memory; one
 * memory per strategy, shared by every technique set that uses it.
 */
export function rememberLastPosition(strategy: Strategy): Strategy {
  let remembering = REMEMBERING.get(strategy);
  if (!remembering) REMEMBERING.set(strategy, (remembering = withMemoryOfLastPosition(strategy)));
  return remembering;
}

function withMemoryOfLastPosition(strategy: Strategy): Strategy {
  const firstAt = new Uint16Array(162);
  const anyAt = new Uint16Array(162);
  const allAt = new Uint16Array(162);
  let first: { step: Step | undefined } | undefined;
  let any: { step: Step | undefined } | undefined;
  let all: Step[] | undefined;
  const findFirst = (grid: Grid): Step | undefined => {
    if (first && samePosition(grid, firstAt)) return first.step;
    if (any && any.step === undefined && samePosition(grid, anyAt)) return undefined;
    // Unknown until the search is done: a search that throws leaves nothing behind.
    first = undefined;
    const step = findFirstStep(strategy, grid);
    positionOf(grid, firstAt);
    first = { step };
    return step;
  };
  // The first instance is an instance too, and both searches fail on the same positions.
  const findAny = (grid: Grid): Step | undefined => {
    if (any && samePosition(grid, anyAt)) return any.step;
    if (first && samePosition(grid, firstAt)) return first.step;
    any = undefined;
    const step = findAnyStep(strategy, grid);
    positionOf(grid, anyAt);
    any = { step };
    return step;
  };
  return {
    technique: strategy.technique,
    findFirst,
    findAny,
    findAll: (grid) => {
      if (all && samePosition(grid, allAt)) return [...all];
      all = undefined;
      const steps = strategy.findAll(grid);
      positionOf(grid, allAt);
      all = [...steps];
      return steps;
    },
  };
}
