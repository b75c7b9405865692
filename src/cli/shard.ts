/**
 * `--shard k/n`: a deterministic split of an input's records into n shards, for running one
 * command on several machines. Shard k (1-based) takes the records whose ordinal (0, 1, 2, … in
 * input order, counting every record the command would print a result for) is k − 1 modulo n.
 * So taking the shards' outputs round-robin (shard 1's first line, shard 2's first, …, then
 * everyone's second line) gives exactly the unsharded output, and any machine can compute its
 * share from the same file without coordination.
 */
import { UsageError } from './command';
import { forTerminal } from './terminalText';

export interface Shard {
  /** 1-based index of this shard. */
  readonly index: number;
  readonly count: number;
}

/** Parses `k/n` (1 ≤ k ≤ n ≤ 1,000,000). */
export function parseShardOption(text: string): Shard {
  const match = /^(\d{1,7})\/(\d{1,7})$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(count >= 1 && count <= 1_000_000 && index >= 1 && index <= count)) {
    throw new UsageError(`--shard must be k/n with 1 ≤ k ≤ n (e.g. 2/4), not '${forTerminal(text, 40)}'`);
  }
  return { index, count };
}

/** The records of one shard, in input order. */
export async function* takeShard<T>(records: AsyncIterable<T>, shard: Shard): AsyncGenerator<T> {
  let ordinal = 0;
  for await (const record of records) {
    if (ordinal++ % shard.count === shard.index - 1) yield record;
  }
}

/** Interleaves the shards' outputs (shard 1 first) back into the order of the unsharded output. */
export function interleaveShards<T>(outputs: readonly (readonly T[])[]): T[] {
  const merged: T[] = [];
  const longest = Math.max(0, ...outputs.map((output) => output.length));
  for (let row = 0; row < longest; row++) for (const output of outputs) if (row < output.length) merged.push(output[row]!);
  return merged;
}
