/**
 * The Replay mode's state: one puzzle's easiest-first solve in a technique set, the step on
 * show (before or after it), its alternatives, and the ratings of the sets already opened so a
 * switch of set shows how the rating changes. A solve that takes long is shown as it goes: the
 * steps found so far at once, more as they are found, the rating when it is complete.
 */
import type { AppApi } from '../../shared/api';
import type { Highlights } from '../../core/step';
import {
  FOLD_OF_SET,
  type BoardPosition,
  type PresetSetId,
  type PuzzleProblem,
  type PuzzleRef,
  type RatingFold,
  type StepView,
  type TechniqueSetId,
  type TraceProgressView,
  type TraceRatingView,
  type TraceView,
} from '../../shared/workspaceTypes';
import type { CustomSetSummary } from '../../shared/customSetTypes';
import { customSetId, customSetLabel, isCustomSetId } from '../../core/replay/replaySet';
import { distinctAlternatives } from './alternatives';
import { pathSeries, type PathSeries } from '../charts/pathSeries';
import { Playback } from './playback.svelte';
import { sameRef } from './routes';
import { innerChainHighlights, innerChainLabel } from '../../core/replay/innerChains';
import { innerChainAt, outerChainHighlights } from '../../core/replay/nestedDrawing';
import type { InnerChain } from '../../core/strategies/nestedForcing';

/** What the board shows: a position, its pencil marks and the highlights drawn on it. */
export interface BoardView {
  readonly givens: string;
  readonly position: BoardPosition;
  readonly highlights: Highlights | null;
  readonly label: string;
}

/** A set as the switcher shows it: a short name on the tile, the full one in its tooltip (the id stays in links). */
export interface SetChoice {
  readonly id: TechniqueSetId;
  readonly short: string;
  readonly name: string;
}

/** The preset technique sets as the switcher shows them. */
const TECHNIQUE_SETS: readonly (SetChoice & { readonly id: PresetSetId })[] = [
  { id: 'se', short: 'SE', name: 'Sudoku Explainer' },
  { id: 'hodoku', short: 'HoDoKu', name: 'HoDoKu' },
  { id: 'sotd', short: 'Costs', name: 'Technique costs (Sudoku of the Day)' },
  { id: 'grader', short: 'Grader', name: 'Grader 0–10' },
];

/** A saved custom set as the switcher shows it: its name on the tile, marked as a custom set in the tooltip. */
export function customSetChoice(id: TechniqueSetId): SetChoice {
  return { id, short: isCustomSetId(id) ? id.slice('custom:'.length) : id, name: isCustomSetId(id) ? customSetLabel(id) : id };
}

/**
 * The switcher's sets: the presets, then every saved custom set by name, and the set open now
 * if it is a custom set no longer saved (a link to it, a set deleted since).
 */
export function setChoices(saved: readonly CustomSetSummary[], open: TechniqueSetId): SetChoice[] {
  const custom = saved.map((set) => customSetId(set.name));
  if (isCustomSetId(open) && !custom.includes(open)) custom.push(open);
  return [...TECHNIQUE_SETS, ...custom.map(customSetChoice)];
}

/** A rating as a set's tile shows it: a custom set's without its name, which the tile already shows. */
export function tileRating(choice: SetChoice, rating: TraceRatingView | undefined): string {
  if (!rating) return 'not yet';
  if (!isCustomSetId(choice.id)) return rating.label;
  const shown = rating.label.startsWith(choice.name) ? rating.label.slice(choice.name.length).replace(/^:?\s*/, '') : rating.label;
  return shown === '' ? rating.label : shown;
}

/** How a set folds its step values: a preset's own fold, a custom set's as its summary says (the hardest step or a sum). */
export function foldOfSet(set: TechniqueSetId, saved: readonly CustomSetSummary[]): RatingFold {
  if (!isCustomSetId(set)) return FOLD_OF_SET[set];
  const summary = saved.find((candidate) => customSetId(candidate.name) === set);
  return summary === undefined || summary.fold === 'hardest' ? 'max' : 'sum';
}

/**
 * Why a solve ended before the puzzle was solved, in words: a custom set's own reason (its
 * techniques ran out, or led to a contradiction), and that the board after the last step is
 * where it stopped.
 */
export function unfinishedWords(trace: TraceView, setName: string): string {
  const reason = (trace.rating.detail as { unfinished?: { reason?: unknown } } | null)?.unfinished?.reason;
  const why =
    typeof reason === 'string'
      ? reason
      : trace.outcome === 'contradiction'
        ? `its steps led to a contradiction after ${trace.steps.length} steps`
        : `none of its techniques applies after ${trace.steps.length} steps`;
  return `The ${setName} set cannot finish this puzzle: ${why.replaceAll("the set's", 'its')}. The board after the last step shows where it stopped.`;
}

/** After a step, the board keeps only what changed: the placements and the removed candidates. */
function effectOnly(highlights: Highlights): Highlights {
  return { ...highlights, cells: [], houses: [], coverHouses: [], kept: [], accent: [], links: [] };
}

export class ReplayState {
  ref = $state.raw<PuzzleRef | null>(null);
  set = $state<TechniqueSetId>('se');
  /** The complete solve, with its rating. */
  trace = $state.raw<TraceView | null>(null);
  /** While the solve goes on: every step found so far (from 0), the board after them and the ticket for more. */
  progress = $state.raw<TraceProgressView | null>(null);
  loading = $state(false);
  /** A failed call or a puzzle that cannot be replayed (unknown id), in words. */
  error = $state<string | null>(null);
  /** Show the position after the current step instead of before it. */
  showAfter = $state(false);
  /** The library's custom technique sets, offered beside the presets. */
  customSets = $state.raw<readonly CustomSetSummary[]>([]);
  readonly sets = $derived(setChoices(this.customSets, this.set));
  /** The rating of each set opened for this puzzle. */
  ratings = $state.raw<Partial<Record<TechniqueSetId, TraceRatingView>>>({});
  /** The other applications available at the current step at its own value, each once (see alternatives.ts), once asked for. */
  alternatives = $state.raw<readonly StepView[] | null>(null);
  alternativesFor = $state<number | null>(null);
  alternativesLoading = $state(false);
  /** The alternative drawn on the board instead of the solve's own step. */
  preview = $state<number | null>(null);
  /** A cell named in the words, drawn outlined on the board. */
  pointedCell = $state<number | null>(null);
  /** An inner chain of a step (nested forcing chains), drawn on the board instead of the whole step while that step is on show. */
  innerPick = $state.raw<{ readonly step: StepView; readonly chain: InnerChain } | null>(null);
  /** A nested step drawn with every link of its inner chains too, instead of its outer chain alone (opt-in: it is a tangle). */
  allLinks = $state(false);

  readonly playback = new Playback();

  readonly steps = $derived(this.trace?.steps ?? this.progress?.steps ?? []);
  /**
   * The rating of the set chosen, null until its solve is complete. While a switch of set is
   * asked for, the previous set's solve stays on show (the reader keeps their place), but its
   * rating is not this set's.
   */
  readonly rating = $derived(this.trace !== null && this.trace.set === this.set ? this.trace.rating : null);
  /** The puzzle on show, complete or not. */
  readonly puzzle = $derived(this.trace?.puzzle ?? this.progress?.puzzle ?? null);
  /** Digits on the board after the last step found, givens included (what a solve in progress has done). */
  readonly filled = $derived(this.progress ? [...this.progress.position.values].filter((c) => c >= '1' && c <= '9').length : 0);
  readonly current = $derived<StepView | null>(this.steps[this.playback.index] ?? null);
  readonly previewed = $derived<StepView | null>(
    this.preview !== null && this.alternativesFor === this.playback.index ? (this.alternatives?.[this.preview] ?? null) : null,
  );
  readonly shownStep = $derived(this.previewed ?? this.current);
  readonly shownInner = $derived<InnerChain | null>(this.innerPick && this.innerPick.step === this.shownStep ? this.innerPick.chain : null);
  /** Draws `chain`, an inner chain of the step on show, or the whole step again (null). */
  showInner(chain: InnerChain | null): void {
    this.innerPick = chain && this.shownStep ? { step: this.shownStep, chain } : null;
  }
  /** The nested step whose outer chain the board draws, its markers open their inner chains (null: none on show). */
  readonly outerChainShown = $derived.by(() => {
    const step = this.shownStep;
    if (!step || step.step.kind !== 'nestedForcingChain' || this.shownInner || this.allLinks || (this.showAfter && !this.previewed))
      return null;
    return step.step;
  });
  /** Draws the inner chain that proves the marker in `cell`, when the board shows an outer chain with one there. */
  showInnerAt(cell: number): void {
    const chain = this.outerChainShown && innerChainAt(this.outerChainShown, cell);
    if (chain) this.showInner(chain);
  }
  readonly series = $derived<PathSeries | null>(
    this.puzzle !== null
      ? pathSeries(
          this.steps.map((step) => step.value),
          this.trace?.set === this.set ? this.trace.rating.fold : foldOfSet(this.set, this.customSets),
        )
      : null,
  );

  readonly board = $derived.by<BoardView | null>(() => {
    const givens = this.puzzle;
    const final = this.trace?.final ?? this.progress?.position;
    const step = this.shownStep;
    if (givens === null || !final) return null;
    if (!step) return { givens, position: final, highlights: null, label: this.trace ? 'The puzzle (no steps)' : 'The puzzle (solving…)' };
    const name = `Step ${step.index + 1}, ${step.techniqueName}`;
    if (this.showAfter && !this.previewed) {
      const after = this.steps[step.index + 1]?.before ?? final;
      return { givens, position: after, highlights: effectOnly(step.highlights), label: `${name}: the board after it` };
    }
    if (this.shownInner)
      return {
        givens,
        position: step.before,
        highlights: innerChainHighlights(this.shownInner),
        label: `${name}: ${innerChainLabel(this.shownInner)}`,
      };
    if (this.outerChainShown)
      return {
        givens,
        position: step.before,
        highlights: outerChainHighlights(this.outerChainShown),
        label: `${name}: the board before it, with the outer chain`,
      };
    return { givens, position: step.before, highlights: step.highlights, label: `${name}: the board before it, with the pattern` };
  });
  /** The cells holding a marker of the outer chain on show: a click there opens the inner chain behind it. */
  readonly markerCells = $derived<ReadonlySet<number>>(
    new Set(this.outerChainShown ? (this.board?.highlights?.accent ?? []).map((candidate) => Math.floor(candidate / 9)) : []),
  );

  readonly #api: AppApi;
  #request = 0;

  constructor(api: AppApi) {
    this.#api = api;
  }

  /** Reads the library's custom sets for the switcher (none when there is no library). */
  async loadCustomSets(): Promise<void> {
    const reply = await this.#api.listCustomSets();
    const sets = reply.ok ? reply.value : [];
    // A set edited or deleted since its tile was rated: its rating is no longer the set's.
    const identities = new Map(sets.map((set) => [`custom:${set.name}`, set.identity]));
    const before = new Map(this.customSets.map((set) => [`custom:${set.name}`, set.identity]));
    const stale = Object.keys(this.ratings).filter((id) => before.has(id) && before.get(id) !== identities.get(id));
    if (stale.length > 0) this.ratings = Object.fromEntries(Object.entries(this.ratings).filter(([id]) => !stale.includes(id)));
    this.customSets = sets;
  }

  /**
   * Opens a puzzle's solve in a set, unless it is already open. Answers the problem when the
   * puzzle cannot be replayed (no or several solutions, not readable), for the workspace to
   * hand it to the editor.
   */
  async open(ref: PuzzleRef, set: TechniqueSetId): Promise<PuzzleProblem | null> {
    if (this.ref && sameRef(this.ref, ref) && this.set === set && (this.trace || this.progress || this.loading)) return null;
    const samePuzzle = this.ref !== null && sameRef(this.ref, ref);
    const keepIndex = samePuzzle && this.steps.length > 0;
    // Switching sets keeps the reader near the same point of the solve, measured in placed digits.
    const placedBefore = keepIndex ? this.#filledCount() : 0;
    this.#stopFollowing();
    if (!samePuzzle) {
      this.ratings = {};
      this.trace = null;
    }
    this.ref = ref;
    this.set = set;
    const request = ++this.#request;
    this.loading = true;
    this.error = null;
    const reply = await this.#api.puzzleTrace({ ...ref, set, progressive: true });
    if (request !== this.#request) {
      if (reply.ok && reply.value.kind === 'trace-progress') void this.#api.cancelTrace(reply.value.ticket);
      return null;
    }
    this.loading = false;
    if (!reply.ok) {
      this.error = reply.error.message;
      this.trace = null;
      return null;
    }
    const value = reply.value;
    if (value.kind === 'problem') {
      this.trace = null;
      if (value.reason === 'unknown-id') this.error = value.message;
      return value.reason === 'unknown-id' ? null : value;
    }
    this.#clearAlternatives();
    this.showAfter = false;
    if (value.kind === 'trace') {
      this.#complete(value);
      this.playback.reset(value.steps.length, keepIndex ? this.#indexWithFilled(value.steps, placedBefore) : 0);
      return null;
    }
    this.trace = null;
    this.progress = value;
    this.playback.reset(value.steps.length, 0);
    void this.#follow(request, value, keepIndex ? placedBefore : 0);
    return null;
  }

  /**
   * Asks for the rest of a solve in progress until it is complete, fails, or another puzzle is
   * opened. After a switch of set, the reader is taken to the point they were at (`placedBefore`
   * digits placed) once the solve gets there, unless they have moved on their own.
   */
  async #follow(request: number, first: TraceProgressView, placedBefore: number): Promise<void> {
    let steps = first.steps;
    let placeTo = placedBefore;
    while (request === this.#request) {
      const reply = await this.#api.traceProgress({ ticket: first.ticket, from: steps.length });
      if (request !== this.#request) return;
      if (!reply.ok) {
        this.progress = null;
        this.error = reply.error.message;
        return;
      }
      const news = reply.value;
      steps = news.kind === 'trace' ? news.steps : [...steps.slice(0, news.from), ...news.steps];
      if (news.kind === 'trace') this.#complete(news);
      else this.progress = { ...news, from: 0, steps };
      this.playback.extend(steps.length);
      if (placeTo > 0 && this.playback.index === 0) {
        const at = this.#indexWithFilled(steps, placeTo);
        if (at > 0) {
          this.playback.go(at);
          placeTo = 0;
        }
      }
      if (news.kind === 'trace') return;
    }
  }

  #complete(trace: TraceView): void {
    this.progress = null;
    this.trace = trace;
    this.ratings = { ...this.ratings, [trace.set]: trace.rating };
  }

  /** Another puzzle or set is opened: the solve in progress is not needed any more. */
  #stopFollowing(): void {
    const running = this.progress;
    this.progress = null;
    if (running) void this.#api.cancelTrace(running.ticket);
  }

  /** Jumps to a step (list, chart, slider), showing the board before it. */
  go(index: number): void {
    this.playback.go(index);
    this.showAfter = false;
    this.preview = null;
    this.innerPick = null;
  }

  async loadAlternatives(): Promise<void> {
    const trace = this.trace ?? this.progress;
    if (!trace) return;
    const index = this.playback.index;
    this.alternativesFor = index;
    this.alternatives = null;
    this.preview = null;
    this.alternativesLoading = true;
    const reply = await this.#api.stepAlternatives({ puzzle: trace.puzzle, set: trace.set, index });
    if ((this.trace ?? this.progress)?.puzzle !== trace.puzzle || this.alternativesFor !== index) return;
    this.alternativesLoading = false;
    if (reply.ok) this.alternatives = distinctAlternatives(reply.value);
    else this.error = reply.error.message;
  }

  #clearAlternatives(): void {
    this.alternatives = null;
    this.alternativesFor = null;
    this.preview = null;
  }

  #filledCount(): number {
    const values = this.current?.before.values ?? '';
    return [...values].filter((c) => c >= '1' && c <= '9').length;
  }

  #indexWithFilled(steps: readonly StepView[], filled: number): number {
    const at = steps.findIndex((step) => [...step.before.values].filter((c) => c >= '1' && c <= '9').length >= filled);
    return at < 0 ? 0 : at;
  }
}
