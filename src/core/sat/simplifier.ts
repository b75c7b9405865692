import { ClauseDatabase, pairKey } from './clauseDatabase';
import type { Clause, Literal } from './cnf';
import { code } from './propagator';
import { ELIMINATION_LIMIT, COELHO_RULES, type SimpleResolution, type SimplifierRules } from './simplifierRules';

export { COELHO_RULES, type SimpleResolution, type SimplifierRules } from './simplifierRules';

/** Where a simplification run ended. */
export type SimplifyOutcome = 'solved' | 'stuck' | 'contradiction';

/** How a variable's value is recovered once the formula is solved: from its equal, or from its eliminated clauses. */
type Reconstruction =
  | { readonly kind: 'equal'; readonly variable: number; readonly literal: Literal }
  | { readonly kind: 'eliminated'; readonly variable: number; readonly clauses: readonly Clause[] };

/**
 * The SAT simplifications of José Silva Coelho's "A Scale to Measure the Difficulty of Sudoku
 * Puzzles" (§4–5) on a clause database: unit propagation, equivalency reasoning (a pair
 * `a ∨ b`, `¬a ∨ ¬b` says a = ¬b; every occurrence of the later variable is replaced by its
 * equal), clause subsumption, simple resolution (`a ∨ b`, `a ∨ ¬b` give a, limited by
 * `rules.blueResolution`) — the blue set — and bounded variable
 * elimination ("ignore i": resolve away the variable whose elimination costs least, at most
 * ELIMINATION_LIMIT as `rules.eliminationBound` counts) for red.
 */
export class Simplifier extends ClauseDatabase {
  private readonly eliminated: Uint8Array;
  /** 1 for a variable other variables were substituted by: a "letter" of Coelho's blue method. */
  private readonly lettered: Uint8Array;
  /** Cached elimination costs, valid while costVersion = version + 1 (see cachedCost). */
  private readonly costs: Float64Array;
  private readonly costVersion: Uint32Array;
  /** Substitutions and eliminations in order, undone backwards by `reconstruct`. */
  private readonly history: Reconstruction[] = [];
  /** Set by simplifyRed: from then on simple resolution follows `rules.redResolution`. */
  private redBegun = false;
  /** Clauses below this id were checked for subsumption already. */
  private checkedForSubsumption = 0;
  /** What each elimination cost under the rules' bound, in order: every one is at most ELIMINATION_LIMIT. */
  readonly eliminationCosts: number[] = [];

  constructor(
    variables: number,
    values: Int8Array,
    clauses: readonly Clause[],
    readonly rules: SimplifierRules = COELHO_RULES,
  ) {
    super(variables, values);
    this.eliminated = new Uint8Array(variables + 1);
    this.lettered = new Uint8Array(variables + 1);
    this.costs = new Float64Array(variables + 1);
    this.costVersion = new Uint32Array(variables + 1);
    for (const clause of clauses) this.addClause(clause);
    this.propagate();
  }

  /** Runs the blue simplifications to their fixpoint. */
  simplifyBlue(): SimplifyOutcome {
    for (;;) {
      if (!this.propagate()) return 'contradiction';
      if (this.applyEquivalences()) continue;
      if (this.contradiction) return 'contradiction';
      if (this.resolution() !== 'none' && this.applySimpleResolution()) continue;
      this.removeSubsumed();
      return this.isEmpty ? 'solved' : 'stuck';
    }
  }

  /** Blue, then bounded variable elimination one variable at a time, blue again after each. */
  simplifyRed(): SimplifyOutcome {
    this.redBegun = true;
    for (;;) {
      const outcome = this.simplifyBlue();
      if (outcome !== 'stuck') return outcome;
      const variable = this.cheapestElimination();
      if (variable === 0) return 'stuck';
      this.eliminationCosts.push(this.eliminationCost(variable));
      this.eliminate(variable);
    }
  }

  /**
   * Gives every open, substituted and eliminated variable a value satisfying the original
   * clauses, in reverse order of simplification; call only when the database is empty. Open
   * variables no clause constrains any more take false.
   */
  reconstruct(): Int8Array {
    const values = this.values;
    for (let v = 1; v < values.length; v++) if (values[v] === 0 && this.equal[v] === 0 && !this.eliminated[v]) values[v] = -1;
    const valueOf = (literal: Literal): number => (literal > 0 ? values[literal]! : -values[-literal]!);
    for (let i = this.history.length - 1; i >= 0; i--) {
      const step = this.history[i]!;
      if (step.kind === 'equal') {
        values[step.variable] = valueOf(step.literal) > 0 ? 1 : -1;
        continue;
      }
      values[step.variable] = -1;
      for (const clause of step.clauses) {
        if (!clause.includes(step.variable)) continue;
        if (!clause.some((literal) => literal !== step.variable && valueOf(literal) > 0)) values[step.variable] = 1;
      }
    }
    return values;
  }

  /**
   * Finds every pair `a ∨ b`, `¬a ∨ ¬b` (a = ¬b), merges them into classes of equal literals
   * and rewrites each class onto its smallest variable. True when something was substituted.
   */
  private applyEquivalences(): boolean {
    const index = this.binaries;
    const parent = new Map<number, Literal>(); // variable → literal it equals, a union-find with signs
    const find = (literal: Literal): Literal => {
      let current = literal;
      for (;;) {
        const next = parent.get(Math.abs(current));
        if (next === undefined) return current;
        current = current > 0 ? next : -next;
      }
    };
    let found = false;
    for (const [key, id] of index) {
      const [a, b] = this.clauses[id]! as [number, number];
      if (!index.has(pairKey(-a, -b)) || key > pairKey(-a, -b)) continue;
      // a = ¬b: join the classes of a and ¬b, keeping the smaller variable as the root.
      const rootA = find(a);
      const rootB = find(-b);
      if (Math.abs(rootA) === Math.abs(rootB)) {
        if (rootA !== rootB) this.contradiction = true; // x = ¬x
        continue;
      }
      found = true;
      if (Math.abs(rootA) < Math.abs(rootB)) parent.set(Math.abs(rootB), rootB > 0 ? rootA : -rootA);
      else parent.set(Math.abs(rootA), rootA > 0 ? rootB : -rootB);
    }
    if (!found || this.contradiction) return false;
    const touched = new Set<number>();
    for (const variable of parent.keys()) {
      const literal = find(variable);
      this.equal[variable] = literal;
      this.lettered[Math.abs(literal)] = 1;
      this.history.push({ kind: 'equal', variable, literal });
      for (const id of this.clausesWith(variable)) touched.add(id);
      for (const id of this.clausesWith(-variable)) touched.add(id);
    }
    for (const id of touched) {
      const clause = this.clauses[id];
      if (!clause) continue;
      this.removeClause(id);
      this.addClause(clause);
    }
    return true;
  }

  /** `a ∨ b` and `a ∨ ¬b` give a, for the literals the rules allow. True when a unit was found. */
  private applySimpleResolution(): boolean {
    const index = this.binaries;
    let found = false;
    for (const id of index.values()) {
      const [a, b] = this.clauses[id]! as [number, number];
      if (index.has(pairKey(a, -b)) && this.mayDeduce(a)) {
        this.assign(a);
        found = true;
      } else if (index.has(pairKey(-a, b)) && this.mayDeduce(b)) {
        this.assign(b);
        found = true;
      }
    }
    return found;
  }

  private resolution(): SimpleResolution {
    return this.redBegun ? this.rules.redResolution : this.rules.blueResolution;
  }

  private mayDeduce(literal: Literal): boolean {
    return this.resolution() === 'all' || !this.lettered[Math.abs(literal)];
  }

  /**
   * Removes every clause that contains all the literals of another (one copy of duplicates
   * stays). Only clauses added since the last call are checked, both as the subsumed clause
   * and as the subsuming one, since older pairs were settled then.
   */
  private removeSubsumed(): void {
    const start = this.checkedForSubsumption;
    this.checkedForSubsumption = this.clauses.length;
    for (let id = start; id < this.clauses.length; id++) {
      const clause = this.clauses[id];
      if (!clause) continue;
      const now = ++this.stampNow;
      for (const literal of clause) this.stamp[code(literal)] = now;
      if (this.isSubsumed(id, clause, now)) {
        this.removeClause(id);
        continue;
      }
      let rarest = clause[0]!;
      for (const literal of clause) if (this.occurrences[code(literal)]!.length < this.occurrences[code(rarest)]!.length) rarest = literal;
      for (const other of this.occurrences[code(rarest)]!) {
        const candidate = this.clauses[other];
        if (other === id || !candidate || candidate.length < clause.length) continue;
        if (this.containsAll(candidate, clause)) this.removeClause(other);
      }
    }
  }

  /** Whether a live clause other than `id` has only literals stamped `now` (those of the clause). */
  private isSubsumed(id: number, clause: readonly Literal[], now: number): boolean {
    for (const literal of clause) {
      for (const other of this.occurrences[code(literal)]!) {
        const candidate = this.clauses[other];
        if (other === id || !candidate || candidate.length > clause.length) continue;
        // An equal clause is removed only in favour of an older one, so one copy stays.
        if (candidate.length === clause.length && other > id) continue;
        let inside = true;
        for (const lit of candidate) {
          if (this.stamp[code(lit)] !== now) {
            inside = false;
            break;
          }
        }
        if (inside) return true;
      }
    }
    return false;
  }

  /** Whether every literal of `part` is in `whole` (both short: a linear scan is cheapest). */
  private containsAll(whole: readonly Literal[], part: readonly Literal[]): boolean {
    for (const literal of part) if (!whole.includes(literal)) return false;
    return true;
  }

  /**
   * The open variable whose elimination costs least (non-tautological resolvents, less the
   * clauses removed when the bound is 'growth'), if that is at most ELIMINATION_LIMIT; ties go
   * to the smallest variable. 0 when none qualifies.
   */
  private cheapestElimination(): number {
    let best = 0;
    let bestCount = ELIMINATION_LIMIT + 1;
    for (let variable = 1; variable < this.values.length; variable++) {
      if (this.values[variable] !== 0 || this.equal[variable] !== 0 || this.eliminated[variable]) continue;
      const count = this.cachedCost(variable);
      if (count < bestCount) {
        best = variable;
        bestCount = count;
        // Nothing beats an elimination that adds no clause, unless removed clauses count too.
        if (count === 0 && this.rules.eliminationBound === 'resolvents') break;
      }
    }
    return best;
  }

  /**
   * The variable's elimination cost, counted up to just past ELIMINATION_LIMIT (Infinity when
   * no clause holds it), recomputed only when one of its clauses changed since last time.
   */
  private cachedCost(variable: number): number {
    if (this.costVersion[variable] === this.version[variable]! + 1) return this.costs[variable]!;
    const positive = this.clausesWith(variable);
    const negative = this.clausesWith(-variable);
    let cost = Infinity;
    if (positive.length > 0 || negative.length > 0) {
      const removed = this.rules.eliminationBound === 'growth' ? positive.length + negative.length : 0;
      cost = this.countResolvents(variable, positive, negative, ELIMINATION_LIMIT + 1 + removed) - removed;
    }
    this.costs[variable] = cost;
    this.costVersion[variable] = this.version[variable]! + 1;
    return cost;
  }

  /** What eliminating the variable costs under the rules' bound (see EliminationBound). */
  eliminationCost(variable: number): number {
    const positive = this.clausesWith(variable);
    const negative = this.clausesWith(-variable);
    const removed = this.rules.eliminationBound === 'growth' ? positive.length + negative.length : 0;
    return this.countResolvents(variable, positive, negative, Infinity) - removed;
  }

  /** Non-tautological resolvents on `variable`, counting stopped at `stopAt`. */
  private countResolvents(variable: number, positive: readonly number[], negative: readonly number[], stopAt: number): number {
    let count = 0;
    for (const p of positive) {
      const now = ++this.stampNow;
      for (const literal of this.clauses[p]!) this.stamp[code(literal)] = now;
      for (const n of negative) {
        let tautology = false;
        for (const literal of this.clauses[n]!) {
          if (literal !== -variable && this.stamp[code(-literal)] === now) {
            tautology = true;
            break;
          }
        }
        if (!tautology && ++count >= stopAt) return count;
      }
    }
    return count;
  }

  /** Replaces the variable's clauses by all their resolvents on it ("ignore i"). */
  private eliminate(variable: number): void {
    const positive = this.clausesWith(variable).map((id) => this.clauses[id]!);
    const negative = this.clausesWith(-variable).map((id) => this.clauses[id]!);
    this.eliminated[variable] = 1;
    this.history.push({ kind: 'eliminated', variable, clauses: [...positive, ...negative] });
    for (const id of [...this.clausesWith(variable), ...this.clausesWith(-variable)]) this.removeClause(id);
    for (const p of positive) {
      for (const n of negative) {
        this.addClause([...p.filter((literal) => literal !== variable), ...n.filter((literal) => literal !== -variable)]);
      }
    }
  }
}
