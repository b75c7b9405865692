// MiniSat through the `logic-solver` package (Meteor's Emscripten build of MiniSat 2), a
// maintained solver independent of Patti's own search. The package is plain CommonJS with no
// Node built-ins, so core may import it (bundlers and tsx wrap CommonJS in a default export).
// We talk to its MiniSat wrapper (`Logic._MiniSat`: DIMACS literals in, a model out) rather
// than its formula layer, which turns each clause into formula objects first and makes a
// puzzle three times slower; the version is pinned in package.json, and minisat.test.ts
// checks the wrapper still answers as typed in logic-solver.d.ts.
import Logic from 'logic-solver';
import type { Cnf } from './cnf';

/** What MiniSat says about a formula: no model, or the variables (of those occurring in it) true in one model. */
export type SatAnswer = { readonly satisfiable: false } | { readonly satisfiable: true; readonly trueVariables: readonly number[] };

/**
 * An incremental MiniSat session over one CNF: solve, then block the model found and solve
 * again, which is how uniqueness is checked.
 */
export class MiniSatSession {
  private readonly solver = new Logic._MiniSat();
  /** Variables that occur in some clause: only they go in a blocking clause (a free variable's other value is no other solution). */
  private readonly used: number[] = [];
  private unsatisfiable = false;

  constructor(cnf: Cnf) {
    const seen = new Uint8Array(cnf.variables + 1);
    for (const clause of cnf.clauses) for (const literal of clause) seen[Math.abs(literal)] = 1;
    for (let variable = 1; variable <= cnf.variables; variable++) if (seen[variable]) this.used.push(variable);
    if (cnf.variables > 0) this.solver.ensureVar(cnf.variables);
    for (const clause of cnf.clauses) {
      if (clause.length === 0 || !this.solver.addClause([...clause])) {
        this.unsatisfiable = true;
        break;
      }
    }
  }

  /** The next model, or unsatisfiable; each call forbids the model it returns from the next. */
  next(): SatAnswer {
    if (this.unsatisfiable || !this.solver.solve()) {
      this.unsatisfiable = true;
      return { satisfiable: false };
    }
    const model = this.solver.getSolution();
    const trueVariables: number[] = [];
    const blocking: number[] = [];
    for (const variable of this.used) {
      const value = model[variable] === true;
      if (value) trueVariables.push(variable);
      blocking.push(value ? -variable : variable);
    }
    // The blocking clause: some variable of the formula takes its other value next time.
    if (blocking.length === 0 || !this.solver.addClause(blocking)) this.unsatisfiable = true;
    return { satisfiable: true, trueVariables };
  }
}
