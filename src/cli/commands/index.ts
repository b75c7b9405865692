import type { Command } from '../command';
import { analyzeCommand } from './analyze';
import { dbCommand } from './db';
import { explainCommand } from './explain';
import { generateCommand } from './generate';
import { rateCommand } from './rate';
import { satCommand } from './sat';
import { solveCommand } from './solve';
import { printCommand } from './print';
import { validateCommand } from './validate';

/** Every subcommand, in the order `patti --help` lists them. */
export const COMMANDS: readonly Command[] = [solveCommand, validateCommand, dbCommand, analyzeCommand, explainCommand, rateCommand, generateCommand, satCommand, printCommand];
