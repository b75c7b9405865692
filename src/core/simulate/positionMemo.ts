/**
 * The last answer of an expensive strategy, kept with the position it was asked about. Within
 * one solve a strategy never meets the same position twice (every step changes it), but the
 * raters solve one puzzle in several orders one after the other, and those solves often stop
 * at the same position — the one the basic techniques cannot move — where each runs the same
 * forcing-chain search. A strategy is a pure function of the position, so the answer is reused
 * (the raters' solves of a puzzle share one search context, where the memory lives).
 */
import type { Grid } from '../grid/grid';
import type { Step } from '../step';
import { stateKind } from '../strategies/searchContext';
import { offerAll, searchQuickest, type StepSink, type Strategy } from '../strategies/strategy';

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

/**
 * What the searches told their sinks about one position: the steps offered, in order, and
 * whether a search ran to the end (its sink never had enough), so the list is every instance.
 */
class Record {
  private readonly at = new Uint16Array(162);
  private known = false;
  private steps: readonly Step[] = [];
  private complete = false;

  /** Whether this is a record of the grid's position. */
  isOf(grid: Grid): boolean {
    return this.known && samePosition(grid, this.at);
  }

  /** Whether it proves the position has no instance at all. */
  provesNone(grid: Grid): boolean {
    return this.complete && this.steps.length === 0 && this.isOf(grid);
  }

  /**
   * Serves `sink` from the record while it lasts, then from `search` (run again, its first
   * offers already served skipped), recording what that search offers.
   */
  serve(grid: Grid, sink: StepSink, search: (grid: Grid, sink: StepSink) => void): void {
    let served = 0;
    if (this.isOf(grid)) {
      if (offerAll(sink, this.steps) || this.complete) return;
      served = this.steps.length;
    }
    // Unknown until the search is done: a search that throws leaves nothing behind.
    this.known = false;
    const recording = new Recording(sink, served);
    search(grid, recording);
    positionOf(grid, this.at);
    this.steps = recording.steps;
    this.complete = !recording.stopped;
    this.known = true;
  }
}

/** Passes offers on to a sink, after the first `skip`, and keeps them all. */
class Recording implements StepSink {
  readonly steps: Step[] = [];
  stopped = false;
  constructor(
    private readonly sink: StepSink,
    private readonly skip: number,
  ) {}
  add(step: Step): boolean {
    this.steps.push(step);
    if (this.steps.length <= this.skip || !this.sink.add(step)) return false;
    this.stopped = true;
    return true;
  }
}

const REMEMBERING = new WeakMap<Strategy, Strategy>();

/**
 * `strategy` answering repeated questions about the last position it saw from memory; one
 * memory per strategy and search context, shared by every technique set whose solves use that
 * context.
 */
export function rememberLastPosition(strategy: Strategy): Strategy {
  let remembering = REMEMBERING.get(strategy);
  if (!remembering) REMEMBERING.set(strategy, (remembering = withMemoryOfLastPosition(strategy)));
  return remembering;
}

function withMemoryOfLastPosition(strategy: Strategy): Strategy {
  const memory = stateKind(() => ({ ordered: new Record(), quickest: new Record() }));
  return {
    technique: strategy.technique,
    search: (grid, sink, context) => {
      const { ordered, quickest } = context.get(memory);
      // Both searches offer every instance, so either knows a position without any.
      if (quickest.provesNone(grid)) return;
      ordered.serve(grid, sink, (g, s) => strategy.search(g, s, context));
    },
    // Only the quickest search's own record answers it: the first instance the ordered search
    // found is a valid step too, but taking it would make a rating depend on which other raters
    // solved the puzzle before it (HoDoKu's after SE's took SE's chain).
    searchQuickest: (grid, sink, context) => {
      const { ordered, quickest } = context.get(memory);
      if (ordered.provesNone(grid)) return;
      quickest.serve(grid, sink, (g, s) => searchQuickest(strategy, g, s, context));
    },
  };
}
