import type { Cnf, Literal } from './cnf';

/**
 * A CNF compiled for unit propagation: binary clauses become implication lists (both
 * directions), longer clauses keep their literals in one flat array for two-watched-literal
 * propagation, unit clauses become the assignments every run starts from. Built once and
 * shared; each `Propagator` copies only what propagation changes.
 */
export class CompiledCnf {
  readonly variables: number;
  /** For literal code L (see `code`), implied[impliedStart[L] .. impliedStart[L+1]) are the literals L forces. */
  readonly impliedStart: Int32Array;
  readonly implied: Int32Array;
  /** Clauses of 3+ literals, concatenated; clause i spans longStart[i] .. longStart[i+1]. */
  readonly longStart: Int32Array;
  readonly longLiterals: Int32Array;
  readonly units: readonly Literal[];
  /** True when the formula has an empty clause. */
  readonly hasEmptyClause: boolean;
  /** The clauses as given, for the simplifier that continues where propagation stops. */
  readonly clauses: Cnf['clauses'];

  constructor(cnf: Cnf) {
    this.variables = cnf.variables;
    this.clauses = cnf.clauses;
    const literalCodes = 2 * cnf.variables + 2;
    const counts = new Int32Array(literalCodes + 1);
    let longCount = 0;
    let longSize = 0;
    const units: Literal[] = [];
    let empty = false;
    for (const clause of cnf.clauses) {
      if (clause.length === 0) empty = true;
      else if (clause.length === 1) units.push(clause[0]!);
      else if (clause.length === 2) {
        counts[code(-clause[0]!)]!++;
        counts[code(-clause[1]!)]!++;
      } else {
        longCount++;
        longSize += clause.length;
      }
    }
    this.impliedStart = new Int32Array(literalCodes + 1);
    for (let i = 0; i < literalCodes; i++) this.impliedStart[i + 1] = this.impliedStart[i]! + counts[i]!;
    this.implied = new Int32Array(this.impliedStart[literalCodes]!);
    const fill = this.impliedStart.slice(0, literalCodes);
    this.longStart = new Int32Array(longCount + 1);
    this.longLiterals = new Int32Array(longSize);
    let clauseIndex = 0;
    let offset = 0;
    for (const clause of cnf.clauses) {
      if (clause.length === 2) {
        const [a, b] = clause as [number, number];
        this.implied[fill[code(-a)]!++] = b;
        this.implied[fill[code(-b)]!++] = a;
      } else if (clause.length >= 3) {
        this.longLiterals.set(clause, offset);
        offset += clause.length;
        this.longStart[++clauseIndex] = offset;
      }
    }
    this.units = units;
    this.hasEmptyClause = empty;
  }
}

/** Literal code: 2v for v, 2v+1 for ¬v, so both polarities of a variable index one array. */
export const code = (literal: Literal): number => (literal > 0 ? 2 * literal : -2 * literal + 1);

/** Counters of one propagation run, the raw figures of the `dpll` rater. */
export interface PropagationCounters {
  /** Literals assigned by propagation (not by a decision). */
  propagations: number;
  decisions: number;
  conflicts: number;
}

/**
 * Unit propagation with decision levels and chronological undo, the engine of the green
 * level, the search levels, the failed-literal rule and the DPLL figures. Long clauses are
 * watched by their first two literals (the watched pair is kept at the clause's front, as in
 * MiniSat), so undoing a decision costs nothing but unassigning its trail.
 */
export class Propagator {
  /** +1 true, -1 false, 0 unassigned, by variable. */
  readonly values: Int8Array;
  /** Assigned literals in order; levels[k] is where decision level k+1 starts. */
  private readonly trail: Int32Array;
  private trailSize = 0;
  private readonly levels: number[] = [];
  /** Next trail position whose consequences are not yet propagated. */
  private head = 0;
  /** Long clauses' literals, reordered so positions 0 and 1 are the watched ones. */
  private readonly literals: Int32Array;
  /** Singly linked watch lists in typed arrays: watchHead[code] → slot, slot = 2·clause + (0|1). */
  private readonly watchHead: Int32Array;
  private readonly watchNext: Int32Array;
  /** False once a conflict was met at the current level. */
  consistent = true;
  readonly counters: PropagationCounters = { propagations: 0, decisions: 0, conflicts: 0 };

  constructor(readonly compiled: CompiledCnf) {
    const literalCodes = 2 * compiled.variables + 2;
    this.values = new Int8Array(compiled.variables + 1);
    this.trail = new Int32Array(compiled.variables + 1);
    this.literals = compiled.longLiterals.slice();
    this.watchHead = new Int32Array(literalCodes).fill(-1);
    const clauseCount = compiled.longStart.length - 1;
    this.watchNext = new Int32Array(2 * clauseCount);
    for (let clause = 0; clause < clauseCount; clause++) {
      const start = compiled.longStart[clause]!;
      this.watch(2 * clause, this.literals[start]!);
      this.watch(2 * clause + 1, this.literals[start + 1]!);
    }
    if (compiled.hasEmptyClause) this.consistent = false;
    for (const unit of compiled.units) if (!this.enqueue(unit)) break;
    if (this.consistent) this.propagate();
  }

  get level(): number {
    return this.levels.length;
  }

  get assignedCount(): number {
    return this.trailSize;
  }

  /** The value of a literal: +1 true, -1 false, 0 unassigned. */
  valueOf(literal: Literal): number {
    const value = this.values[literal > 0 ? literal : -literal]!;
    return literal > 0 ? value : -value;
  }

  /** Opens a decision level, assigns the literal and propagates; false on a conflict (undo with `backtrack`). */
  decide(literal: Literal): boolean {
    this.levels.push(this.trailSize);
    this.counters.decisions++;
    return this.imply(literal);
  }

  /** Opens a level without assigning anything, so deductions made on it can be undone together. */
  openLevel(): void {
    this.levels.push(this.trailSize);
  }

  /** Assigns a literal at the current level (a deduction, not a guess) and propagates. */
  imply(literal: Literal): boolean {
    if (!this.consistent) return false;
    if (!this.enqueue(literal)) return false;
    return this.propagate();
  }

  /** Undoes every assignment above decision level `level`. */
  backtrack(level: number): void {
    if (level >= this.levels.length) return;
    const keep = this.levels[level]!;
    for (let i = keep; i < this.trailSize; i++) {
      const literal = this.trail[i]!;
      this.values[literal > 0 ? literal : -literal] = 0;
    }
    this.trailSize = keep;
    this.head = keep;
    this.levels.length = level;
    this.consistent = true;
  }

  private watch(slot: number, literal: Literal): void {
    const c = code(literal);
    this.watchNext[slot] = this.watchHead[c]!;
    this.watchHead[c] = slot;
  }

  private enqueue(literal: Literal): boolean {
    const variable = literal > 0 ? literal : -literal;
    const current = this.values[variable]!;
    if (current !== 0) {
      if (current > 0 === literal > 0) return true;
      this.consistent = false;
      this.counters.conflicts++;
      return false;
    }
    this.values[variable] = literal > 0 ? 1 : -1;
    this.trail[this.trailSize++] = literal;
    return true;
  }

  private propagate(): boolean {
    const { impliedStart, implied, longStart } = this.compiled;
    const literals = this.literals;
    while (this.head < this.trailSize) {
      const literal = this.trail[this.head++]!;
      const c = code(literal);
      for (let i = impliedStart[c]!, end = impliedStart[c + 1]!; i < end; i++) {
        const other = implied[i]!;
        if (this.valueOf(other) > 0) continue;
        this.counters.propagations++;
        if (!this.enqueue(other)) return false;
      }
      // Clauses watching ¬literal have just lost that watch.
      const falseCode = c ^ 1;
      let slot = this.watchHead[falseCode]!;
      let previous = -1;
      while (slot >= 0) {
        const next = this.watchNext[slot]!;
        const clause = slot >> 1;
        const start = longStart[clause]!;
        const end = longStart[clause + 1]!;
        // Keep the false watch at position 1 of the clause.
        if (literals[start] === -literal) {
          literals[start] = literals[start + 1]!;
          literals[start + 1] = -literal;
        }
        const first = literals[start]!;
        let moved = false;
        if (this.valueOf(first) <= 0) {
          for (let k = start + 2; k < end; k++) {
            const candidate = literals[k]!;
            if (this.valueOf(candidate) >= 0) {
              literals[k] = -literal;
              literals[start + 1] = candidate;
              // Unlink from this list, link into the new watch's list. The slot keeps
              // its parity bit meaning "one of the two watches" only; either works.
              if (previous < 0) this.watchHead[falseCode] = next;
              else this.watchNext[previous] = next;
              this.watch(slot, candidate);
              moved = true;
              break;
            }
          }
          if (!moved) {
            // No other literal can be true: the clause is unit on `first`, or false.
            if (this.valueOf(first) === 0) this.counters.propagations++;
            if (!this.enqueue(first)) return false;
          }
        }
        if (!moved) previous = slot;
        slot = next;
      }
    }
    return true;
  }
}
