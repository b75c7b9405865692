/** One numbered step of the schema; versions run 1, 2, 3, ... with no gaps. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /** Plain SQL, run inside the migration transaction (no BEGIN/COMMIT of its own). */
  readonly sql: string;
}
