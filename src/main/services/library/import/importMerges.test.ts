import { describe, expect, it } from 'vitest';
import { describeImportMerge, FirstLines } from './importMerges';

describe('FirstLines', () => {
  it('names the first line of the file that gave a puzzle, else the library puzzle', () => {
    const lines = new FirstLines();
    expect(lines.take({ line: 42, puzzleId: 7, outcome: 'new' })).toBeUndefined();
    expect(lines.take({ line: 43, puzzleId: 3, outcome: 'duplicate' })).toEqual({ line: 43, kind: 'duplicate', sameAs: { puzzleId: 3 } });
    expect(lines.take({ line: 151, puzzleId: 7, outcome: 'duplicate' })).toEqual({ line: 151, kind: 'duplicate', sameAs: { line: 42 } });
    // A puzzle first met as a copy of a library puzzle: later lines name that line.
    expect(lines.take({ line: 307, puzzleId: 3, outcome: 'isomorph' })).toEqual({ line: 307, kind: 'isomorph', sameAs: { line: 43 } });
  });

  it('reads as people write it', () => {
    expect(describeImportMerge({ line: 151, kind: 'duplicate', sameAs: { line: 42 } })).toBe('line 151: the same puzzle as line 42');
    expect(describeImportMerge({ line: 307, kind: 'isomorph', sameAs: { line: 12 } })).toBe('line 307: an isomorph of line 12');
    expect(describeImportMerge({ line: 307, kind: 'isomorph', sameAs: { puzzleId: 2461 } })).toBe('line 307: an isomorph of library #2461');
  });
});
