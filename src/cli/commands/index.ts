import type { Command } from '../command';

/** Every subcommand, in the order `patti --help` lists them. */
export const COMMANDS: readonly Command[] = [];
