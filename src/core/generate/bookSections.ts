/**
 * A puzzle book's sections: each a name, a target (or level) and how many puzzles, written
 * `NAME=TARGET*COUNT` on the command line ("Easy=universal:easy*20"). The book is generated
 * section by section into one collection whose puzzles remember their section, then printed
 * with each section opening on a new page.
 */
import { fail, ok, type Result } from '../result';
import { parseTarget } from './targets';

export interface BookSection {
  /** The section's heading in the book ("Easy"). */
  readonly name: string;
  /** The target as the generator writes it (`universal:easy`, `se:6-7`). */
  readonly target: string;
  readonly count: number;
}

/** How a section is written, for messages and help. */
export const SECTION_FORM = 'NAME=TARGET*COUNT';
export const SECTION_EXAMPLE = 'Easy=universal:easy*20';
/** Most characters a section's name may have: it is a page heading. */
const MAX_SECTION_NAME = 60;
/** Most puzzles one section may ask for. */
const MAX_SECTION_COUNT = 10_000;

export type SectionError = 'ERR_SECTION' | 'ERR_TARGET';

/** Reads and checks a section's name, target and count, each of which a person typed. */
export function makeSection(name: string, targetText: string, count: number): Result<BookSection, SectionError> {
  const trimmed = name.trim();
  if (trimmed === '') return fail('ERR_SECTION', 'a section needs a name (the heading it opens with)');
  if (trimmed.length > MAX_SECTION_NAME)
    return fail('ERR_SECTION', `the section name '${trimmed.slice(0, 20)}…' is longer than ${MAX_SECTION_NAME} characters`);
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SECTION_COUNT) {
    return fail(
      'ERR_SECTION',
      `section '${trimmed}' asks for ${count} puzzles; a section holds from 1 to ${MAX_SECTION_COUNT.toLocaleString('en-US')}`,
    );
  }
  if (count === 0) return fail('ERR_SECTION', `section '${trimmed}' is empty: ask for at least one puzzle`);
  const target = parseTarget(targetText);
  if (!target.ok) return fail('ERR_TARGET', `section '${trimmed}': ${target.error.message}`);
  return ok({ name: trimmed, target: target.value.text, count });
}

/**
 * Reads `NAME=TARGET*COUNT`: the name runs to the first `=`, the count follows the last `*`.
 * A malformed section is named in the message with the form it should take.
 */
export function parseSection(text: string): Result<BookSection, SectionError> {
  const match = /^([^=]*)=(.*)\*\s*(\d{1,16})\s*$/s.exec(text);
  if (!match) return fail('ERR_SECTION', `the section '${text}' is not of the form ${SECTION_FORM} (e.g. ${SECTION_EXAMPLE})`);
  const [, name, target] = match;
  if (target!.trim() === '')
    return fail('ERR_SECTION', `the section '${text}' names no target; write it ${SECTION_FORM} (e.g. ${SECTION_EXAMPLE})`);
  return makeSection(name!, target!, Number(match[3]));
}

/** Checks a whole book's sections: at least one, and no two with the same name (their headings would clash). */
export function checkSections(sections: readonly BookSection[]): Result<readonly BookSection[], SectionError> {
  if (sections.length === 0)
    return fail('ERR_SECTION', `a book needs at least one section, written ${SECTION_FORM} (e.g. ${SECTION_EXAMPLE})`);
  const seen = new Set<string>();
  for (const section of sections) {
    const key = section.name.toLowerCase();
    if (seen.has(key)) return fail('ERR_SECTION', `two sections are named '${section.name}'; give each its own name`);
    seen.add(key);
  }
  return ok(sections);
}

/** Reads every `--section` of a book, stopping at the first bad one. */
export function parseSections(texts: readonly string[]): Result<readonly BookSection[], SectionError> {
  const sections: BookSection[] = [];
  for (const text of texts) {
    const parsed = parseSection(text);
    if (!parsed.ok) return parsed;
    sections.push(parsed.value);
  }
  return checkSections(sections);
}

/**
 * The seed a section generates from: the book's seed moved along by the section's place, so two
 * sections with the same target still get different puzzles, and a seeded book is made again
 * the same.
 */
export function sectionSeed(seed: number, index: number): number {
  return (seed + Math.imul(index, 0x9e3779b9)) >>> 0;
}

/** "20 Easy, 20 Hard": the sections and their sizes, for a cover or a message. */
export function describeSections(sections: readonly { readonly name: string; readonly count: number }[]): string {
  return sections.map((section) => `${section.count} ${section.name}`).join(', ');
}
