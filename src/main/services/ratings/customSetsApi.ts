/**
 * The custom technique sets of the app API: list, read, save and delete the library's sets, and
 * preview a set being edited on a sample of the library. The preview's rating runs in a worker
 * thread (the preview worker keeps its solves between calls); the library is only read here.
 */
import { MAX_PREVIEW_PUZZLES, type PreviewResult, type PreviewSample } from '../../../core/rate/customPreview';
import type { CustomSet } from '../../../core/rate/customSet';
import type {
  CustomSetPreview,
  CustomSetSummary,
  CustomSetView,
  PreviewCustomSetInput,
  SaveCustomSetInput,
} from '../../../shared/customSetTypes';
import type { RatingsPreviewRequest } from '../../../shared/ratingsPreviewProtocol';
import { readSelectionRows } from '../compare/gatherRows';
import type { LibraryReader, LibraryWriter } from '../library/store/db';
import { deleteCustomSet, readCustomSetByName, readCustomSets, writeCustomSet } from '../library/store/customSets';
import { ThreadClient } from '../jobs/threadClient';

/** Where the preview is rated: the worker thread in the app, in place in tests that want no thread. */
export type PreviewRunner = (set: CustomSet, sample: PreviewSample) => Promise<PreviewResult>;

/** The preview worker thread, started on the first preview. */
export function previewWorkerRunner(): { run: PreviewRunner; close: () => Promise<void> } {
  const thread = new ThreadClient<RatingsPreviewRequest>('ratingsPreviewWorker', 'the ratings preview worker');
  return { run: (set, sample) => thread.call<PreviewResult>({ set, sample }), close: () => thread.close() };
}

function summaryOf(set: CustomSet, identity: string, updatedAt: string): CustomSetSummary {
  return {
    name: set.name,
    base: set.base,
    fold: set.fold,
    techniques: set.techniques.length,
    levels: set.levels?.length ?? 0,
    identity,
    updatedAt,
  };
}

export class CustomSetsApi {
  constructor(
    private readonly db: LibraryWriter,
    private readonly runPreview: PreviewRunner,
    private readonly onChange: () => void = () => {},
  ) {}

  list(): CustomSetSummary[] {
    return readCustomSets(this.db).map((saved) => summaryOf(saved.set, saved.identity, saved.updatedAt));
  }

  get(name: string): CustomSetView | null {
    return readCustomSetByName(this.db, name) ?? null;
  }

  /** Saves a set; a name already taken is refused unless the save replaces it (Save, not Save as). */
  save(input: SaveCustomSetInput): CustomSetSummary {
    const { set, replace } = input;
    if (!replace && readCustomSetByName(this.db, set.name)) {
      throw new Error(`a set named '${set.name}' exists already: choose another name, or open it and save over it`);
    }
    writeCustomSet(this.db, set);
    this.onChange();
    const saved = readCustomSetByName(this.db, set.name)!;
    return summaryOf(saved.set, saved.identity, saved.updatedAt);
  }

  /** Deletes a set (its ratings stay); refused while a running rate job rates with it. */
  delete(name: string): boolean {
    const deleted = deleteCustomSet(this.db, name);
    if (deleted) this.onChange();
    return deleted;
  }

  async preview(input: PreviewCustomSetInput): Promise<CustomSetPreview> {
    const { sample, available } = readPreviewSample(this.db, input);
    const result = await this.runPreview(input.set, sample);
    return { ...result, available, sampled: sample.puzzles.length };
  }
}

/**
 * The preview's sample: the puzzles of the chosen source or collection that have a level in the
 * source compared with, at most 500 of them spread evenly over the library's order (so every
 * level keeps its share), each with that level.
 */
export function readPreviewSample(
  db: LibraryReader,
  input: Pick<PreviewCustomSetInput, 'sample' | 'against'>,
): { sample: PreviewSample; available: number } {
  const collection = 'collection' in input.sample ? input.sample.collection : undefined;
  const rows = readSelectionRows(db, { sources: [input.against], ...(collection !== undefined ? { collection } : {}) });
  const problem = rows.problems[0];
  if (problem) throw new Error(problem.message);
  const levelNames = rows.sources[0]?.levels ?? [];
  if (levelNames.length === 0)
    throw new Error(
      `${input.against} gives its puzzles no levels, so there is nothing to compare the rating with: choose a source with levels`,
    );
  let inSample: (id: number) => boolean = () => true;
  if ('source' in input.sample && input.sample.source !== input.against) {
    const members = db
      .prepare('SELECT DISTINCT p.puzzle_id AS id FROM provenance p JOIN sources s ON s.id = p.source_id WHERE s.name = ?')
      .all(input.sample.source) as { id: number }[];
    if (members.length === 0) throw new Error(`There is no source named ${input.sample.source} in this library, or it has no puzzles.`);
    const ids = new Set(members.map((row) => row.id));
    inSample = (id) => ids.has(id);
  }
  const chosen: { id: number; level: number }[] = [];
  rows.ids.forEach((id, k) => {
    if (rows.level[k]! >= 0 && inSample(id)) chosen.push({ id, level: rows.level[k]! });
  });
  const available = chosen.length;
  if (available === 0) throw new Error(`No puzzle of the sample has a level in ${input.against}: choose a sample of its puzzles`);
  const step = Math.max(1, available / MAX_PREVIEW_PUZZLES);
  const picked: { id: number; level: number }[] = [];
  for (let k = 0; picked.length < MAX_PREVIEW_PUZZLES && Math.floor(k * step) < available; k++) picked.push(chosen[Math.floor(k * step)]!);
  const givens = new Map(
    (
      db
        .prepare('SELECT id, givens FROM puzzles WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(picked.map((row) => row.id))) as { id: number; givens: string }[]
    ).map((row) => [row.id, row.givens]),
  );
  return {
    sample: { puzzles: picked.map((row) => givens.get(row.id)!), levels: picked.map((row) => row.level), levelNames },
    available,
  };
}
