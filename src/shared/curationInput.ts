/**
 * Input parsers of the curation methods (tags, collections, ordered ids, counts). Tag and
 * collection names are trimmed and must say something; control characters are refused so a
 * name never carries terminal escapes into `patti` output.
 */
import { MAX_CURATION_IDS, type CollectionPuzzlesInput, type CreateCollectionInput, type PuzzleIdsInput, type TagPuzzlesInput } from './curationTypes';
import { InputError, parseWith, readBoolean, readFields, readName, readObject, readWholeNumber } from './inputReaders';
import { readLibraryFilter, readListSort } from './libraryInput';
import type { LibraryFilter } from './libraryTypes';
import { describeValue, type InputParser } from './validate';

/** A tag's or collection's name: trimmed, not empty, no control characters. */
export function readCurationName(raw: unknown, path: string): string {
  const name = readName(raw, path).trim();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) throw new InputError(`expects ${path} without control characters (tabs, line breaks, escapes).`);
  return name;
}

export function readIds(raw: unknown, path: string): number[] {
  if (!Array.isArray(raw)) throw new InputError(`expects ${path} as a list of puzzle ids, but got ${describeValue(raw)}.`);
  if (raw.length === 0) throw new InputError(`expects at least one puzzle id in ${path}.`);
  if (raw.length > MAX_CURATION_IDS) throw new InputError(`expects at most ${MAX_CURATION_IDS} puzzle ids in ${path}, but got ${raw.length}.`);
  return raw.map((id, index) => readWholeNumber(id, `${path}[${index}]`, 1, Number.MAX_SAFE_INTEGER));
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new InputError(message);
  return value;
}

export const parseTagPuzzlesInput: InputParser<TagPuzzlesInput> = parseWith((raw) => {
  const input = readFields<Partial<TagPuzzlesInput>>(readObject(raw, 'input', ['tag', 'ids']), { tag: readCurationName, ids: readIds }, 'input');
  return { tag: required(input.tag, 'expects input.tag, the tag to add or take off.'), ids: required(input.ids, 'expects input.ids, the puzzles to tag.') };
});

export const parseCollectionPuzzlesInput: InputParser<CollectionPuzzlesInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['collection', 'ids']);
  const input = readFields<Partial<CollectionPuzzlesInput>>(fields, { collection: readCurationName, ids: readIds }, 'input');
  return {
    collection: required(input.collection, "expects input.collection, the collection's name."),
    ids: required(input.ids, 'expects input.ids, the puzzles to add or remove.'),
  };
});

export const parseCreateCollectionInput: InputParser<CreateCollectionInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['name', 'description']);
  const input = readFields<Partial<CreateCollectionInput>>(
    fields,
    {
      name: readCurationName,
      description: (value, at) => {
        if (typeof value !== 'string' || value.length > 2_000) throw new InputError(`expects ${at} as a text of at most 2000 characters, but got ${describeValue(value)}.`);
        return value;
      },
    },
    'input',
  );
  const name = required(input.name, "expects input.name, the new collection's name.");
  return input.description !== undefined ? { name, description: input.description } : { name };
});

export const parsePuzzleIdsInput: InputParser<PuzzleIdsInput> = parseWith((raw) => {
  if (raw === undefined || raw === null) return {};
  const fields = readObject(raw, 'input', ['filter', 'sort', 'descending']);
  return readFields<PuzzleIdsInput>(fields, { filter: readLibraryFilter, sort: readListSort, descending: readBoolean }, 'input');
});

export const parseCountInput: InputParser<LibraryFilter> = parseWith((raw) => (raw === undefined || raw === null ? {} : readLibraryFilter(raw, 'filter')));
