/**
 * 200 puzzles for each cheap target (counting givens, the fast raters, NHC-4 on easy puzzles),
 * with every symmetry's kind of check and minimality: each one unique, symmetric and minimal when
 * asked, and inside its target when rated again from scratch.
 */
import { describe, it } from 'vitest';
import { generateAndCheck } from './acceptance';

describe('generated puzzles, 200 per cheap target', () => {
  it('clues:24-26 with 180° rotation', () => {
    generateAndCheck({ targets: ['clues:24-26'], count: 200, symmetry: 'rotate180', seed: 1 });
  });
  it('grader:3-5, minimal', () => {
    generateAndCheck({ targets: ['grader:3-5'], count: 200, minimal: true, seed: 2 });
  });
  it('universal:easy', () => {
    generateAndCheck({ targets: ['universal:easy'], count: 200, seed: 3 });
  });
  it('cld:15-20 with the mirror symmetry', () => {
    generateAndCheck({ targets: ['cld:15-20'], count: 200, symmetry: 'mirror', seed: 4 });
  });
});
