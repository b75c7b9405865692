/**
 * A custom technique set as the Ratings view edits it: every technique of its preset (and any
 * it added) in order, each on or off with its value as typed, the fold, the level names and
 * cut points as typed. `setOfDraft` turns it into a set, or says in people's words what stops it.
 * Plain data and functions that change it in place, so the view's state wraps it in `$state`.
 */
import {
  checkCustomSetName,
  presetCustomSet,
  readCustomSet,
  type CustomBase,
  type CustomFold,
  type CustomSet,
} from '../../core/rate/customSet';
import { findTechnique, TECHNIQUES, type TechniqueId } from '../../core/techniques';

interface DraftTechnique {
  readonly id: TechniqueId;
  enabled: boolean;
  /** As typed: a number of 0 or more. */
  value: string;
  /** What each later use adds, for the sums; empty: the same as the first. */
  later: string;
}

interface DraftLevel {
  name: string;
  /** Empty for the last level (it takes every score above the others). */
  upTo: string;
}

export interface RatingDraft {
  name: string;
  base: CustomBase;
  fold: CustomFold;
  techniques: DraftTechnique[];
  levels: DraftLevel[];
}

/** The presets as people know them. */
export const BASE_NAMES: Readonly<Record<CustomBase, string>> = {
  se: 'Sudoku Explainer',
  sukaku: 'Sukaku Explainer',
  sotd: 'Sudoku of the Day',
  grader: 'The 0–10 grader',
  hodoku: 'HoDoKu',
};

/** The folds in people's words. */
export const FOLD_WORDS: Readonly<Record<CustomFold, string>> = {
  hardest: 'The hardest step, as Sudoku Explainer',
  sum: 'The sum, as HoDoKu and Sudoku of the Day',
  'sum-density': 'The sum with a candidate-density factor, as the 0–10 grader',
};

/** A technique's name as people know it (the catalogue's). */
export const techniqueName = (id: TechniqueId): string => findTechnique(id)?.name ?? id;

const text = (value: number | undefined): string => (value === undefined ? '' : String(value));

/** A draft of a set: its techniques on, in order, then the rest of its preset's off, in the preset's order. */
export function draftOfSet(set: CustomSet): RatingDraft {
  const techniques: DraftTechnique[] = set.techniques.map((t) => ({ id: t.id, enabled: true, value: text(t.value), later: text(t.later) }));
  for (const t of presetCustomSet(set.name, set.base).techniques) {
    if (!techniques.some((other) => other.id === t.id))
      techniques.push({ id: t.id, enabled: false, value: text(t.value), later: text(t.later) });
  }
  return {
    name: set.name,
    base: set.base,
    fold: set.fold,
    techniques,
    levels: (set.levels ?? []).map((level) => ({ name: level.name, upTo: text(level.upTo) })),
  };
}

/** A new set's draft: the preset as it is, under a name to change. */
export function draftOfPreset(base: CustomBase, name = `my-${base}`): RatingDraft {
  return draftOfSet(presetCustomSet(name, base));
}

/** Moves the technique at `from` to `to` (both positions in the list). */
export function moveTechnique(draft: RatingDraft, from: number, to: number): void {
  if (from === to || from < 0 || to < 0 || from >= draft.techniques.length || to >= draft.techniques.length) return;
  const [moved] = draft.techniques.splice(from, 1);
  draft.techniques.splice(to, 0, moved!);
}

/** The catalogue techniques the draft does not list, by name: what "Add a technique" offers. */
export function techniquesToAdd(draft: RatingDraft): { id: TechniqueId; name: string }[] {
  return TECHNIQUES.filter((t) => !draft.techniques.some((other) => other.id === t.id))
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Adds a technique at the end of the order, on, at `value`. */
export function addTechnique(draft: RatingDraft, id: TechniqueId, value = 0): void {
  if (draft.techniques.some((t) => t.id === id)) return;
  draft.techniques.push({ id, enabled: true, value: String(value), later: '' });
}

/** A typed number, or why it is not one (in words that name the technique or level). */
function readNumber(typed: string, what: string): number | string {
  const trimmed = typed.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isFinite(value)) return `${what} is not a number: type a value of 0 or more`;
  if (value < 0) return `${what} is ${value}: values must be 0 or more`;
  return value;
}

/**
 * The set a draft makes, or every problem that stops it (each naming the technique or level).
 * The order is that of the techniques that are on.
 */
export function setOfDraft(draft: RatingDraft): { set: CustomSet; problems: [] } | { set: null; problems: string[] } {
  const problems: string[] = [];
  const nameProblem = checkCustomSetName(draft.name);
  if (nameProblem) problems.push(nameProblem.replace(/^'(.*)' is not a set name/, 'The name “$1” will not do'));
  const sums = draft.fold !== 'hardest';
  const techniques: { id: TechniqueId; value: number; later?: number }[] = [];
  for (const t of draft.techniques.filter((candidate) => candidate.enabled)) {
    const name = techniqueName(t.id);
    const value = readNumber(t.value, `${name}'s value`);
    if (typeof value === 'string') problems.push(value);
    let later: number | undefined;
    if (sums && t.later.trim() !== '') {
      const read = readNumber(t.later, `${name}'s later-use value`);
      if (typeof read === 'string') problems.push(read);
      else later = read;
    }
    if (typeof value === 'number') techniques.push({ id: t.id, value, ...(later !== undefined && later !== value ? { later } : {}) });
  }
  if (!draft.techniques.some((t) => t.enabled)) problems.push('The set has no technique turned on: a set needs at least one');
  const levels: { name: string; upTo?: number }[] = [];
  draft.levels.forEach((level, index) => {
    const name = level.name.trim();
    if (name === '') problems.push(`Level ${index + 1} has no name`);
    const last = index === draft.levels.length - 1;
    if (level.upTo.trim() === '') {
      if (!last) problems.push(`Level “${name || index + 1}” needs a cut point: only the last level may take every score above the others`);
      levels.push({ name });
      return;
    }
    const upTo = readNumber(level.upTo, `Level “${name || index + 1}”'s cut point`);
    if (typeof upTo === 'string') problems.push(upTo);
    else levels.push({ name, upTo });
  });
  if (problems.length > 0) return { set: null, problems };
  const read = readCustomSet({
    name: draft.name,
    base: draft.base,
    fold: draft.fold,
    techniques,
    ...(levels.length > 0 ? { levels } : {}),
  });
  if (!read.ok) return { set: null, problems: [read.error.message.charAt(0).toUpperCase() + read.error.message.slice(1)] };
  return { set: read.value, problems: [] };
}
