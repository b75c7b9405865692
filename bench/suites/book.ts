/**
 * A puzzle book end to end, as `patti book` makes it: a 60-puzzle book of three sections (20
 * universal Easy, 20 Medium, 20 Hard) with answers, generated on 2 workers (started inside the
 * clock, as the command starts them), kept in a new collection of a fresh library and printed
 * to a PDF. Goal: under 60 s by wall time. Figures taken while other work runs on the machine
 * overstate the time.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { runCli } from '../../src/cli/main';
import { timedAsync } from '../timing';
import type { BenchSuite } from '../types';

const SUITE = 'book';
const GOAL_S = 60;
const SECTIONS = ['Easy=universal:easy*20', 'Medium=universal:medium*20', 'Hard=universal:hard*20'];
const PUZZLES = 60;

export const bookSuite: BenchSuite = {
  name: SUITE,
  async run(context) {
    const folder = mkdtempSync(path.join(tmpdir(), 'patti-bench-book-'));
    const pdf = path.join(folder, 'book.pdf');
    const args = [
      'book',
      ...SECTIONS.flatMap((section) => ['--section', section]),
      '--seed',
      '1',
      '--jobs',
      '2',
      '--answers',
      'end',
      '--title',
      'Bench book',
      '--out',
      pdf,
      '--db',
      path.join(folder, 'library.db'),
    ];
    const stderr = new PassThrough();
    const said: string[] = [];
    stderr.on('data', (chunk: Buffer) => said.push(chunk.toString('utf8')));
    context.log(`book: ${PUZZLES} puzzles in three sections with answers, 2 workers`);
    try {
      const run = await timedAsync(() => runCli(args, { stdin: new PassThrough(), stdout: new PassThrough(), stderr }));
      if (run.result !== 0) throw new Error(`patti book ended with ${run.result}: ${said.join('').trim().split('\n').at(-1)}`);
      const met = run.wallSeconds < GOAL_S ? 'met' : 'not met';
      return [
        {
          suite: SUITE,
          case: 'generate and print, 2 workers',
          file: '20 easy + 20 medium + 20 hard',
          puzzles: PUZZLES,
          cpuSeconds: run.cpuSeconds,
          wallSeconds: run.wallSeconds,
          perSecond: PUZZLES / run.wallSeconds,
          note: `${run.wallSeconds.toFixed(1)} s by wall time; goal < ${GOAL_S} s: ${met}; PDF ${Math.ceil(statSync(pdf).size / 1024)} KB`,
        },
      ];
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
