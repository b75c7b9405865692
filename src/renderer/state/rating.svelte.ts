/**
 * The Rate panel's state: which raters to run, the job running now with its progress (from the
 * app's job events), and starting and cancelling.
 */
import type { AppApi, AppEvent } from '../../shared/api';
import type { JobProgressView, LibraryFilter } from '../../shared/libraryTypes';

/** "1 min 05 s", "42 s", "—" for an unknown time. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${String(whole % 60).padStart(2, '0')} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The jobs this panel follows (generate jobs have their own panel). */
const RATE_KIND = 'rate';

export class RateState {
  chosen = $state<string[]>([]);
  /** Runs per puzzle for randomized raters; '' for each rater's default. */
  runs = $state('');
  starting = $state(false);
  /** The job this panel follows (started here, or found running). */
  jobId = $state<number | null>(null);
  progress = $state.raw<JobProgressView | null>(null);
  /** What happened last, in a sentence. */
  message = $state<string | null>(null);
  error = $state<string | null>(null);

  readonly running = $derived(this.jobId !== null);
  readonly percent = $derived(
    this.progress && this.progress.total > 0 ? Math.floor((100 * (this.progress.done + this.progress.failed)) / this.progress.total) : 0,
  );
  readonly canStart = $derived(!this.starting && !this.running && this.chosen.length > 0);

  readonly #api: AppApi;
  /** Jobs whose end was already announced (a small job can finish before its start call answers). */
  readonly #ended = new Set<number>();

  constructor(api: AppApi) {
    this.#api = api;
  }

  toggle(raterId: string, on: boolean): void {
    this.chosen = on ? [...new Set([...this.chosen, raterId])] : this.chosen.filter((id) => id !== raterId);
  }

  /** Finds a job already running (started before this page opened). */
  async load(): Promise<void> {
    const reply = await this.#api.listJobs();
    const running = reply.ok ? reply.value.find((job) => job.running && job.kind === RATE_KIND) : undefined;
    if (!running) return;
    this.jobId = running.id;
    this.progress = {
      jobId: running.id,
      kind: running.kind,
      total: running.total,
      done: running.done,
      failed: running.failed,
      perSecond: 0,
      etaSeconds: null,
      elapsedMs: 0,
    };
  }

  async start(filter: LibraryFilter): Promise<void> {
    if (!this.canStart) return;
    this.starting = true;
    this.error = null;
    try {
      const runs = Number(this.runs);
      const reply = await this.#api.startRateJob({
        filter,
        raters: this.chosen,
        ...(this.runs !== '' && Number.isInteger(runs) && runs > 0 ? { runs } : {}),
      });
      if (!reply.ok) {
        this.error = reply.error.message;
        return;
      }
      this.message = reply.value.message;
      if (reply.value.jobId !== null && !this.#ended.has(reply.value.jobId)) {
        this.jobId = reply.value.jobId;
        this.progress = null;
      }
    } finally {
      this.starting = false;
    }
  }

  async cancel(): Promise<void> {
    if (this.jobId === null) return;
    const reply = await this.#api.cancelJob(this.jobId);
    if (!reply.ok) this.error = reply.error.message;
  }

  /** Follows the job events of the job this panel shows (or of any rate job when none is shown). */
  handle(event: AppEvent): void {
    if (event.topic === 'job.finished') this.#ended.add(event.summary.jobId);
    if (event.topic === 'job.error') this.#ended.add(event.jobId);
    if (event.topic === 'job.progress') {
      if (this.#ended.has(event.progress.jobId) || event.progress.kind !== RATE_KIND) return;
      if (this.jobId === null) this.jobId = event.progress.jobId;
      if (event.progress.jobId === this.jobId) this.progress = event.progress;
    } else if (event.topic === 'job.finished' && event.summary.jobId === this.jobId) {
      const { status, done, failed, total, elapsedMs } = event.summary;
      const outcome = `${done} of ${total} rated${failed > 0 ? `, ${failed} failed` : ''}`;
      const ended = status === 'done' ? 'finished' : status;
      this.message = `Job ${event.summary.jobId} ${ended}: ${outcome} in ${formatDuration(elapsedMs / 1000)}.`;
      this.jobId = null;
      this.progress = null;
    } else if (event.topic === 'job.error' && event.jobId === this.jobId) {
      this.error = event.message;
      this.jobId = null;
      this.progress = null;
    }
  }
}
