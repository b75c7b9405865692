/**
 * A long step list is drawn in runs of items, each run skipping style, layout and paint while it
 * is out of sight (`content-visibility: auto`). Runs rather than single items: the browser
 * checks every such element's visibility on each frame, which for a thousand events cost more
 * than a whole step.
 */

/** Items per run. */
export const CHUNK_SIZE = 32;

export interface ListChunk {
  /** Index of the run's first item. */
  readonly start: number;
  /** One past its last item. */
  readonly end: number;
}

/** The runs covering `count` items in order. */
export function listChunks(count: number, size = CHUNK_SIZE): ListChunk[] {
  const chunks: ListChunk[] = [];
  for (let start = 0; start < count; start += size) chunks.push({ start, end: Math.min(count, start + size) });
  return chunks;
}
