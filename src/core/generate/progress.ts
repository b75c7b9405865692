/**
 * A generate request's progress in one place, for the CLI's stderr and the Generate view:
 * candidates rated, puzzles made, the rate, each numeric target's nearest value so far and the
 * time left; and, once a tenth of the budget has gone with no candidate inside every target,
 * a sentence saying so with the nearest candidate. Pure apart from the clock it is given.
 */
import type { SearchProgress } from './generate';
import { distanceTo, spreadBandOf } from './spread';

export interface GenerateProgressSnapshot {
  readonly attempts: number;
  readonly made: number;
  /** Candidates rated per second. */
  readonly rate: number;
  /** Per numeric target: the value nearest its band so far (canonical target text → value). */
  readonly best: Readonly<Record<string, number>>;
  readonly leftMs: number;
  /** Set when no candidate has met every target after a tenth of the budget. */
  readonly stuck: string | undefined;
}

export class GenerateProgress {
  private readonly startedAt: number;
  /** Attempts of the searches that have ended. */
  private doneAttempts = 0;
  /** The running searches' latest progress, by puzzle index. */
  private readonly running = new Map<number, SearchProgress>();
  private made = 0;
  private met = false;
  private readonly best: Record<string, number> = {};
  private closest: SearchProgress['closest'];

  constructor(
    private readonly targets: readonly string[],
    private readonly budgetMs: number,
    private readonly clock: () => number,
  ) {
    this.startedAt = clock();
  }

  /** A running search reported. */
  search(index: number, progress: SearchProgress): void {
    this.running.set(index, progress);
    this.merge(progress);
  }

  /** A search ended: with a puzzle (`made`) or not, after `attempts` candidates. */
  ended(index: number, attempts: number, made: boolean): void {
    this.running.delete(index);
    this.doneAttempts += attempts;
    if (made) {
      this.made++;
      this.met = true;
    }
  }

  private merge(progress: SearchProgress): void {
    for (const [text, value] of Object.entries(progress.best)) {
      const band = spreadBandOf(text);
      const known = this.best[text];
      if (known === undefined || (band && distanceTo(value, band) < distanceTo(known, band))) this.best[text] = value;
    }
    const mine = this.closest;
    const theirs = progress.closest;
    if (theirs && theirs.passed === this.targets.length) this.met = true;
    if (theirs && (!mine || theirs.passed > mine.passed || (theirs.passed === mine.passed && theirs.gap < mine.gap))) this.closest = theirs;
  }

  snapshot(): GenerateProgressSnapshot {
    const elapsed = this.clock() - this.startedAt;
    let attempts = this.doneAttempts;
    for (const progress of this.running.values()) attempts += progress.attempts;
    const rate = elapsed > 0 ? (attempts * 1000) / elapsed : 0;
    return {
      attempts,
      made: this.made,
      rate,
      best: { ...this.best },
      leftMs: Math.max(0, this.budgetMs - elapsed),
      stuck: !this.met && elapsed >= this.budgetMs / 10 ? this.stuckSentence() : undefined,
    };
  }

  private stuckSentence(): string {
    const nearest = Object.entries(this.best)
      .map(([text, value]) => `${text.split(':')[0]} ${value}`)
      .join(', ');
    const failing = this.closest?.failing;
    const what = failing
      ? `${failing} with ${this.targets.filter((text) => text !== failing).join(' and ') || 'the other targets'}`
      : this.targets.join(' and ');
    return `no attempt has reached ${this.targets.length > 1 ? what : this.targets[0]} yet; closest: ${nearest || 'nothing rated yet'}`;
  }
}

/** The progress line of `patti generate`: `progress: attempts=<n> made=<k> rate=<x>/s best=se:6.6 left=42s`. */
export function progressLine(snapshot: GenerateProgressSnapshot): string {
  // The target's name: `se` of se:6-7, `custom:mine` of custom:mine:300-600.
  const best = Object.entries(snapshot.best).map(([text, value]) => ` best=${text.slice(0, text.lastIndexOf(':'))}:${value}`);
  const rate = `rate=${snapshot.rate.toFixed(1)}/s`;
  return `progress: attempts=${snapshot.attempts} made=${snapshot.made} ${rate}${best.join('')} left=${Math.ceil(snapshot.leftMs / 1000)}s`;
}
