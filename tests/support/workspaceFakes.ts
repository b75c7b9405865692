/**
 * Small stand-ins for the app API and its workspace data, for the renderer's state tests: a
 * trace whose every step places one digit, and an API that records its calls.
 */
import type { AppApi, Reply } from '../../src/shared/api';
import type { Highlights } from '../../src/core/step';
import type { PuzzleProblem, StepView, TechniqueSetId, TraceProgressView, TraceView } from '../../src/shared/workspaceTypes';

export const NO_HIGHLIGHTS: Highlights = {
  cells: [],
  houses: [],
  coverHouses: [],
  kept: [],
  accent: [],
  removed: [],
  placements: [],
  links: [],
};

/** A trace of `values.length` steps; step i places digit 1 in cell i and is worth values[i]. */
export function fakeTrace(puzzle: string, set: TechniqueSetId, values: readonly number[]): TraceView {
  const boardAfter = (placed: number): string => '1'.repeat(placed) + puzzle.slice(placed);
  const steps: StepView[] = values.map((value, index) => ({
    index,
    step: { kind: 'guess', cell: index, digit: 1, depth: 1, placements: [{ cell: index, digit: 1 }], eliminations: [] },
    technique: 'guess',
    techniqueName: `Technique ${index + 1}`,
    value,
    valueText: String(value),
    options: 1,
    words: [{ type: 'text', text: `step ${index + 1}` }],
    text: `step ${index + 1}`,
    highlights: { ...NO_HIGHLIGHTS, cells: [index], placements: [{ cell: index, digit: 1 }] },
    before: { values: boardAfter(index), candidates: Array.from({ length: 81 }, () => 0) },
  }));
  const max = Math.max(...values);
  return {
    kind: 'trace',
    puzzle,
    solution: '1'.repeat(81),
    libraryId: null,
    set,
    steps,
    outcome: 'solved',
    final: { values: boardAfter(values.length), candidates: Array.from({ length: 81 }, () => 0) },
    rating: { label: `${set} ${max}`, value: max, fold: 'max', detail: null },
    hardest: values.indexOf(max),
    engineVersion: 1,
    cached: false,
  };
}

/** A solve of `trace` still in progress: its steps `from`..`to`−1 found, the board after them. */
export function fakeProgress(trace: TraceView, to: number, from = 0): TraceProgressView {
  return {
    kind: 'trace-progress',
    ticket: 'ticket-1',
    puzzle: trace.puzzle,
    solution: trace.solution,
    libraryId: trace.libraryId,
    set: trace.set,
    from,
    steps: trace.steps.slice(from, to),
    position: trace.steps[to]?.before ?? trace.final,
    phase: 'solving',
    elapsedMs: 300,
  };
}

export function problem(reason: PuzzleProblem['reason'], message: string): PuzzleProblem {
  return { kind: 'problem', reason, message, puzzle: reason === 'unknown-id' ? null : '0'.repeat(81) };
}

type Handlers = Partial<{ [K in keyof AppApi]: AppApi[K] }>;

/** An AppApi whose methods answer from `handlers` and record every call by method name. */
export function fakeApi(handlers: Handlers): { api: AppApi; calls: { method: string; input: unknown }[] } {
  const calls: { method: string; input: unknown }[] = [];
  const api = new Proxy({} as AppApi, {
    get(_target, method: string) {
      return (input: unknown) => {
        calls.push({ method, input });
        const handler = (handlers as Record<string, ((input: unknown) => Promise<Reply<unknown>>) | undefined>)[method];
        return handler ? handler(input) : Promise.resolve({ ok: false, error: { kind: 'ERR_SERVICE', message: `${method} is not faked` } });
      };
    },
  });
  return { api, calls };
}

export const ok = <T>(value: T): Promise<Reply<T>> => Promise.resolve({ ok: true, value });
