/** One line of the benchmark table: how fast one case ran over one input. */
export interface BenchRow {
  readonly suite: string;
  readonly case: string;
  /** The input's name (a file of the data suite's folder, or a short label). */
  readonly file: string;
  /** Items processed (puzzles, usually). */
  readonly puzzles: number;
  /** CPU time (user + system) of this process, the measure that other machines' figures use. */
  readonly cpuSeconds: number;
  readonly wallSeconds: number;
  /** puzzles / cpuSeconds. */
  readonly perSecond: number;
  /** This row is the suite's reference: other rows of the same suite and file get a ratio to it. */
  readonly baseline?: boolean;
  /** Anything else worth printing (peak memory, guesses per puzzle, …). */
  readonly note?: string;
  /** Extra numbers kept in the JSON results. */
  readonly extra?: Readonly<Record<string, number>>;
}

export interface BenchContext {
  /** Progress messages, printed to stderr so the table stays clean. */
  log(message: string): void;
}

/** A benchmark suite: bench/suites/index.ts lists them; `npm run bench -- <name>` runs one. */
export interface BenchSuite {
  readonly name: string;
  run(context: BenchContext): Promise<BenchRow[]> | BenchRow[];
}
