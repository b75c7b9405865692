/**
 * Sudoku Explainer's chaining has two implementations here: the fast searches the SE order runs
 * at the top (unarySearch.ts for cycles and unary chains, forcingSearch.ts for Nishio, multiple,
 * dynamic and "+" chains) and the general engine the nested levels run inside their chains
 * (nestedChaining.ts, levels 0 and 1). Step by step through the solves of famous puzzles, at
 * every position both must list the same hints in the same order: the same shape, conclusion,
 * eliminations, complexity and difficulty.
 */
import { describe, expect, it } from 'vitest';
import { Grid } from '../../grid/grid';
import { asPuzzle } from '../../grid/puzzle';
import { solvingSteps } from '../../simulate/logical';
import { SE_SET, withoutGuess } from '../../simulate/logicalPresets';
import { marksOf } from './chainsAndCycles';
import type { ChainingHint, ChainingRule } from './chainingHint';
import { ChainWork } from './chainWork';
import type { ForcingHint, ForcingMode } from './forcingSearch';
import type { UnaryHint } from './unarySearch';

/**
 * The quoted puzzles, how many steps of their SE solve to follow, and whether the searches find
 * anything on the way: Golden Nugget's first steps are nested chains with nothing below them
 * (each takes seconds, so only two are followed), and there both sides must find nothing.
 */
const PUZZLES: readonly { name: string; givens: string; steps: number; findsHints: boolean }[] = [
  {
    name: 'AI Escargot',
    givens: '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..',
    steps: 12,
    findsHints: true,
  },
  {
    name: 'Easter Monster',
    givens: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
    steps: 14,
    findsHints: true,
  },
  {
    name: 'Golden Nugget',
    givens: '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....',
    steps: 2,
    findsHints: false,
  },
  // A 17-clue puzzle whose SE solve meets cycles, unary chains and multiple chains on the way.
  {
    name: 'a 17-clue puzzle',
    givens: '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........',
    steps: 30,
    findsHints: true,
  },
];

const FORCING_RULES: readonly { mode: ForcingMode; rule: ChainingRule }[] = [
  { mode: 'nishio', rule: { multiple: false, dynamic: true, nishio: true, level: 0 } },
  { mode: 'multiple', rule: { multiple: true, dynamic: false, nishio: false, level: 0 } },
  { mode: 'dynamic', rule: { multiple: true, dynamic: true, nishio: false, level: 0 } },
  { mode: 'dynamicPlus', rule: { multiple: true, dynamic: true, nishio: false, level: 1 } },
];
const LOOP_RULE: ChainingRule = { multiple: false, dynamic: false, nishio: false, level: 0 };

/** A hint as both sides can say it. */
interface Said {
  shape: string;
  /** The concluded potential; -1 for a cycle. */
  result: number;
  where: string;
  removable: string;
  complexity: number;
  difficulty: number;
}

/** What a conclusion removes: an on potential its cell's other values, an off one its own candidate. */
function removedBy(marks: Uint16Array, target: number): number[] {
  const candidate = target >> 1;
  if ((target & 1) === 0) return [candidate];
  const cell = (candidate / 9) | 0;
  const out: number[] = [];
  for (let digit = 0; digit < 9; digit++) if (digit !== candidate % 9 && (marks[cell] ?? 0) & (1 << digit)) out.push(cell * 9 + digit);
  return out;
}

function saidByEngine(hint: ChainingHint): Said {
  const where =
    hint.shape === 'cell'
      ? `cell ${hint.cell}`
      : hint.shape === 'unit'
        ? `house ${hint.house}`
        : hint.shape === 'cycle' || hint.shape === 'chain'
          ? `${hint.xChain ? 'x' : ''}${hint.yChain ? 'y' : ''}`
          : '';
  return {
    shape: hint.shape,
    result: hint.shape === 'cycle' ? -1 : hint.result,
    where,
    removable: hint.removable.join(),
    complexity: hint.complexity,
    difficulty: hint.difficulty,
  };
}

function saidByForcing(marks: Uint16Array, hint: ForcingHint): Said {
  const where = hint.shape === 'cell' ? `cell ${hint.cell}` : hint.shape === 'unit' ? `house ${hint.house}` : '';
  return {
    shape: hint.shape,
    result: hint.target,
    where,
    removable: removedBy(marks, hint.target).join(),
    complexity: hint.complexity,
    difficulty: hint.difficulty,
  };
}

function saidByUnary(hint: UnaryHint): Said {
  return {
    shape: hint.shape,
    result: hint.target,
    where: hint.mode,
    removable: hint.eliminations.join(),
    complexity: hint.complexity,
    difficulty: hint.difficulty,
  };
}

/** The engine lists hints removing the same candidates once, the first of them in SE's order. */
function distinct(said: readonly Said[]): Said[] {
  const seen = new Set<string>();
  return said.filter(({ removable }) => !seen.has(removable) && seen.add(removable));
}

describe('the fast chain searches and the general engine', () => {
  for (const { name, givens, steps, findsHints } of PUZZLES) {
    it(`find the same hints at every position of ${name}'s first ${steps} steps`, () => {
      const chains = new ChainWork();
      const puzzle = asPuzzle(givens);
      const grid = Grid.fromPuzzle(puzzle);
      let positions = 0;
      let found = 0;
      const compareAt = (where: string): void => {
        const marks = marksOf(grid);
        const engine = (rule: ChainingRule): Said[] => chains.nested.of(rule).hints(marks).map(saidByEngine);
        const loops = distinct(chains.unary.allUnaryHints(marks, ['x', 'y', 'xy']).map(saidByUnary));
        expect(engine(LOOP_RULE), `cycles and unary chains, ${where}`).toEqual(loops);
        found += loops.length;
        for (const { mode, rule } of FORCING_RULES) {
          const fast = distinct(chains.forcing.findForcingHints(marks, mode, 'all').map((hint) => saidByForcing(marks, hint)));
          expect(engine(rule), `${mode} forcing chains, ${where}`).toEqual(fast);
          found += fast.length;
        }
        positions++;
      };
      compareAt('at the givens');
      for (const { technique } of solvingSteps(grid, puzzle, withoutGuess(SE_SET), { countOptions: false, maxSteps: steps }))
        compareAt(`after ${technique}`);
      expect(positions).toBe(steps + 1);
      // The comparison is worth something only where the searches find hints.
      if (findsHints) expect(found).toBeGreaterThan(0);
      else expect(found).toBe(0);
    }, 120_000);
  }
});
