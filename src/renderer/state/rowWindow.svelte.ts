/**
 * The rows of a long listing fetched in blocks as the table scrolls: the table asks for the rows
 * it shows (`ensure`), and only the blocks not yet held are fetched. A new question (another
 * filter or sort, or a refresh) starts a new generation: answers to an older one are dropped.
 * At most {@link MAX_BLOCKS} blocks are kept, the ones nearest the rows last shown.
 */
import type { Reply } from '../../shared/api';
import type { PuzzleListing, PuzzleRow, RatingColumn } from '../../shared/libraryTypes';

/** Rows per fetch (the list API gives up to 200). */
export const BLOCK_ROWS = 100;
/** Blocks kept in memory: 6,000 rows, far more than any screen. */
export const MAX_BLOCKS = 60;

export type FetchRows = (offset: number, limit: number) => Promise<Reply<PuzzleListing>>;

export class RowWindow {
  /** Rows the listing has; known once a first block arrived (`ready`). */
  total = $state(0);
  ready = $state(false);
  columns = $state.raw<readonly RatingColumn[]>([]);
  blocks = $state.raw<ReadonlyMap<number, readonly PuzzleRow[]>>(new Map());
  /** Blocks asked for and not yet answered. */
  pending = $state(0);
  error = $state<string | null>(null);

  #fetch: FetchRows;
  #generation = 0;
  readonly #asked = new Set<number>();
  #range: [number, number] = [0, BLOCK_ROWS];

  constructor(fetch: FetchRows) {
    this.#fetch = fetch;
  }

  /** The row at a row index, when its block is held. */
  rowAt(index: number): PuzzleRow | undefined {
    return this.blocks.get(Math.floor(index / BLOCK_ROWS))?.[index % BLOCK_ROWS];
  }

  /** The ids of rows [from, to), or null when a block of them is not held. */
  idsIn(from: number, to: number): number[] | null {
    const ids: number[] = [];
    for (let index = from; index < to; index++) {
      const row = this.rowAt(index);
      if (!row) return null;
      ids.push(row.id);
    }
    return ids;
  }

  /** Starts over with a new question (`fetch`), or the same one again; the last range shown is fetched again. */
  async reset(fetch: FetchRows = this.#fetch, keepRows = false): Promise<void> {
    this.#fetch = fetch;
    this.#generation++;
    this.#asked.clear();
    this.pending = 0;
    if (!keepRows) {
      this.blocks = new Map();
      this.ready = false;
    }
    const [from, to] = keepRows ? this.#range : [0, this.#range[1] - this.#range[0]];
    await this.ensure(from, to, true);
  }

  /** Makes sure rows [from, to) are held or on their way; resolves when those asked here arrived. */
  async ensure(from: number, to: number, refetch = false): Promise<void> {
    this.#range = [from, to];
    await this.#fetchMissing(from, to, refetch);
  }

  /**
   * Fetches the blocks of rows [from, to) not yet held, without waiting for them: rows about to
   * be shown (the next block in the direction of a scroll), so they are there when they are.
   */
  prefetch(from: number, to: number): void {
    void this.#fetchMissing(Math.max(0, from), Math.max(0, to), false);
  }

  async #fetchMissing(from: number, to: number, refetch: boolean): Promise<void> {
    const first = Math.max(0, Math.floor(from / BLOCK_ROWS));
    const last = Math.max(first, Math.floor((Math.max(from + 1, to) - 1) / BLOCK_ROWS));
    const wanted: number[] = [];
    for (let block = first; block <= last; block++) {
      if (this.ready && block * BLOCK_ROWS >= this.total) break;
      if (this.#asked.has(block) || (!refetch && this.blocks.has(block))) continue;
      wanted.push(block);
    }
    await Promise.all(wanted.map((block) => this.#load(block)));
  }

  async #load(block: number): Promise<void> {
    const generation = this.#generation;
    this.#asked.add(block);
    this.pending++;
    const reply = await this.#fetch(block * BLOCK_ROWS, BLOCK_ROWS);
    if (generation !== this.#generation) return;
    this.pending--;
    this.#asked.delete(block);
    if (!reply.ok) {
      this.error = reply.error.message;
      return;
    }
    this.error = null;
    this.total = reply.value.total;
    // Every block brings the columns again: the same ones are kept, so the rows drawn with them are left alone.
    if (!sameColumns(this.columns, reply.value.columns)) this.columns = reply.value.columns;
    this.ready = true;
    const blocks = new Map(this.blocks);
    blocks.set(block, reply.value.rows);
    this.blocks = evictFar(blocks, Math.floor(this.#range[0] / BLOCK_ROWS));
  }
}

/** Whether two lists of columns say the same (each block's answer brings its own copy). */
function sameColumns(a: readonly RatingColumn[], b: readonly RatingColumn[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** Keeps the {@link MAX_BLOCKS} blocks nearest `centre`. */
function evictFar(blocks: Map<number, readonly PuzzleRow[]>, centre: number): Map<number, readonly PuzzleRow[]> {
  if (blocks.size <= MAX_BLOCKS) return blocks;
  const keep = [...blocks.keys()].sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre)).slice(0, MAX_BLOCKS);
  return new Map(keep.map((block) => [block, blocks.get(block)!]));
}
