import type { Command } from '../command';

/** A subcommand's name, its line in `patti --help`, and how to load it. */
export interface CommandEntry {
  readonly name: string;
  /** One line for `patti --help`, kept here so the list loads no command. */
  readonly summary: string;
  readonly load: () => Promise<Command>;
}

/**
 * Every subcommand, in the order `patti --help` lists them. Each is loaded when it runs, so a
 * command pays start-up time only for the modules it uses: `patti solve` loads neither the
 * SQLite binding nor the raters.
 */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'solve',
    summary: 'solve puzzles; report unique, none, multiple or invalid',
    load: async () => (await import('./solve')).solveCommand,
  },
  {
    name: 'validate',
    summary: 'check that every puzzle of a file parses and has one solution',
    load: async () => (await import('./validate')).validateCommand,
  },
  {
    name: 'db',
    summary: 'the puzzle library: init, import, list, show, export',
    load: async () => (await import('./db')).dbCommand,
  },
  {
    name: 'analyze',
    summary: "the Project Patti paper's per-level analysis of a labelled set: NHC, strategies alone, CLD, Spearman, universal scale",
    load: async () => (await import('./analyze')).analyzeCommand,
  },
  {
    name: 'compare',
    summary: "sources' levels on one scale, and what they show in words",
    load: async () => (await import('./compare')).compareCommand,
  },
  {
    name: 'explain',
    summary: 'show the easiest-first solve of a puzzle in words, step by step',
    load: async () => (await import('./explain')).explainCommand,
  },
  {
    name: 'rate',
    summary: 'rate every puzzle of a file with chosen raters',
    load: async () => (await import('./rate')).rateCommand,
  },
  {
    name: 'generate',
    summary: 'generate puzzles at a target difficulty (any rater, universal category, technique, clues)',
    load: async () => (await import('./generate')).generateCommand,
  },
  {
    name: 'sat',
    summary: 'print a puzzle as CNF (minimum, maximum or extended encoding) or its clause statistics',
    load: async () => (await import('./sat')).satCommand,
  },
  {
    name: 'print',
    summary: 'print a set of puzzles (a file, a collection or a filter) as a PDF with answer keys',
    load: async () => (await import('./print')).printCommand,
  },
  {
    name: 'book',
    summary: 'make a puzzle book: generate graded sections into one collection and print them as a PDF',
    load: async () => (await import('./book')).bookCommand,
  },
  {
    name: 'rater',
    summary: 'list, show, create, delete and fit custom technique sets (your own ratings)',
    load: async () => (await import('./rater')).raterCommand,
  },
];
