import { describe, expect, it } from 'vitest';
import { readPuzzle } from '../../core/replay/puzzleInput';
import { WIKIPEDIA } from '../../../tests/support/replayPuzzles';
import { buildTraceView } from '../../core/replay/traceView';
import type { TracePart } from '../../core/replay/views';
import { streamTrace } from './streamTrace';

const read = readPuzzle(WIKIPEDIA);
if (read.kind === 'problem') throw new Error(read.message);
const JOB = { puzzle: read.puzzle, solution: read.solution, set: 'se', libraryId: null } as const;

describe('streamTrace', () => {
  it('sends every step once, in order, then answers the same trace as the one-piece build', async () => {
    const parts: TracePart[] = [];
    const whole = await streamTrace(JOB, { part: (part) => parts.push(part), cancelled: () => false }, 0);
    const built = buildTraceView(JOB.puzzle, JOB.solution, 'se', null);
    expect(whole).toEqual(built);
    const solving = parts.filter((part) => part.phase === 'solving');
    expect(solving.flatMap((part) => part.steps)).toEqual(built.steps.slice(0, solving.flatMap((part) => part.steps).length));
    let next = 0;
    for (const part of parts) {
      expect(part.from).toBe(next);
      next += part.steps.length;
      expect(part.position).toEqual(built.steps[next]?.before ?? built.final);
    }
    expect(next).toBe(built.steps.length);
    expect(parts.at(-1)!.phase).toBe('rating');
  });

  it('stops at the next step once cancelled', async () => {
    const parts: TracePart[] = [];
    const stream = { part: (part: TracePart) => parts.push(part), cancelled: () => parts.length >= 2 };
    await expect(streamTrace(JOB, stream, 0)).rejects.toThrow(/^cancelled$/);
    expect(parts).toHaveLength(2);
  });
});
