/**
 * A custom technique set: a person's own rating, as plain data. It starts from one of the
 * presets (its order of trial and its way of finding steps), lists the techniques it allows in
 * the order they are tried with a value for each, says how a solve's values become one number
 * (the fold) and may name levels by cut points on that number.
 *
 * The set is data so that the CLI, the library, a worker thread and an editor can all hold it,
 * compare it and send it on. Its identity is a hash of its canonical content (the name aside):
 * ratings made with another content are stale, as ratings of another engine version are.
 */
import { fail, ok, type Result } from '../result';
import { hashString } from '../simulate/rng';
import {
  GRADER_SET,
  HODOKU_SET,
  SE_SET,
  SOTD_SET,
  SUKAKU_SET,
  withoutGuess,
  type TechniqueSet,
  type Tier,
} from '../simulate/logicalPresets';
import { findTechnique, TECHNIQUES, type Technique, type TechniqueId } from '../techniques';

/** How the values of a solve's steps become the rating. */
export type CustomFold = 'hardest' | 'sum' | 'sum-density';
export const CUSTOM_FOLDS: readonly CustomFold[] = ['hardest', 'sum', 'sum-density'];

/** The presets a set can start from: each gives the order of trial and the values to start with. */
export type CustomBase = 'se' | 'sukaku' | 'sotd' | 'grader' | 'hodoku';
export const CUSTOM_BASES: readonly CustomBase[] = ['se', 'sukaku', 'sotd', 'grader', 'hodoku'];

interface CustomTechnique {
  readonly id: TechniqueId;
  /** The step's value: what the hardest fold compares, what a sum adds (for the first use). */
  readonly value: number;
  /** For the sums: what each later use adds (Sudoku of the Day prices later uses lower); `value` when absent. */
  readonly later?: number;
}

/** A level: scores up to `upTo` (inclusive) that no earlier level took; the last level has no bound. */
export interface CustomLevel {
  readonly name: string;
  readonly upTo?: number;
}

export interface CustomSet {
  /** How people and the CLI call it: `custom:<name>`. Lowercase letters, digits, - and _. */
  readonly name: string;
  readonly base: CustomBase;
  /** The techniques allowed, in the order they are tried, each with its value. */
  readonly techniques: readonly CustomTechnique[];
  readonly fold: CustomFold;
  readonly levels?: readonly CustomLevel[];
}

/** The rater id of a set: `custom:<name>`. */
export const CUSTOM_PREFIX = 'custom:';
export const customRaterId = (name: string): string => `${CUSTOM_PREFIX}${name}`;

/**
 * One version of a custom set: its rater id and the identity of its content. It names the set's
 * technique set and keys the set's traces in the replay cache, so a trace of the set before an
 * edit is never served for the edited set; every version of one set starts with the same prefix.
 */
export const customSetVersionPrefix = (name: string): string => `${customRaterId(name)}@`;
export const customSetVersionKey = (name: string, identity: string): string => `${customSetVersionPrefix(name)}${identity}`;

/** The preset technique set each base solves with (the one its rater folds). */
export function baseTechniqueSet(base: CustomBase): TechniqueSet {
  switch (base) {
    case 'se':
      return withoutGuess(SE_SET);
    case 'sukaku':
      return withoutGuess(SUKAKU_SET);
    case 'sotd':
      return SOTD_SET;
    case 'grader':
      return GRADER_SET;
    case 'hodoku':
      return HODOKU_SET;
  }
}

/** The techniques one tier covers. */
export function tierMembers(tier: Tier): readonly TechniqueId[] {
  if (typeof tier === 'string') return [tier as TechniqueId];
  if (Array.isArray(tier)) return tier as readonly TechniqueId[];
  return (tier as { accepts: readonly TechniqueId[] }).accepts;
}

/** The catalogue value a base gives a technique, if it has one. */
function baseValue(base: CustomBase, technique: Technique): { value: number; later?: number } | undefined {
  switch (base) {
    case 'se':
    case 'sukaku':
      return technique.se === undefined ? undefined : { value: technique.se };
    case 'sotd':
      return technique.sotd && { value: technique.sotd.first, later: technique.sotd.later };
    case 'grader':
      return technique.scale === undefined ? undefined : { value: technique.scale };
    case 'hodoku':
      return technique.hodoku && { value: technique.hodoku.score };
  }
}

/** The fold that reproduces the base preset's main number. */
const BASE_FOLD: Readonly<Record<CustomBase, CustomFold>> = {
  se: 'hardest',
  sukaku: 'hardest',
  sotd: 'sum',
  grader: 'hardest',
  hodoku: 'sum',
};

/** A set equal to a preset: its techniques in its order, at its values, with its fold. */
export function presetCustomSet(name: string, base: CustomBase): CustomSet {
  const seen = new Set<TechniqueId>();
  const techniques: CustomTechnique[] = [];
  for (const tier of baseTechniqueSet(base).tiers) {
    for (const id of tierMembers(tier)) {
      if (seen.has(id)) continue;
      seen.add(id);
      const value = baseValue(base, findTechnique(id)!);
      // A technique the preset tries but does not price (SE's guess) has no place in a rating.
      if (value)
        techniques.push({
          id,
          value: value.value,
          ...(value.later !== undefined && value.later !== value.value ? { later: value.later } : {}),
        });
    }
  }
  return { name, base, techniques, fold: BASE_FOLD[base] };
}

/** The set's content in one canonical form: the name aside, fields in a fixed order. */
function canonicalContent(set: CustomSet): string {
  return JSON.stringify({
    base: set.base,
    fold: set.fold,
    techniques: set.techniques.map((t) => (t.later === undefined ? [t.id, t.value] : [t.id, t.value, t.later])),
    levels: (set.levels ?? []).map((level) => (level.upTo === undefined ? [level.name] : [level.name, level.upTo])),
  });
}

/** The identity of the set's content: 16 hex digits (two independent 32-bit hashes). */
export function customSetIdentity(set: CustomSet): string {
  const text = canonicalContent(set);
  const hex = (value: number): string => value.toString(16).padStart(8, '0');
  return hex(hashString(text)) + hex(hashString(text, 0x1b873593));
}

const NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Why a name is not a set name, or undefined when it is one. */
export function checkCustomSetName(name: string): string | undefined {
  if (NAME.test(name)) return undefined;
  return `'${name}' is not a set name: use 1–40 lowercase letters, digits, - and _, starting with a letter or digit`;
}

/** Edit distance, to suggest the technique id a person meant. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue id nearest to `text`. */
function closestTechniqueId(text: string): TechniqueId {
  let best = TECHNIQUES[0]!.id;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { id } of TECHNIQUES) {
    const distance = editDistance(text.toLowerCase(), id);
    if (distance < bestDistance) {
      best = id;
      bestDistance = distance;
    }
  }
  return best;
}

/** The message for an id the catalogue does not have. */
function unknownTechniqueMessage(text: string): string {
  return `unknown technique '${text}' (did you mean ${closestTechniqueId(text)}?)`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function checkValue(id: string, field: string, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${id}'s ${field} must be a number, not ${JSON.stringify(value)}`;
  if (value < 0) return `${id}'s ${field} is ${value}; values must be 0 or more`;
  return undefined;
}

/**
 * Reads a set from JSON data (a file, the library, a message between threads), checking
 * everything: the first problem found is the message, in words that name the field.
 */
export function readCustomSet(data: unknown): Result<CustomSet, 'ERR_CUSTOM_SET'> {
  const bad = (message: string) => fail('ERR_CUSTOM_SET' as const, message);
  if (!isRecord(data)) return bad('a technique set is a JSON object with name, base, techniques and fold');
  const { name, base, techniques, fold, levels } = data;
  if (typeof name !== 'string') return bad('the set has no name');
  const nameProblem = checkCustomSetName(name);
  if (nameProblem) return bad(nameProblem);
  if (typeof base !== 'string' || !(CUSTOM_BASES as readonly string[]).includes(base)) {
    return bad(`unknown base preset ${JSON.stringify(base)} (use ${CUSTOM_BASES.join(', ')})`);
  }
  if (fold === undefined || typeof fold !== 'string' || !(CUSTOM_FOLDS as readonly string[]).includes(fold)) {
    return bad(`unknown fold ${JSON.stringify(fold)} (use ${CUSTOM_FOLDS.join(', ')})`);
  }
  if (!Array.isArray(techniques) || techniques.length === 0) return bad(`set '${name}' has no techniques: a set needs at least one`);
  const read: CustomTechnique[] = [];
  const placeOf = new Map<string, number>();
  for (const [index, entry] of techniques.entries()) {
    if (!isRecord(entry) || typeof entry.id !== 'string') return bad(`technique ${index + 1} of the order has no id`);
    const id = entry.id;
    if (!findTechnique(id)) return bad(unknownTechniqueMessage(id));
    const earlier = placeOf.get(id);
    if (earlier !== undefined) {
      return bad(
        `${id} is in the order twice (places ${earlier} and ${index + 1}), so the order would go round in a cycle: list each technique once`,
      );
    }
    placeOf.set(id, index + 1);
    const valueProblem =
      checkValue(id, 'value', entry.value) ?? (entry.later === undefined ? undefined : checkValue(id, 'later value', entry.later));
    if (valueProblem) return bad(valueProblem);
    read.push({
      id: id as TechniqueId,
      value: entry.value as number,
      ...(entry.later === undefined ? {} : { later: entry.later as number }),
    });
  }
  const readLevels = readLevelList(levels);
  if (!readLevels.ok) return bad(readLevels.error.message);
  return ok({
    name,
    base: base as CustomBase,
    techniques: read,
    fold: fold as CustomFold,
    ...(readLevels.value ? { levels: readLevels.value } : {}),
  });
}

function readLevelList(levels: unknown): Result<CustomLevel[] | undefined> {
  if (levels === undefined || (Array.isArray(levels) && levels.length === 0)) return ok(undefined);
  if (!Array.isArray(levels)) return fail('ERR_CUSTOM_SET', 'levels must be a list of {"name", "upTo"}');
  const read: CustomLevel[] = [];
  for (const [index, level] of levels.entries()) {
    if (!isRecord(level) || typeof level.name !== 'string' || level.name.trim() === '')
      return fail('ERR_CUSTOM_SET', `level ${index + 1} has no name`);
    if (read.some((other) => other.name.toLowerCase() === (level.name as string).toLowerCase()))
      return fail('ERR_CUSTOM_SET', `level '${level.name}' is named twice`);
    const last = index === levels.length - 1;
    if (level.upTo === undefined) {
      if (!last) return fail('ERR_CUSTOM_SET', `level '${level.name}' needs an upTo: only the last level may be open-ended`);
      read.push({ name: level.name });
      continue;
    }
    const problem = checkValue(`level '${level.name}'`, 'upTo', level.upTo);
    if (problem) return fail('ERR_CUSTOM_SET', problem);
    const previous = read[read.length - 1];
    if (previous?.upTo !== undefined && (level.upTo as number) <= previous.upTo) {
      return fail(
        'ERR_CUSTOM_SET',
        `level '${level.name}' ends at ${level.upTo as number}, not above '${previous.name}' (${previous.upTo}): cut points must rise`,
      );
    }
    read.push({ name: level.name, upTo: level.upTo as number });
  }
  return ok(read);
}

/** The changes `patti rater create --from` makes to a preset. */
export interface CustomSetChanges {
  readonly without?: readonly string[];
  /** `id=value`: a new value for a technique of the set, or a technique added at the end of the order. */
  readonly values?: readonly string[];
  readonly fold?: string;
}

/** A preset with changes, checked like any set. */
export function derivedCustomSet(name: string, base: string, changes: CustomSetChanges): Result<CustomSet, 'ERR_CUSTOM_SET'> {
  const nameProblem = checkCustomSetName(name);
  if (nameProblem) return fail('ERR_CUSTOM_SET', nameProblem);
  if (!(CUSTOM_BASES as readonly string[]).includes(base))
    return fail('ERR_CUSTOM_SET', `unknown preset '${base}' (use ${CUSTOM_BASES.join(', ')})`);
  const preset = presetCustomSet(name, base as CustomBase);
  let techniques: { id: string; value: number; later?: number }[] = preset.techniques.map((t) => ({ ...t }));
  for (const id of changes.without ?? []) {
    if (!findTechnique(id)) return fail('ERR_CUSTOM_SET', unknownTechniqueMessage(id));
    if (!techniques.some((t) => t.id === id)) return fail('ERR_CUSTOM_SET', `${id} is not in the ${base} preset, so it cannot be removed`);
    techniques = techniques.filter((t) => t.id !== id);
  }
  for (const text of changes.values ?? []) {
    const match = /^([^=]+)=(.*)$/.exec(text);
    if (!match) return fail('ERR_CUSTOM_SET', `--value takes ID=N (e.g. x-wing=3.5), not '${text}'`);
    const id = match[1]!.trim();
    const value = match[2]!.trim() === '' ? NaN : Number(match[2]);
    if (!findTechnique(id)) return fail('ERR_CUSTOM_SET', unknownTechniqueMessage(id));
    const problem = checkValue(id, 'value', Number.isNaN(value) ? match[2] : value);
    if (problem) return fail('ERR_CUSTOM_SET', problem);
    const existing = techniques.find((t) => t.id === id);
    // A new value replaces both prices: the person named one number for the technique.
    if (existing) {
      existing.value = value;
      delete existing.later;
    } else techniques.push({ id, value });
  }
  return readCustomSet({ name, base, techniques, fold: changes.fold ?? preset.fold });
}
