// Types for the part of the `logic-solver` package (MiniSat compiled to JavaScript by
// Emscripten, CommonJS, no bundled types) that minisat.ts uses.
declare module 'logic-solver' {
  /** The package's thin wrapper over one native MiniSat instance; literals are DIMACS integers. */
  class _MiniSat {
    constructor();
    /** Makes variables 1..variable exist even if no clause names them. */
    ensureVar(variable: number): void;
    /** False once MiniSat already knows the formula is unsatisfiable. */
    addClause(literals: number[]): boolean;
    solve(): boolean;
    /** Index 0 is unused; index v is variable v's value in the model. */
    getSolution(): (boolean | null)[];
  }
  const Logic: {
    readonly _MiniSat: typeof _MiniSat;
  };
  export default Logic;
}
