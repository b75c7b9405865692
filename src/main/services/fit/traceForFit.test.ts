import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetCustomSet } from '../../../core/rate/customSet';
import { fitTraceOf } from '../../../core/rate/fit/fitTrace';
import { findSampleDir } from '../library/sample';
import { THREADS_FROM, traceForFit } from './traceForFit';

describe('traceForFit', () => {
  it('solves in worker threads what this thread solves, in input order, and says why a puzzle is left out', async () => {
    const puzzles = fs
      .readFileSync(path.join(findSampleDir(), 'sotd-levels.csv'), 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .filter((_, index) => index % 6 === 0)
      .map((line) => line.split(',')[0]!);
    const texts = [...puzzles, 'not a puzzle'];
    expect(texts.length).toBeGreaterThanOrEqual(THREADS_FROM);
    const set = presetCustomSet('hodoku', 'hodoku');
    const threaded = await traceForFit(set, texts, 2);
    expect(threaded).toEqual(texts.map((text) => fitTraceOf(set, text)));
    expect(threaded[threaded.length - 1]).toEqual({ leftOut: expect.stringMatching(/^not a puzzle \(/) as string });
  }, 120_000);
});
