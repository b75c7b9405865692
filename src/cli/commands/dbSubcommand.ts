import fs from 'node:fs';
import { UsageError, type CommandIo } from '../command';
import { openLibrary, openLibraryReader, type LibraryReader, type LibraryWriter } from '../../main/services/library/store/db';
import { defaultLibraryPath } from '../../main/services/library/paths';

/**
 * One `patti db <name>` subcommand, in its own file (dbInit.ts, dbImport.ts, …) and listed in
 * dbSubcommands.ts. Each parses its own options; `--db <path>` picks the library.
 */
export interface DbSubcommand {
  readonly name: string;
  /** One line for the subcommand list. */
  readonly summary: string;
  /** Usage and options, shown by `patti db --help`. */
  readonly help: string;
  /** Returns the exit code. */
  run(args: readonly string[], io: CommandIo): Promise<number>;
}

/** The `--db` option every subcommand takes, for node:util parseArgs. */
export const DB_OPTION = { db: { type: 'string' } } as const;

/** The library file a subcommand works on: `--db`, else the default library. */
export function resolveDbPath(value: string | undefined): string {
  return value ?? defaultLibraryPath();
}

/**
 * Opens a library that must exist already, to change it (tag, collection…): a mistyped --db
 * should say so, not leave an empty library behind.
 */
export function openExistingLibrary(file: string): LibraryWriter {
  requireLibraryFile(file);
  return openLibrary(file);
}

/** Opens a library that must exist already, to read it only (list, show, export…). */
export function openExistingLibraryReader(file: string): LibraryReader {
  requireLibraryFile(file);
  return openLibraryReader(file);
}

function requireLibraryFile(file: string): void {
  if (!fs.existsSync(file)) throw new UsageError(`no library at ${file}; create one with \`patti db init\` or \`patti db import\``);
}
