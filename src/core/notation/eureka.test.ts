import { describe, expect, it } from 'vitest';
import { candidateOf } from '../grid/candidate';
import { Grid } from '../grid/grid';
import { asPuzzle } from '../grid/puzzle';
import { solveLogically } from '../simulate/logical';
import { findTechniqueSet } from '../simulate/logicalPresets';
import { applyStep, type Step } from '../step';
import type { ChainStep } from '../strategies/chains/chainsAndCycles';
import type { ForcingChainStep } from '../strategies/forcing';
import { eurekaText, parseChain, parseEureka } from './eureka';
import { checkNotation } from './eurekaCheck';
import { eurekaOfStep, stepNotationLines } from './eurekaOfStep';

const c = (row: number, col: number, digit: number): number => candidateOf((row - 1) * 9 + col - 1, digit);

describe('parseChain', () => {
  it('reads nodes, groups and the links between them', () => {
    const chain = parseChain('(5)r1c2=(5)r3c2-(5)r3c78=(5)r78c9');
    expect(chain.ok && chain.value).toEqual({
      nodes: [
        { digit: 5, cells: [1] },
        { digit: 5, cells: [19] },
        { digit: 5, cells: [24, 25] },
        { digit: 5, cells: [62, 71] },
      ],
      signs: ['=', '-', '='],
    });
  });

  it("reads a cell's internal links as nodes of that cell", () => {
    const chain = parseChain('(5=3)r1c2-(3=7)r1c5');
    expect(chain.ok && chain.value).toEqual({
      nodes: [
        { digit: 5, cells: [1] },
        { digit: 3, cells: [1] },
        { digit: 3, cells: [4] },
        { digit: 7, cells: [4] },
      ],
      signs: ['=', '-', '='],
    });
  });

  it('reads back a net with its > links as it was written', () => {
    const text = '(6)r5c9 on: (6)r5c9-(6)r9c6>(3)r3c8, (6)r5c9-(6=9)r6c9; (6)r5c9 off: (6)r5c9=(6)r4c89';
    const parsed = parseEureka(text);
    expect(parsed.ok && eurekaText(parsed.value)).toBe(text);
    expect(parsed.ok && parsed.value.kind === 'net' && parsed.value.branches[0]!.paths[0]!.signs).toEqual(['-', '>']);
  });

  it.each(['', '(5)r1c2=', '(0)r1c2', '(5)r1c2~(5)r1c3', '(5=3)r1c23', '(5)r1c22', 'r1c2'])('refuses %j', (text) => {
    const chain = parseChain(text);
    expect(chain.ok).toBe(false);
    if (!chain.ok) expect(chain.error.kind).toBe('ERR_NOTATION');
  });
});

describe('eurekaOfStep', () => {
  it('writes an XY-chain with its bivalue cells in one pair of brackets', () => {
    // "5r1c2 off ⇒ 3r1c2 on ⇒ 3r1c5 off ⇒ 7r1c5 on"
    const step: ChainStep = {
      kind: 'chain',
      mode: 'yChain',
      loop: false,
      nodes: [
        { candidate: c(1, 2, 5), on: false },
        { candidate: c(1, 2, 3), on: true },
        { candidate: c(1, 5, 3), on: false },
        { candidate: c(1, 5, 7), on: true },
      ],
      complexity: 4,
      placements: [],
      eliminations: [],
    };
    expect(stepNotationLines(step)).toEqual(['(5=3)r1c2-(3=7)r1c5']);
  });

  it('writes a forcing chain as one line per branch, a node with two parents reached twice', () => {
    const a = c(2, 5, 4);
    const b = c(2, 1, 4);
    const d = c(2, 5, 7);
    const t = c(2, 1, 7);
    const step: ForcingChainStep = {
      kind: 'forcingChain',
      mode: 'dynamic',
      shape: 'double',
      conclusion: { candidate: t, on: true },
      branches: [
        {
          assumption: { candidate: a, on: true },
          links: [
            { from: a, to: b, strong: false },
            { from: a, to: d, strong: false },
            { from: b, to: t, strong: true },
            { from: d, to: t, strong: true },
          ],
        },
        { assumption: { candidate: t, on: true }, links: [] },
      ],
      complexity: 4,
      placements: [{ cell: 9, digit: 7 }],
      eliminations: [],
    };
    const text = eurekaText(eurekaOfStep(step)!);
    expect(text).toBe('(4)r2c5 on: (4)r2c5-(4=7)r2c1, (4-7)r2c5=(7)r2c1; (7)r2c1 on: (7)r2c1');
    expect(parseEureka(text)).toEqual({ ok: true, value: eurekaOfStep(step) });
  });

  it('gives no notation for a step that is no chain', () => {
    expect(eurekaOfStep({ kind: 'guess', cell: 0, digit: 1, depth: 1, placements: [{ cell: 0, digit: 1 }], eliminations: [] })).toBeNull();
  });
});

describe('checkNotation', () => {
  it('finds a weak link written as strong', () => {
    const grid = Grid.fromPuzzle(asPuzzle(EASTER_MONSTER));
    // Two 3s of row 1, which has five places for 3: a weak link, never a strong one.
    const step: ChainStep = {
      kind: 'chain',
      mode: 'x',
      loop: false,
      nodes: [
        { candidate: c(1, 3, 3), on: false },
        { candidate: c(1, 4, 3), on: true },
      ],
      complexity: 2,
      placements: [],
      eliminations: [],
    };
    expect(checkNotation(step, grid).problems).toEqual(['(3)r1c3=(3)r1c4 is no strong link']);
  });

  it("finds a net's node that its reasons do not force", () => {
    const grid = Grid.fromPuzzle(asPuzzle(EASTER_MONSTER));
    const assumption = c(1, 2, 4);
    const step: ForcingChainStep = {
      kind: 'forcingChain',
      mode: 'dynamic',
      shape: 'contradiction',
      conclusion: { candidate: assumption, on: false },
      branches: [
        {
          assumption: { candidate: assumption, on: true },
          links: [
            // r1c2 holds 4, 7 and 8: its 4 true makes 7 false, never true.
            { from: assumption, to: c(1, 2, 7), strong: true },
            // r5c6 does not see r1c2.
            { from: assumption, to: c(5, 6, 4), strong: false },
          ],
        },
      ],
      complexity: 2,
      placements: [],
      eliminations: [assumption],
    };
    expect(checkNotation(step, grid).problems).toEqual(['(7)r1c2 is not forced true by (4)r1c2', '(4)r5c6 is not forced false by (4)r1c2']);
  });
});

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
const GOLDEN_NUGGET = '.......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....';

/** Every chain step of the set's solve with the board it was found on. */
function chainSteps(puzzle: string, setId: string): { step: Step; grid: Grid }[] {
  const parsed = asPuzzle(puzzle);
  const trace = solveLogically(parsed, findTechniqueSet(setId)!);
  const grid = Grid.fromPuzzle(parsed);
  const out: { step: Step; grid: Grid }[] = [];
  for (const { step } of trace.steps) {
    if (eurekaOfStep(step)) out.push({ step, grid: grid.clone() });
    applyStep(grid, step);
  }
  return out;
}

// Golden Nugget in SE's order takes minutes (its nested chains); `npx tsx scripts/check-eureka.ts` runs it.
describe.each([
  ['Easter Monster', 'se', EASTER_MONSTER],
  ['Easter Monster', 'hodoku', EASTER_MONSTER],
  ['Golden Nugget', 'hodoku', GOLDEN_NUGGET],
])('%s in the %s order', (_name, setId, puzzle) => {
  const steps = chainSteps(puzzle, setId);

  it('has chain steps to check', () => {
    expect(steps.length).toBeGreaterThan(5);
  });

  it('writes every chain step so it reads back to its links, each true on the board', () => {
    const problems = steps.flatMap(({ step, grid }, i) =>
      checkNotation(step, grid).problems.map((problem) => `${i} ${step.kind}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
