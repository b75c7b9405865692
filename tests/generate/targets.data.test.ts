/**
 * The slow suite's share of the generator's acceptance (`npm run test:data`; it reads no data
 * file, it only takes minutes): 200 puzzles for every expensive target, each unique, symmetric and
 * minimal when asked, and inside its targets when rated again from scratch.
 */
import { describe, it } from 'vitest';
import { generateAndCheck, type AcceptanceCase } from './acceptance';

const CASES: readonly AcceptanceCase[] = [
  { targets: ['universal:medium'], count: 200, seed: 11 },
  { targets: ['universal:hard'], count: 200, minimal: true, seed: 12 },
  { targets: ['se:2.0-3.0'], count: 200, symmetry: 'rotate180', seed: 13 },
  { targets: ['se:7.0-8.0'], count: 200, seed: 14 },
  { targets: ['technique:x-wing'], count: 200, seed: 15 },
  { targets: ['cost:fiendish'], count: 200, seed: 16 },
  { targets: ['cost:diabolical'], count: 200, symmetry: 'rotate180', seed: 17 },
  { targets: ['hodoku:unfair'], count: 200, seed: 18 },
  { targets: ['hodoku:medium'], count: 200, seed: 19 },
  { targets: ['nhc4:5-8'], count: 200, seed: 20 },
  { targets: ['grader:6-7'], count: 200, seed: 21 },
  { targets: ['colour:red'], count: 200, seed: 22 },
];

describe('generated puzzles, 200 per expensive target', () => {
  for (const spec of CASES) {
    const options = [spec.symmetry, spec.minimal ? 'minimal' : undefined].filter(Boolean).join(', ');
    it(`${spec.targets.join(' ')}${options ? ` (${options})` : ''}`, { timeout: 1_800_000 }, () => {
      generateAndCheck(spec);
    });
  }
});
