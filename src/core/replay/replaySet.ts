/**
 * The set a replay follows: a preset, or a custom technique set saved in the library. Links,
 * the app API and the replay cache name it by a string (`se`, `custom:my-set`); this module reads
 * that string into a form that tells the two apart, and pairs a custom set's id with the set's
 * content, which only the main process can read (it owns the library) and sends to the worker.
 */
import { fail, ok, type Result } from '../result';
import { checkCustomSetName, CUSTOM_PREFIX, type CustomSet } from '../rate/customSet';
import { TECHNIQUE_SET_IDS, type CustomSetId, type PresetSetId, type TechniqueSetId } from './views';

/** A set id read: a preset, or a custom set by name. */
export type ReplaySetRef =
  { readonly kind: 'preset'; readonly id: PresetSetId } | { readonly kind: 'custom'; readonly id: CustomSetId; readonly name: string };

/** A set ready to solve with: a preset, or a custom set with its content. */
export type ReplaySet =
  { readonly kind: 'preset'; readonly id: PresetSetId } | { readonly kind: 'custom'; readonly id: CustomSetId; readonly set: CustomSet };

export function isPresetSetId(text: string): text is PresetSetId {
  return (TECHNIQUE_SET_IDS as readonly string[]).includes(text);
}

export function isCustomSetId(text: string): text is CustomSetId {
  return text.startsWith(CUSTOM_PREFIX);
}

/** The id of a custom set by its name. */
export const customSetId = (name: string): CustomSetId => `${CUSTOM_PREFIX}${name}`;

/** Reads a set id, saying what is wrong with one that is not. */
export function readTechniqueSetId(text: string): Result<ReplaySetRef, 'ERR_SET'> {
  if (isPresetSetId(text)) return ok({ kind: 'preset', id: text });
  if (isCustomSetId(text)) {
    const name = text.slice(CUSTOM_PREFIX.length);
    const problem = checkCustomSetName(name);
    return problem ? fail('ERR_SET', problem) : ok({ kind: 'custom', id: customSetId(name), name });
  }
  return fail('ERR_SET', `unknown technique set '${text.slice(0, 40)}' (use ${TECHNIQUE_SET_IDS.join(', ')} or custom:NAME)`);
}

/**
 * The set an id names, with the custom set's content when it is a custom one. Throws when the
 * content is missing or is another set's: a request the main process should not have sent.
 */
export function replaySetOf(id: TechniqueSetId, custom?: CustomSet): ReplaySet {
  const read = readTechniqueSetId(id);
  if (!read.ok) throw new Error(read.error.message);
  if (read.value.kind === 'preset') return read.value;
  if (!custom) throw new Error(`the custom set '${read.value.name}' was not sent with the request`);
  if (custom.name !== read.value.name) throw new Error(`the request names the set '${read.value.name}' but carries '${custom.name}'`);
  return { kind: 'custom', id: read.value.id, set: custom };
}

/** The name people read for a set id: a custom set's name marked as theirs ("my-set (custom)"). */
export function customSetLabel(id: CustomSetId): string {
  return `${id.slice(CUSTOM_PREFIX.length)} (custom)`;
}
