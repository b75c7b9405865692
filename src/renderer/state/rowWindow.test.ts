import { describe, expect, it } from 'vitest';
import type { Reply } from '../../shared/api';
import type { PuzzleListing, PuzzleRow } from '../../shared/libraryTypes';
import { BLOCK_ROWS, MAX_BLOCKS, RowWindow, type FetchRows } from './rowWindow.svelte';

const row = (id: number): PuzzleRow => ({ id, givens: '.'.repeat(81), clueCount: 0, origins: [], ratings: {} });

/** A listing of `total` rows with ids 1000 + index, answering when `release` is called (or at once). */
function fakeListing(total: number, base = 1000) {
  const asked: [number, number][] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  const fetch: FetchRows = (offset, limit) => {
    asked.push([offset, limit]);
    const answer = (): Reply<PuzzleListing> => ({
      ok: true,
      value: {
        total,
        offset,
        columns: [{ rater: 'cost', key: 'cost', title: 'Cost', name: 'Sudoku of the Day cost', description: 'Cost', count: total }],
        rows: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => row(base + offset + i)),
      },
    });
    if (!hold) return Promise.resolve(answer());
    return new Promise((resolve) => waiting.push(() => resolve(answer())));
  };
  return {
    fetch,
    asked,
    holdAnswers: () => (hold = true),
    release: () => waiting.splice(0).forEach((go) => go()),
  };
}

describe('RowWindow', () => {
  it('keeps the columns it has when a block brings the same ones again, so the rows drawn with them stay', async () => {
    const rows = new RowWindow(fakeListing(50_000).fetch);
    await rows.ensure(0, 100);
    const columns = rows.columns;
    expect(columns.map((column) => column.key)).toEqual(['cost']);
    await rows.ensure(300, 400);
    expect(rows.columns).toBe(columns);
    await rows.reset(fakeListing(40_000).fetch);
    expect(rows.columns).not.toBe(columns);
    expect(rows.columns[0]?.count).toBe(40_000);
  });

  it('fetches only the blocks a range needs, once', async () => {
    const listing = fakeListing(50_000);
    const rows = new RowWindow(listing.fetch);
    await rows.ensure(250, 330);
    expect(listing.asked).toEqual([
      [200, BLOCK_ROWS],
      [300, BLOCK_ROWS],
    ]);
    expect(rows.total).toBe(50_000);
    expect(rows.rowAt(250)?.id).toBe(1250);
    expect(rows.rowAt(100)).toBeUndefined();
    await rows.ensure(260, 320);
    expect(listing.asked).toHaveLength(2);
    expect(rows.idsIn(298, 302)).toEqual([1298, 1299, 1300, 1301]);
    expect(rows.idsIn(190, 210)).toBeNull();
  });

  it('does not ask past the end of a listing it knows the size of', async () => {
    const listing = fakeListing(120);
    const rows = new RowWindow(listing.fetch);
    await rows.ensure(0, 50);
    await rows.ensure(90, 400);
    expect(listing.asked.map(([offset]) => offset)).toEqual([0, 100]);
    expect(rows.rowAt(119)?.id).toBe(1119);
  });

  it('drops answers to an older question after a reset', async () => {
    const old = fakeListing(1000, 1000);
    const rows = new RowWindow(old.fetch);
    old.holdAnswers();
    const late = rows.ensure(0, 50);
    const fresh = fakeListing(30, 5000);
    await rows.reset(fresh.fetch);
    old.release();
    await late;
    expect(rows.total).toBe(30);
    expect(rows.rowAt(0)?.id).toBe(5000);
  });

  it('a refresh that keeps rows fetches the last range again and replaces it', async () => {
    let base = 1000;
    const rows = new RowWindow((offset, limit) => fakeListing(10_000, base).fetch(offset, limit));
    await rows.ensure(5_000, 5_040);
    base = 2000;
    await rows.reset(undefined, true);
    expect(rows.rowAt(5_010)?.id).toBe(7010);
  });

  it(`keeps at most ${MAX_BLOCKS} blocks, those nearest the rows shown`, async () => {
    const listing = fakeListing(1_000_000);
    const rows = new RowWindow(listing.fetch);
    for (let block = 0; block < MAX_BLOCKS + 10; block++) await rows.ensure(block * BLOCK_ROWS, block * BLOCK_ROWS + 10);
    expect(rows.blocks.size).toBe(MAX_BLOCKS);
    expect(rows.rowAt(0)).toBeUndefined();
    expect(rows.rowAt((MAX_BLOCKS + 9) * BLOCK_ROWS)).toBeDefined();
  });

  it('keeps the message of a failed fetch', async () => {
    const rows = new RowWindow(() => Promise.resolve({ ok: false, error: { kind: 'ERR_TRANSPORT', message: 'the host is gone' } }));
    await rows.ensure(0, 10);
    expect(rows.error).toBe('the host is gone');
    expect(rows.ready).toBe(false);
  });
});
