/**
 * The expensive targets in the default suite, with fewer puzzles each so it stays affordable;
 * 200 of each run in the slow suite (targets.data.test.ts). Same checks: unique, symmetric and
 * minimal when asked, inside every target when rated again from scratch.
 */
import { describe, it } from 'vitest';
import { generateAndCheck } from './acceptance';

describe('generated puzzles, expensive targets', () => {
  it('universal:hard with 90° rotation, minimal', () => {
    generateAndCheck({ targets: ['universal:hard'], count: 20, symmetry: 'rotate90', minimal: true, seed: 5 });
  });
  it('cost:fiendish (the site range 8300-14000) with the diagonal symmetry', () => {
    generateAndCheck({ targets: ['cost:fiendish'], count: 20, symmetry: 'diagonal', seed: 6 });
  });
  it('hodoku:medium together with clues:24-27', () => {
    generateAndCheck({ targets: ['hodoku:medium', 'clues:24-27'], count: 20, seed: 7 });
  });
  it('se:7.0-8.0', () => {
    generateAndCheck({ targets: ['se:7.0-8.0'], count: 5, seed: 8 });
  });
  it('technique:x-wing', () => {
    generateAndCheck({ targets: ['technique:x-wing'], count: 5, seed: 9 });
  });
});
