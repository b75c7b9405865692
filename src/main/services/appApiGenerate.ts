/**
 * The generate methods of the app API: the targets to choose from, a check of typed targets
 * (the generator's own parser and message), and starting a generate job that fills a new
 * collection. The job itself runs in the library's job queue (jobs/rateJobService.ts); it is
 * followed and cancelled like any job.
 */
import { randomInt } from 'node:crypto';
import { SYMMETRIES, SYMMETRY_NAMES } from '../../core/generate/symmetry';
import { TARGET_CHOICES } from '../../core/generate/targetChoices';
import { parseTarget, ratersOf, TARGET_FORMS, type Target } from '../../core/generate/targets';
import { ok, type Result } from '../../core/result';
import { DEFAULT_GENERATE_BUDGET_S, defaultCollectionName, GENERATED_SOURCE, type GenerateTargetsView, type StartedGenerateJob, type StartGenerateJobInput, type TargetCheck } from '../../shared/generateTypes';
import { DEFAULT_MAX_ATTEMPTS } from './generate/generateRun';
import type { RateJobService } from './jobs/rateJobService';
import { readCollectionSize } from './library/curation';
import type { LibraryWriter } from './library/db';

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

/** Typed targets as the generator writes them, or its message with the list of valid targets. */
export function checkTargets(texts: readonly string[]): TargetCheck {
  const read = readTargets(texts);
  return read.ok ? { ok: true, targets: read.value.map((target) => target.text) } : { ok: false, message: read.error.message };
}

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

  targets(): GenerateTargetsView {
    return TARGETS_VIEW;
  }

  check(texts: readonly string[]): TargetCheck {
    return checkTargets(texts);
  }

  start(input: StartGenerateJobInput): StartedGenerateJob {
    const read = readTargets(input.targets);
    if (!read.ok) return { jobId: null, problem: 'targets', message: read.error.message };
    const targets = read.value.map((target) => target.text);
    if (input.collection !== undefined && readCollectionSize(this.#db, input.collection) !== undefined) {
      return { jobId: null, problem: 'collection', message: `There is already a collection “${input.collection}”: choose another name.` };
    }
    const collection = input.collection ?? this.#freeName(defaultCollectionName(targets));
    const seed = input.seed ?? randomInt(0, 2 ** 31 - 1);
    const jobId = this.#jobs.startGenerate({
      targets,
      count: input.count,
      symmetry: input.symmetry ?? 'rotate180',
      minimal: input.minimal ?? false,
      seed,
      budgetMs: (input.budgetS ?? DEFAULT_GENERATE_BUDGET_S) * 1000,
      maxAttempts: DEFAULT_MAX_ATTEMPTS,
      spread: 'strata',
      collection,
      source: GENERATED_SOURCE,
      level: targets.join(' '),
    });
    this.#onChange();
    const puzzles = `${input.count.toLocaleString('en-US')} ${input.count === 1 ? 'puzzle' : 'puzzles'}`;
    const waiting = this.#jobs.state().queued.includes(jobId) && this.#jobs.state().running !== undefined ? ' It starts when the job running now ends.' : '';
    return {
      jobId,
      collection,
      seed,
      raters: ratersOf(read.value),
      message: `Job ${jobId} makes ${puzzles} at ${targets.join(' and ')} (seed ${seed}) into “${collection}”.${waiting}`,
    };
  }

  /** `name`, or `name 2`, `name 3` … : the first no collection has. */
  #freeName(name: string): string {
    for (let number = 2, candidate = name; ; candidate = `${name} ${number++}`) {
      if (readCollectionSize(this.#db, candidate) === undefined) return candidate;
    }
  }
}
