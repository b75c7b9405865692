/**
 * Input parsers of the curation methods (tags, collections, ordered ids, counts). Tag and
 * collection names are trimmed and must say something; control characters are refused so a
 * name never carries terminal escapes into `patti` output.
 */
import {
  MAX_CURATION_IDS,
  type CollectionPuzzlesInput,
  type CreateCollectionInput,
  type NamePuzzleInput,
  type PuzzleIdsInput,
  type RenameSourceInput,
  type SetLevelInput,
  type TagPuzzlesInput,
} from './curationTypes';
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
  if (raw.length > MAX_CURATION_IDS)
    throw new InputError(`expects at most ${MAX_CURATION_IDS} puzzle ids in ${path}, but got ${raw.length}.`);
  return raw.map((id, index) => readWholeNumber(id, `${path}[${index}]`, 1, Number.MAX_SAFE_INTEGER));
}

function required<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new InputError(message);
  return value;
}

export const parseTagPuzzlesInput: InputParser<TagPuzzlesInput> = parseWith((raw) => {
  const input = readFields<Partial<TagPuzzlesInput>>(
    readObject(raw, 'input', ['tag', 'ids']),
    { tag: readCurationName, ids: readIds },
    'input',
  );
  return {
    tag: required(input.tag, 'expects input.tag, the tag to add or take off.'),
    ids: required(input.ids, 'expects input.ids, the puzzles to tag.'),
  };
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
        if (typeof value !== 'string' || value.length > 2_000)
          throw new InputError(`expects ${at} as a text of at most 2000 characters, but got ${describeValue(value)}.`);
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

export const parseCountInput: InputParser<LibraryFilter> = parseWith((raw) =>
  raw === undefined || raw === null ? {} : readLibraryFilter(raw, 'filter'),
);

export const parseSetLevelInput: InputParser<SetLevelInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['level', 'source', 'ids', 'filter']);
  const input = readFields<Partial<SetLevelInput>>(
    fields,
    { level: readCurationName, source: readCurationName, ids: readIds, filter: readLibraryFilter },
    'input',
  );
  const level = required(input.level, "expects input.level, the level's name.");
  if ((input.ids === undefined) === (input.filter === undefined))
    throw new InputError('expects either input.ids (the chosen puzzles) or input.filter (every puzzle it selects).');
  return {
    level,
    ...(input.source !== undefined ? { source: input.source } : {}),
    ...(input.ids !== undefined ? { ids: input.ids } : {}),
    ...(input.filter !== undefined ? { filter: input.filter } : {}),
  };
});

export const parseRenameSourceInput: InputParser<RenameSourceInput> = parseWith((raw) => {
  const input = readFields<Partial<RenameSourceInput>>(
    readObject(raw, 'input', ['from', 'to']),
    { from: readCurationName, to: readCurationName },
    'input',
  );
  return {
    from: required(input.from, "expects input.from, the source's name."),
    to: required(input.to, "expects input.to, the source's new name."),
  };
});

/** Longest name of a puzzle (the library's table checks the same). */
export const MAX_PUZZLE_NAME = 200;

export const parseNamePuzzleInput: InputParser<NamePuzzleInput> = parseWith((raw) => {
  const fields = readObject(raw, 'input', ['id', 'name']);
  const input = readFields<Partial<NamePuzzleInput>>(
    fields,
    {
      id: (value, at) => readWholeNumber(value, at, 1, Number.MAX_SAFE_INTEGER),
      name: (value, at) => {
        if (typeof value !== 'string') throw new InputError(`expects ${at} as a string, but got ${describeValue(value)}.`);
        const name = value.trim();
        if (name.length > MAX_PUZZLE_NAME)
          throw new InputError(`expects ${at} of at most ${MAX_PUZZLE_NAME} characters, but got ${name.length}.`);
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(name))
          throw new InputError(`expects ${at} without control characters (tabs, line breaks, escapes).`);
        return name;
      },
    },
    'input',
  );
  return {
    id: required(input.id, 'expects input.id, the puzzle to name.'),
    name: required(input.name, 'expects input.name (empty to take the name off).'),
  };
});
