import type { Literal } from './cnf';
import { code } from './propagator';

/**
 * A clause database for simplification: clauses over unassigned variables that are their own
 * representatives (a substituted variable is rewritten to the literal it equals), occurrence
 * lists by literal, the binary clauses by their pair of literals (a second copy is never
 * stored), and unit propagation. The rules that change it live in Simplifier.
 */
export class ClauseDatabase {
  /** +1 / -1 / 0 by variable. */
  readonly values: Int8Array;
  /** For a substituted variable, the literal it equals (over an earlier variable); else 0. */
  protected readonly equal: Int32Array;
  protected readonly clauses: (Literal[] | null)[] = [];
  /** Clause ids by literal code; may hold stale ids, checked on use. */
  protected readonly occurrences: number[][];
  /** The live binary clauses by `pairKey`. */
  protected readonly binaries = new Map<number, number>();
  /** Literals assigned but not yet propagated. */
  private readonly queue: Literal[] = [];
  /** Marks by literal code, compared with a fresh `stampNow` so no clearing is needed. */
  protected readonly stamp: Int32Array;
  protected stampNow = 0;
  /** Bumped for a variable whenever a clause holding it is stored or removed, so costs derived from its clauses can be cached. */
  protected readonly version: Uint32Array;
  private aliveCount = 0;
  contradiction = false;

  constructor(variables: number, values: Int8Array) {
    this.values = values.slice();
    this.equal = new Int32Array(variables + 1);
    this.occurrences = Array.from({ length: 2 * variables + 2 }, () => []);
    this.stamp = new Int32Array(2 * variables + 2);
    this.version = new Uint32Array(variables + 1);
  }

  /** No clause left: every remaining variable can be set to satisfy the formula. */
  get isEmpty(): boolean {
    return this.aliveCount === 0 && !this.contradiction;
  }

  /** The value a variable has now, through its equal; 0 when still open. */
  valueOfVariable(variable: number): number {
    return this.literalValue(this.representative(variable));
  }

  /**
   * Adds a clause read through the representatives and the current values: a satisfied or
   * tautological clause is dropped, false and repeated literals go, a unit is assigned (and
   * queued), an empty clause marks a contradiction, a copy of a binary clause is ignored.
   */
  protected addClause(input: readonly Literal[]): void {
    const literals: Literal[] = [];
    const now = ++this.stampNow;
    for (const raw of input) {
      const literal = this.representative(raw);
      const value = this.literalValue(literal);
      if (value > 0) return;
      if (value < 0) continue;
      if (this.stamp[code(-literal)] === now) return; // tautology
      if (this.stamp[code(literal)] === now) continue; // repeated
      this.stamp[code(literal)] = now;
      literals.push(literal);
    }
    if (literals.length === 0) {
      this.contradiction = true;
      return;
    }
    if (literals.length === 1) {
      this.assign(literals[0]!);
      return;
    }
    const id = this.clauses.length;
    if (literals.length === 2) {
      const key = pairKey(literals[0]!, literals[1]!);
      if (this.binaries.has(key)) return;
      this.binaries.set(key, id);
    }
    this.clauses.push(literals);
    this.aliveCount++;
    for (const literal of literals) {
      this.occurrences[code(literal)]!.push(id);
      this.version[Math.abs(literal)]!++;
    }
  }

  protected removeClause(id: number): void {
    const clause = this.clauses[id];
    if (!clause) return;
    if (clause.length === 2) {
      const key = pairKey(clause[0]!, clause[1]!);
      if (this.binaries.get(key) === id) this.binaries.delete(key);
    }
    this.clauses[id] = null;
    this.aliveCount--;
    for (const literal of clause) this.version[Math.abs(literal)]!++;
  }

  protected representative(literal: Literal): Literal {
    for (;;) {
      const next = this.equal[Math.abs(literal)]!;
      if (next === 0) return literal;
      literal = literal > 0 ? next : -next;
    }
  }

  protected literalValue(literal: Literal): number {
    const value = this.values[Math.abs(literal)]!;
    return literal > 0 ? value : -value;
  }

  protected assign(literal: Literal): void {
    const value = this.literalValue(literal);
    if (value > 0) return;
    if (value < 0) {
      this.contradiction = true;
      return;
    }
    this.values[Math.abs(literal)] = literal > 0 ? 1 : -1;
    this.queue.push(literal);
  }

  /** Live clause ids holding the literal (drops stale ids as it goes). */
  protected clausesWith(literal: Literal): number[] {
    const list = this.occurrences[code(literal)]!;
    let kept = 0;
    for (const id of list) {
      const clause = this.clauses[id];
      if (clause && clause.includes(literal) && (kept === 0 || list[kept - 1] !== id)) list[kept++] = id;
    }
    list.length = kept;
    return list;
  }

  protected propagate(): boolean {
    while (this.queue.length > 0 && !this.contradiction) {
      const literal = this.queue.pop()!;
      for (const id of [...this.clausesWith(literal)]) this.removeClause(id);
      for (const id of [...this.clausesWith(-literal)]) {
        const clause = this.clauses[id]!;
        this.removeClause(id);
        this.addClause(clause.filter((other) => other !== -literal));
      }
    }
    if (this.contradiction) this.queue.length = 0;
    return !this.contradiction;
  }
}

/** Order-free key of a binary clause. */
export function pairKey(a: Literal, b: Literal): number {
  const x = code(a);
  const y = code(b);
  return x < y ? x * 65536 + y : y * 65536 + x;
}
