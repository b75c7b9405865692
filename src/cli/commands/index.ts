import type { Command } from '../command';

/** A subcommand's name and how to load it. */
export interface CommandEntry {
  readonly name: string;
  readonly load: () => Promise<Command>;
}

/**
 * Every subcommand, in the order `patti --help` lists them. Each is loaded when it runs, so a
 * command pays start-up time only for the modules it uses: `patti solve` loads neither the
 * SQLite binding nor the raters.
 */
export const COMMANDS: readonly CommandEntry[] = [
  { name: 'solve', load: async () => (await import('./solve')).solveCommand },
  { name: 'validate', load: async () => (await import('./validate')).validateCommand },
  { name: 'db', load: async () => (await import('./db')).dbCommand },
  { name: 'analyze', load: async () => (await import('./analyze')).analyzeCommand },
  { name: 'compare', load: async () => (await import('./compare')).compareCommand },
  { name: 'explain', load: async () => (await import('./explain')).explainCommand },
  { name: 'rate', load: async () => (await import('./rate')).rateCommand },
  { name: 'generate', load: async () => (await import('./generate')).generateCommand },
  { name: 'sat', load: async () => (await import('./sat')).satCommand },
  { name: 'print', load: async () => (await import('./print')).printCommand },
  { name: 'book', load: async () => (await import('./book')).bookCommand },
];
