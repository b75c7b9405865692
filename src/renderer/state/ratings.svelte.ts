/**
 * The Ratings view's state: the library's custom technique sets, the one being edited (a
 * RatingDraft), saving and deleting it, and the preview that re-rates a sample as it changes.
 *
 * The preview asks the app a short while after the last edit (PREVIEW_DELAY_MS), and only the
 * answer to the latest question is shown: an answer to an older draft arriving late is dropped.
 */
import type { CustomBase } from '../../core/rate/customSet';
import type { AppApi } from '../../shared/api';
import type { CustomSetPreview, CustomSetSummary } from '../../shared/customSetTypes';
import type { SourceSummary } from '../../shared/libraryTypes';
import { draftOfPreset, draftOfSet, setOfDraft, type RatingDraft } from './ratingsDraft';
import { RatingFitState } from './ratingsFit.svelte';

/** How long after the last edit the preview is asked for: typing a number is one edit. */
const PREVIEW_DELAY_MS = 250;

export type SampleChoice = { readonly source: string } | { readonly collection: string };

export interface RatingsMessage {
  readonly kind: 'done' | 'problem';
  readonly text: string;
}

export class RatingsState {
  sets = $state.raw<readonly CustomSetSummary[]>([]);
  sources = $state.raw<readonly SourceSummary[]>([]);
  collections = $state.raw<readonly string[]>([]);
  /** The set being edited; null before one is chosen or started. */
  draft = $state<RatingDraft | null>(null);
  /** The saved set the draft was opened from (Save replaces it); null for a new set. */
  openedName = $state<string | null>(null);
  message = $state.raw<RatingsMessage | null>(null);
  /** The preview's sample and the source whose levels it is compared with ('' until chosen). */
  sample = $state.raw<SampleChoice | null>(null);
  against = $state('');
  preview = $state.raw<CustomSetPreview | null>(null);
  previewProblem = $state<string | null>(null);
  previewing = $state(false);
  /** "Fit a rating to <source>": values that reproduce the compared source's levels. */
  readonly fit: RatingFitState;

  readonly #api: AppApi;
  readonly #go: (name: string | null) => void;
  readonly #delay: number;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #asked = 0;

  /** `go` changes the address to a set (or to the list), so back and forward retrace it. */
  constructor(api: AppApi, go: (name: string | null) => void = () => {}, delay = PREVIEW_DELAY_MS) {
    this.#api = api;
    this.#go = go;
    this.#delay = delay;
    this.fit = new RatingFitState(api);
  }

  /** The problems that stop the draft from being a set (shown beside Save). */
  get problems(): readonly string[] {
    return this.draft ? setOfDraft(this.draft).problems : [];
  }

  /** Sources that give their puzzles levels: what the preview can compare with. */
  get levelledSources(): readonly SourceSummary[] {
    return this.sources.filter((source) => source.levels.length > 1);
  }

  async load(): Promise<void> {
    const [sets, sources, info] = await Promise.all([this.#api.listCustomSets(), this.#api.listSources(), this.#api.libraryInfo()]);
    if (sets.ok) this.sets = sets.value;
    else this.message = { kind: 'problem', text: sets.error.message };
    if (sources.ok) this.sources = sources.value;
    if (info.ok) this.collections = info.value.collections.map((collection) => collection.name);
    if (this.against === '' && this.levelledSources.length > 0) {
      const first = this.levelledSources[0]!.name;
      this.against = first;
      this.sample = { source: first };
    }
  }

  /** Opens a saved set by name (from the address), or shows the list with nothing open. */
  async open(name: string | null): Promise<void> {
    if (name === null || name === this.openedName) return;
    const reply = await this.#api.customSet(name);
    if (!reply.ok) return void (this.message = { kind: 'problem', text: reply.error.message });
    if (reply.value === null) return void (this.message = { kind: 'problem', text: `There is no set named “${name}” in this library.` });
    this.draft = draftOfSet(reply.value.set);
    this.openedName = name;
    this.message = null;
    this.edited();
  }

  /** Goes to a saved set (its address opens it). */
  show(name: string): void {
    if (name !== '') this.#go(name);
  }

  /** Starts a new set from a preset. */
  startFrom(base: CustomBase): void {
    let name = `my-${base}`;
    for (let n = 2; this.sets.some((set) => set.name === name); n++) name = `my-${base}-${n}`;
    this.draft = draftOfPreset(base, name);
    this.openedName = null;
    this.message = null;
    this.#go(null);
    this.edited();
  }

  /** Fits the open set (as saved, or its preset when it is new) to the compared source's levels. */
  async fitToSource(): Promise<void> {
    if (!this.draft || this.against === '') return;
    await this.fit.fit(this.against, this.openedName !== null ? `custom:${this.openedName}` : this.draft.base);
  }

  /** From Compare: fit to `source`'s levels, from the open set or else from HoDoKu's. */
  fitFromCompare(source: string): void {
    this.against = source;
    this.sample = { source };
    if (this.draft) this.#go(this.openedName);
    else this.startFrom('hodoku');
    void this.fitToSource();
  }

  /** Opens the fitted values in the editor as a new, unsaved set named after the source. */
  editFitted(): void {
    const set = this.fit.fittedSet(this.sets.map((saved) => saved.name));
    if (!set) return;
    this.draft = draftOfSet(set);
    this.openedName = null;
    this.message = { kind: 'done', text: `The fitted values are open as “${set.name}”, not yet saved: look at the preview, then Save.` };
    this.#go(null);
    this.edited();
  }

  /** Call after any change to the draft or the sample: the preview follows a moment later. */
  edited(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.refreshPreview();
    }, this.#delay);
  }

  chooseSample(sample: SampleChoice): void {
    this.sample = sample;
    this.edited();
  }

  chooseAgainst(source: string): void {
    this.against = source;
    this.edited();
  }

  /** Asks for the preview of the draft as it is now. */
  async refreshPreview(): Promise<void> {
    if (!this.draft || !this.sample || this.against === '') return;
    const made = setOfDraft(this.draft);
    if (!made.set) {
      this.previewProblem = 'The preview waits for the set to be complete (see the problems above).';
      return;
    }
    const asked = ++this.#asked;
    this.previewing = true;
    const reply = await this.#api.previewCustomSet({ set: made.set, sample: this.sample, against: this.against });
    if (asked !== this.#asked) return;
    this.previewing = false;
    if (reply.ok) {
      this.preview = reply.value;
      this.previewProblem = null;
    } else this.previewProblem = reply.error.message;
  }

  /** Save: replaces the set it was opened from (or saves a new one under the draft's name). */
  async save(): Promise<boolean> {
    if (!this.draft) return false;
    if (this.openedName !== null && this.draft.name !== this.openedName) return this.saveAs(this.draft.name);
    return this.#save(this.openedName !== null);
  }

  /** Save as: the draft under a new name; a name already taken is refused. */
  async saveAs(name: string): Promise<boolean> {
    if (!this.draft) return false;
    this.draft.name = name.trim();
    return this.#save(false);
  }

  async #save(replace: boolean): Promise<boolean> {
    const made = setOfDraft(this.draft!);
    if (!made.set) {
      this.message = { kind: 'problem', text: `Not saved: ${made.problems[0]}` };
      return false;
    }
    const reply = await this.#api.saveCustomSet({ set: made.set, replace });
    if (!reply.ok) {
      this.message = { kind: 'problem', text: `Not saved: ${reply.error.message}` };
      return false;
    }
    this.message = {
      kind: 'done',
      text: replace
        ? `Saved “${made.set.name}”. Its earlier ratings in the library are now stale: rate again to bring them up to date.`
        : `Saved “${made.set.name}”. Rate puzzles with it from the Library, as “custom:${made.set.name}” on the command line.`,
    };
    this.openedName = made.set.name;
    await this.#reloadSets();
    this.#go(made.set.name);
    return true;
  }

  async delete(): Promise<boolean> {
    const name = this.openedName;
    if (name === null) return false;
    const reply = await this.#api.deleteCustomSet(name);
    if (!reply.ok) {
      this.message = { kind: 'problem', text: `Not deleted: ${reply.error.message}` };
      return false;
    }
    this.message = { kind: 'done', text: `Deleted “${name}”. Its ratings stay in the library.` };
    this.draft = null;
    this.openedName = null;
    this.preview = null;
    await this.#reloadSets();
    this.#go(null);
    return true;
  }

  async #reloadSets(): Promise<void> {
    const reply = await this.#api.listCustomSets();
    if (reply.ok) this.sets = reply.value;
  }
}
