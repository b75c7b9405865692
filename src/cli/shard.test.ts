import { describe, expect, it } from 'vitest';
import { interleaveShards, parseShardOption, takeShard } from './shard';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

async function* from<T>(items: readonly T[]): AsyncGenerator<T> {
  yield* items;
}

describe('--shard k/n', () => {
  it('splits records by ordinal modulo n, and interleaving the shards gives the input back', async () => {
    const records = Array.from({ length: 23 }, (_, i) => `r${i}`);
    for (const count of [1, 2, 4, 7, 30]) {
      const shards = await Promise.all(Array.from({ length: count }, (_, k) => collect(takeShard(from(records), { index: k + 1, count }))));
      expect(shards.flat().sort()).toEqual([...records].sort());
      expect(interleaveShards(shards)).toEqual(records);
    }
    expect(await collect(takeShard(from(records), { index: 2, count: 4 }))).toEqual(['r1', 'r5', 'r9', 'r13', 'r17', 'r21']);
  });
  it('refuses anything but k/n with 1 ≤ k ≤ n', () => {
    expect(parseShardOption('3/4')).toEqual({ index: 3, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '1', 'a/b', '1/4/2', '-1/4', '1e3/2000'])
      expect(() => parseShardOption(bad)).toThrow(/--shard must be k\/n/);
  });
});
