/**
 * Play's hint (issue 30): the time from a player's position to the hint's first level — the
 * host's next-step search (`hintFor`, SE order) plus the renderer's level-1 words and drawing.
 * Levels 2 and 3 show the same step and ask the host nothing, so their row is the renderer's
 * part alone. Targets: < 100 ms on a 17-clue puzzle, < 1 s on Easter Monster.
 */
import { hintFor } from '../../src/core/replay/hint';
import { hintHighlights, vagueHintText } from '../../src/renderer/state/hintLevels';
import { timed } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

/** The first 17-clue puzzle of Gordon Royle's list, and Easter Monster. */
const PUZZLES: readonly { readonly name: string; readonly givens: string; readonly repeat: number }[] = [
  { name: '17-clue (Royle #1)', givens: '000000010400000000020000000000050407008000300001090000300400200050100000000806000', repeat: 20 },
  { name: 'Easter Monster', givens: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1'.replace(/\./g, '0'), repeat: 2 },
];

function hintRow(label: string, repeat: number, work: () => unknown): BenchRow {
  work(); // warm-up
  const run = timed(() => {
    for (let i = 0; i < repeat; i++) work();
  });
  return {
    suite: 'play-hint',
    case: label,
    file: '(named puzzles)',
    puzzles: repeat,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
    perSecond: repeat / run.cpuSeconds,
    note: `${((run.wallSeconds * 1000) / repeat).toFixed(1)} ms per hint`,
  };
}

export const playHintSuite: BenchSuite = {
  name: 'play-hint',
  run() {
    const rows: BenchRow[] = [];
    for (const { name, givens, repeat } of PUZZLES) {
      const first = (): unknown => {
        const view = hintFor(givens, givens, null, 'se');
        if (view.kind !== 'step') throw new Error(`${name}: no hint step (${view.kind})`);
        return [vagueHintText(view.step), hintHighlights(view.step, 1)];
      };
      rows.push(hintRow(`${name}: level 1 from the givens`, repeat, first));
      const view = hintFor(givens, givens, null, 'se');
      if (view.kind === 'step') rows.push(hintRow(`${name}: levels 2 and 3 (renderer only)`, 1000, () => [hintHighlights(view.step, 2), hintHighlights(view.step, 3)]));
    }
    return rows;
  },
};
