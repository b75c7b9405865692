import { describe, expect, it } from 'vitest';
import { warmUpEngine } from './warmUp';

describe('warmUpEngine', () => {
  it('solves its puzzle through the replay builder without throwing', () => {
    expect(() => warmUpEngine()).not.toThrow();
  });
});
