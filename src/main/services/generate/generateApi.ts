/**
 * The generate methods of the app API: the targets to choose from, a check of typed targets
 * (the generator's own parser and message), and starting a generate job that fills a new
 * collection. The job itself runs in the library's job queue (jobs/rateJobService.ts); it is
 * followed and cancelled like any job.
 */
import { randomInt } from 'node:crypto';
import { checkSections, describeSections, makeSection, type BookSection } from '../../../core/generate/bookSections';
import { SYMMETRIES, SYMMETRY_NAMES } from '../../../core/generate/symmetry';
import { customTargetChoices, TARGET_CHOICES } from '../../../core/generate/targetChoices';
import { useCustomSets } from '../../../core/rate/customRater';
import type { CustomSet } from '../../../core/rate/customSet';
import { readCustomSets } from '../library/store/customSets';
import { parseTarget, parseTargets, ratersOf, TARGET_FORMS, type Target } from '../../../core/generate/targets';
import { fail, ok, type Result } from '../../../core/result';
import {
  DEFAULT_GENERATE_BUDGET_S,
  defaultCollectionName,
  GENERATED_SOURCE,
  type GenerateTargetsView,
  type StartedGenerateJob,
  type BookSectionInput,
  type StartGenerateJobInput,
  type TargetCheck,
} from '../../../shared/generateTypes';
import { DEFAULT_MAX_ATTEMPTS } from './generateRun';
import type { RateJobService } from '../jobs/rateJobService';
import { readCollectionSize } from '../library/store/curation';
import type { LibraryWriter } from '../library/store/db';

const TARGETS_VIEW: GenerateTargetsView = {
  forms: TARGET_FORMS,
  choices: TARGET_CHOICES,
  symmetries: SYMMETRY_NAMES.map((name) => ({ name, meaning: SYMMETRIES[name] })),
};

/** Reads typed targets in the order given, each once. */
function readTargets(texts: readonly string[]): Result<Target[], 'ERR_TARGET'> {
  const targets: Target[] = [];
  for (const text of texts) {
    const parsed = parseTarget(text);
    if (!parsed.ok) return parsed;
    if (!targets.some((target) => target.text === parsed.value.text)) targets.push(parsed.value);
  }
  return ok(targets);
}

/** A book's sections as a person filled them in, checked (a name, a known target, at least one puzzle each). */
function readSections(inputs: readonly BookSectionInput[]): Result<readonly BookSection[], 'ERR_SECTION' | 'ERR_TARGET'> {
  const sections: BookSection[] = [];
  for (const [index, input] of inputs.entries()) {
    const made = makeSection(input.name, input.target, input.count);
    if (!made.ok)
      return fail(made.error.kind, input.name.trim() === '' ? `Section ${index + 1}: ${made.error.message}` : made.error.message);
    sections.push(made.value);
  }
  return checkSections(sections);
}

/** Typed targets as the generator writes them, or its message with the list of valid targets. */
function checkTargets(texts: readonly string[]): TargetCheck {
  const read = readTargets(texts);
  return read.ok ? { ok: true, targets: read.value.map((target) => target.text) } : { ok: false, message: read.error.message };
}

const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export class GenerateApi {
  readonly #db: LibraryWriter;
  readonly #jobs: RateJobService;
  readonly #onChange: () => void;

  /** `onChange` hears that the library changed (a new collection). */
  constructor(db: LibraryWriter, jobs: RateJobService, onChange: () => void) {
    this.#db = db;
    this.#jobs = jobs;
    this.#onChange = onChange;
  }

  /**
   * The library's custom sets, made known to this thread so `custom:<name>:…` targets read (the
   * sets may have been saved or edited since the last call).
   */
  #customSets(): CustomSet[] {
    const sets = readCustomSets(this.#db).map((saved) => saved.set);
    useCustomSets(sets);
    return sets;
  }

  /** The targets to choose from: the fixed ones, then each saved custom set's. */
  targets(): GenerateTargetsView {
    const custom = this.#customSets().flatMap(customTargetChoices);
    return custom.length === 0 ? TARGETS_VIEW : { ...TARGETS_VIEW, choices: [...TARGETS_VIEW.choices, ...custom] };
  }

  check(texts: readonly string[]): TargetCheck {
    this.#customSets();
    return checkTargets(texts);
  }

  start(input: StartGenerateJobInput): StartedGenerateJob {
    this.#customSets();
    if (input.sections !== undefined) return this.#startBook(input, input.sections);
    // The input parser makes sure a request that is not a book has both.
    const count = input.count ?? 1;
    const read = readTargets(input.targets ?? []);
    if (!read.ok) return { jobId: null, problem: 'targets', message: read.error.message };
    const targets = read.value.map((target) => target.text);
    if (input.collection !== undefined && readCollectionSize(this.#db, input.collection) !== undefined) {
      return { jobId: null, problem: 'collection', message: `There is already a collection “${input.collection}”: choose another name.` };
    }
    const collection = input.collection ?? this.#freeName(defaultCollectionName(targets));
    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
    const jobId = this.#startJob(input, { targets, count, collection, seed });
    const puzzles = `${count.toLocaleString('en-US')} ${count === 1 ? 'puzzle' : 'puzzles'}`;
    const waiting =
      this.#jobs.state().queued.includes(jobId) && this.#jobs.state().running !== undefined
        ? ' It starts when the job running now ends.'
        : '';
    return {
      jobId,
      collection,
      seed,
      raters: ratersOf(read.value),
      message: `Job ${jobId} makes ${puzzles} at ${targets.join(' and ')} (seed ${seed}) into “${collection}”.${waiting}`,
    };
  }

  /** Starts a book: its sections in turn into one new collection (named after the title unless given). */
  #startBook(input: StartGenerateJobInput, inputs: readonly BookSectionInput[]): StartedGenerateJob {
    const read = readSections(inputs);
    if (!read.ok) return { jobId: null, problem: 'sections', message: sentence(read.error.message) };
    const sections = read.value;
    if (input.collection !== undefined && readCollectionSize(this.#db, input.collection) !== undefined) {
      return { jobId: null, problem: 'collection', message: `There is already a collection “${input.collection}”: choose another name.` };
    }
    const title = input.title?.trim() ?? '';
    const collection = input.collection ?? this.#freeName(title === '' ? 'Book' : title);
    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
    const targets = [...new Set(sections.map((section) => section.target))];
    const count = sections.reduce((sum, section) => sum + section.count, 0);
    const jobId = this.#startJob(input, { targets, count, sections, collection, seed });
    const parsed = parseTargets(targets);
    return {
      jobId,
      collection,
      seed,
      raters: parsed.ok ? ratersOf(parsed.value) : [],
      message: `Job ${jobId} makes a book of ${describeSections(sections)} (seed ${seed}) into “${collection}”.`,
    };
  }

  /** Queues a generate job with the request's own settings and Patti's defaults for the rest. */
  #startJob(
    input: StartGenerateJobInput,
    what: { targets: string[]; count: number; sections?: readonly BookSection[]; collection: string; seed: number },
  ): number {
    // The sets the targets name go with the job, as they are now.
    const named = new Set(what.targets.map((text) => /^custom:([^:]+):/.exec(text)?.[1]).filter((name) => name !== undefined));
    const customSets = this.#customSets().filter((set) => named.has(set.name));
    const jobId = this.#jobs.startGenerate({
      ...what,
      ...(customSets.length > 0 ? { customSets } : {}),
      symmetry: input.symmetry ?? 'rotate180',
      minimal: input.minimal ?? false,
      budgetMs: (input.budgetS ?? DEFAULT_GENERATE_BUDGET_S) * 1000,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      spread: 'strata',
      source: GENERATED_SOURCE,
      level: what.targets.join(' '),
    });
    this.#onChange();
    return jobId;
  }

  /** `name`, or `name 2`, `name 3` … : the first no collection has. */
  #freeName(name: string): string {
    for (let number = 2, candidate = name; ; candidate = `${name} ${number++}`) {
      if (readCollectionSize(this.#db, candidate) === undefined) return candidate;
    }
  }
}
