import type { Candidate } from '../grid/candidate';
import type { Placement, TrialStep } from '../step';
import type { SimBoard } from './board';
import type { SimulationStrategy, StrategyCount } from './conventions';

/**
 * What one strategy did during one cycle of a simulated solve: the cells it filled and the
 * candidates it struck from cells left empty (candidates removed from a peer by a placement
 * are listed too, so replaying placements then eliminations with `applyStep` rebuilds the
 * position exactly).
 */
export interface StrategyEffect {
  readonly kind: 'strategy';
  readonly strategy: SimulationStrategy;
  /** The cycle (1-based, counting every pass) this application belongs to. */
  readonly cycle: number;
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Candidate[];
}

export type SimulationEvent = TrialStep | StrategyEffect;

export type SimulationOutcome = 'solved' | 'stuck' | 'contradiction' | 'budget';

/**
 * One simulated solver from start to end: every guess, contradiction and backtrack (the trial
 * steps of step.ts) and every strategy application between them, in order, with the seed that
 * produced it, so the solve can be replayed and re-run.
 */
export interface SimulationTrace {
  /** Seed of this run's random stream; null for the deterministic (heuristic) solver. */
  readonly seed: number | null;
  readonly strategies: StrategyCount;
  readonly outcome: SimulationOutcome;
  /** Cycles as counted by the run's conventions. */
  readonly cycles: number;
  readonly events: readonly SimulationEvent[];
  /** Cycles counted by the run's conventions once each event had happened (parallel to `events`). */
  readonly cyclesAfter: readonly number[];
}

/**
 * Collects the events of one run. The simulations take `TraceRecorder | null`: with null the
 * fast path allocates nothing; with a recorder every strategy application is diffed against a
 * snapshot taken before it.
 */
export class TraceRecorder {
  readonly events: SimulationEvent[] = [];
  readonly cyclesAfter: number[] = [];
  private readonly beforeValues = new Uint8Array(81);
  private readonly beforeMarks = new Uint16Array(81);
  /** Cycles counted so far, and the first event of the pass in progress (its count is known when it ends). */
  private counted = 0;
  private passStart = 0;

  guess(cell: number, digit: number, depth: number): void {
    this.pushTrial({ kind: 'guess', cell, digit, depth, placements: [{ cell, digit }], eliminations: [] });
  }

  contradiction(cell: number, depth: number): void {
    this.pushTrial({ kind: 'contradiction', cell, depth, placements: [], eliminations: [] });
  }

  backtrack(cell: number, digit: number, depth: number): void {
    this.pushTrial({ kind: 'backtrack', cell, digit, depth, placements: [], eliminations: [cell * 9 + digit - 1] });
  }

  /**
   * Called after every pass over the strategies with the cycles counted so far: the pass's own
   * strategy events get that count (a deduction belongs to the cycle its pass makes).
   */
  passCounted(cycles: number): void {
    for (let index = this.passStart; index < this.events.length; index++) this.cyclesAfter[index] = cycles;
    this.counted = cycles;
    this.passStart = this.events.length;
  }

  private pushTrial(event: TrialStep): void {
    this.events.push(event);
    this.cyclesAfter.push(this.counted);
    this.passStart = this.events.length;
  }

  /** Snapshot before a strategy runs. */
  beforeStrategy(board: SimBoard): void {
    this.beforeValues.set(board.values);
    this.beforeMarks.set(board.marks);
  }

  /** Records what the strategy changed since `beforeStrategy`, if anything. */
  afterStrategy(board: SimBoard, strategy: SimulationStrategy, cycle: number): void {
    const placements: Placement[] = [];
    const eliminations: Candidate[] = [];
    for (let cell = 0; cell < 81; cell++) {
      const value = board.values[cell]!;
      if (value !== this.beforeValues[cell]) {
        placements.push({ cell, digit: value });
        continue;
      }
      const gone = this.beforeMarks[cell]! & ~board.marks[cell]!;
      if (value === 0 && gone !== 0) for (let d = 0; d < 9; d++) if (gone & (1 << d)) eliminations.push(cell * 9 + d);
    }
    if (placements.length > 0 || eliminations.length > 0) {
      this.events.push({ kind: 'strategy', strategy, cycle, placements, eliminations });
      this.cyclesAfter.push(this.counted);
    }
  }
}
