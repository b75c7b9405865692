/**
 * Generates a puzzle book: its sections one after the other, each a generate request of its own
 * (its target, its count, the book's seed moved along by the section's place, the whole time
 * budget) on the same workers, so a section's puzzles are spread across its target as any
 * request's are. A section whose target cannot be met in its time stops there, keeping the
 * puzzles it made, and the book goes on with the next section.
 */
import type { GenerateOutcome, SearchProgress } from '../../../core/generate/generate';
import { sectionSeed, type BookSection } from '../../../core/generate/bookSections';
import type { WorkerPool } from '../jobs/pool';
import { generateInOrder, type GenerateRunSettings } from './generateRun';

/** What every section of a book shares: the generate settings but the target, count and seed of each. */
export type BookRunSettings = Omit<GenerateRunSettings, 'count' | 'targets'>;

/** The generate request of section `index` of a book. */
function sectionSettings(settings: BookRunSettings, section: BookSection, index: number): GenerateRunSettings {
  return { ...settings, count: section.count, targets: [section.target], seed: sectionSeed(settings.seed, index) };
}

/** A puzzle of a section (or the message why the section stopped), in order. */
export interface BookResult {
  readonly section: number;
  /** The puzzle's index within its section. */
  readonly index: number;
  readonly outcome: GenerateOutcome;
}

export interface BookRunHooks {
  /** A section's searches begin (after `from` of its puzzles were already made). */
  readonly onSection?: (section: number, from: number) => void;
  readonly onProgress?: (section: number, index: number, progress: SearchProgress) => void;
}

/**
 * The book's puzzles, section by section in index order. `from[i]` puzzles of section i were
 * made before (a resumed job) and are skipped. A section that fails yields its failure once and
 * the book moves on: the caller decides what to say.
 */
export async function* generateBookInOrder(
  sections: readonly BookSection[],
  settings: BookRunSettings,
  pool: WorkerPool | undefined,
  from: readonly number[] = [],
  hooks: BookRunHooks = {},
): AsyncGenerator<BookResult> {
  for (const [at, section] of sections.entries()) {
    const start = from[at] ?? 0;
    if (start >= section.count) continue;
    hooks.onSection?.(at, start);
    const onProgress = hooks.onProgress && ((index: number, progress: SearchProgress) => hooks.onProgress!(at, index, progress));
    for await (const { index, outcome } of generateInOrder(sectionSettings(settings, section, at), pool, start, onProgress)) {
      yield { section: at, index, outcome };
      if (!outcome.ok) break;
    }
  }
}

/** One section of a finished book: how many it asked for, how many were made, why it stopped short. */
export interface SectionTally {
  readonly name: string;
  readonly target: string;
  readonly asked: number;
  readonly made: number;
  readonly failure?: string;
}

/** "section 'Hard' (universal:hard) was left short with 3 of 6 made — <why>": the sections that stopped short. */
export function describeShortSections(tallies: readonly SectionTally[]): string | undefined {
  const short = tallies.filter((tally) => tally.made < tally.asked);
  if (short.length === 0) return undefined;
  return short
    .map(
      (tally) =>
        `section '${tally.name}' (${tally.target}) was left short with ${tally.made} of ${tally.asked} made${tally.failure ? ` \u2014 ${tally.failure}` : ''}`,
    )
    .join('; ');
}
