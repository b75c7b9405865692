/**
 * One simulated trial-and-error (Nishio) solver, ready to replay: run 0 of seed N, exactly
 * what `patti rate --raters nhc4 --runs 1 --seed N` counts, every strategy application, guess,
 * contradiction and backtrack with the board after it, and the counts of 50 runs of that seed.
 */
import { cellOfCandidate, digitOfCandidate, type Candidate } from '../grid/candidate';
import { PEER_TABLE, SimBoard } from '../simulate/board';
import type { SimulationStrategy } from '../simulate/conventions';
import { BudgetExceededError, nishioRunCycles, traceNishioRun } from '../simulate/nishio';
import type { SimulationEvent, StrategyEffect } from '../simulate/trace';
import { type ExplainToken, type Highlights } from '../step';
import { explain, explainText, highlightsOf } from '../describeStep';
import { eliminationTokens, NO_HIGHLIGHTS, placementTokens, text } from '../strategies/words';
import { positionOfArrays } from './position';
import type { BoardPosition, NishioEventView, NishioRunView, NishioStrategyCount } from './views';

/** Runs in the histogram: the raters' default. */
export const HISTOGRAM_RUNS = 50;

const STRATEGY_WORDS: Readonly<Record<SimulationStrategy, string>> = {
  nakedSingle: 'naked singles',
  hiddenSingle: 'hidden singles',
  nakedPair: 'naked pairs',
  xWing: 'X-wing',
};

/**
 * The position of a simulated solver, replayed from its events: a guess is saved before it
 * is placed; a backtrack goes back to the position saved before the guess at its depth and
 * strikes the refuted digit (which the next guess in that cell overwrites, as the engine's
 * undo does).
 */
class ReplayBoard {
  readonly values: Uint8Array;
  readonly marks: Uint16Array;
  private readonly saved = new Map<number, { values: Uint8Array; marks: Uint16Array }>();

  constructor(start: SimBoard) {
    this.values = start.values.slice();
    this.marks = start.marks.slice();
  }

  place(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.values[cell] = digit;
    this.marks[cell] = 0;
    for (let i = cell * 20; i < cell * 20 + 20; i++) this.marks[PEER_TABLE[i]!]! &= ~bit;
  }

  strike(candidate: Candidate): void {
    this.marks[cellOfCandidate(candidate)]! &= ~(1 << (digitOfCandidate(candidate) - 1));
  }

  apply(event: SimulationEvent): void {
    if (event.kind === 'guess') this.saved.set(event.depth, { values: this.values.slice(), marks: this.marks.slice() });
    if (event.kind === 'backtrack') {
      const before = this.saved.get(event.depth);
      if (!before) throw new Error(`backtrack to depth ${event.depth} with no guess saved there`);
      this.values.set(before.values);
      this.marks.set(before.marks);
    }
    for (const { cell, digit } of event.placements) this.place(cell, digit);
    for (const candidate of event.eliminations) this.strike(candidate);
  }

  position(): BoardPosition {
    return positionOfArrays(this.values, this.marks);
  }
}

/** Eliminations a strategy made itself, leaving out those its placements made in their peers. */
function ownEliminations(effect: StrategyEffect): Candidate[] {
  return effect.eliminations.filter((candidate) => {
    const cell = cellOfCandidate(candidate);
    const digit = digitOfCandidate(candidate);
    return !effect.placements.some((p) => p.digit === digit && PEER_TABLE.subarray(p.cell * 20, p.cell * 20 + 20).includes(cell));
  });
}

function deductionWords(effect: StrategyEffect, removed: readonly Candidate[]): ExplainToken[] {
  const words: ExplainToken[] = [text(`Cycle ${effect.cycle}, ${STRATEGY_WORDS[effect.strategy]}: `)];
  if (effect.placements.length > 0) words.push(text('places '), ...placementTokens(effect.placements));
  if (removed.length > 0) {
    if (effect.placements.length > 0) words.push(text('; '));
    words.push(...eliminationTokens(removed));
  }
  return words;
}

function deductionHighlights(effect: StrategyEffect, removed: readonly Candidate[]): Highlights {
  return { ...NO_HIGHLIGHTS, cells: effect.placements.map((p) => p.cell), placements: effect.placements, removed };
}

/** What an event looks like in the replay (without its position and counts). */
function describeEvent(event: SimulationEvent): Pick<NishioEventView, 'kind' | 'words' | 'text' | 'highlights'> {
  if (event.kind === 'strategy') {
    const removed = ownEliminations(event);
    const words = deductionWords(event, removed);
    return { kind: 'deduction', words, text: words.map((token) => token.text).join(''), highlights: deductionHighlights(event, removed) };
  }
  return { kind: event.kind, words: explain(event), text: explainText(event), highlights: highlightsOf(event) };
}

/** Guesses pending once the event has happened. */
function depthAfter(event: SimulationEvent, pending: number): number {
  if (event.kind === 'guess' || event.kind === 'contradiction') return event.depth;
  if (event.kind === 'backtrack') return event.depth - 1;
  return pending;
}

/** Cycle counts of runs 0..runs−1, or empty when a run passes the cycle budget (no made-up numbers). */
function histogramOf(puzzle: string, strategies: NishioStrategyCount, seed: number): number[] {
  try {
    return nishioRunCycles(puzzle, { strategies, runs: HISTOGRAM_RUNS, seed });
  } catch (error) {
    if (error instanceof BudgetExceededError) return [];
    throw error;
  }
}

/** The replayable Nishio run of a puzzle (normalized, 81 characters) with `strategies` strategies and seed `seed`. */
export function buildNishioRunView(puzzle: string, seed: number, strategies: NishioStrategyCount, libraryId: number | null): NishioRunView {
  const trace = traceNishioRun(puzzle, { strategies, seed, run: 0 });
  const start = SimBoard.fromPuzzle(puzzle);
  const board = new ReplayBoard(start);
  let depth = 0;
  const events = trace.events.map((event, index): NishioEventView => {
    board.apply(event);
    depth = depthAfter(event, depth);
    return { index, ...describeEvent(event), cycle: trace.cyclesAfter[index]!, depth, after: board.position() };
  });
  return {
    kind: 'nishio',
    puzzle,
    libraryId,
    seed,
    strategies,
    outcome: trace.outcome,
    cycles: trace.cycles,
    start: positionOfArrays(start.values, start.marks),
    events,
    histogram: histogramOf(puzzle, strategies, seed),
  };
}
