/**
 * The progress display of `patti db rate` on stderr: a bar redrawn in place on a terminal, a plain
 * line every few seconds otherwise (a log file or CI keeps readable lines, not carriage returns).
 */
import type { Writable } from 'node:stream';
import type { JobProgress } from '../../main/services/jobs/progressMeter';

/** `95` → `1:35`, `3725` → `1:02:05`; unknown → `--:--`. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds)) return '--:--';
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const count = (n: number): string => n.toLocaleString('en-US');

function finishedShare(progress: JobProgress): number {
  return progress.total === 0 ? 1 : (progress.done + progress.failed) / progress.total;
}

/** The numbers both displays show: `12,345/49,158 (25%) · 1,234/s · ETA 0:30 · 2 failed`. */
export function formatProgressNumbers(progress: JobProgress): string {
  const finished = progress.done + progress.failed;
  const parts = [
    `${count(finished)}/${count(progress.total)} (${Math.floor(finishedShare(progress) * 100)}%)`,
    `${count(Math.round(progress.perSecond))}/s`,
    `ETA ${formatDuration(progress.etaSeconds)}`,
  ];
  if (progress.failed > 0) parts.push(`${count(progress.failed)} failed`);
  return parts.join(' · ');
}

/** `[########............] 12,345/49,158 (25%) · …` fitted to `columns`. */
export function formatProgressBar(progress: JobProgress, columns: number): string {
  const numbers = formatProgressNumbers(progress);
  const width = Math.max(10, Math.min(40, columns - numbers.length - 4));
  const filled = Math.round(finishedShare(progress) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${numbers}`;
}

export interface ProgressDisplay {
  update(progress: JobProgress): void;
  /** Prints a message above the bar (a crash, a puzzle over budget). */
  note(message: string): void;
  /** Draws the final state and leaves the cursor on a new line. */
  finish(): void;
}

/** Redraws at most this often on a terminal. */
const TTY_INTERVAL_MS = 100;
/** Prints a line at most this often elsewhere. */
const PLAIN_INTERVAL_MS = 5000;

export function makeProgressDisplay(stream: Writable, label: string, now: () => number = () => Date.now()): ProgressDisplay {
  const tty = (stream as Writable & { isTTY?: boolean }).isTTY === true;
  const columns = (): number => (stream as Writable & { columns?: number }).columns || 80;
  let last: JobProgress | undefined;
  let drawnAt = -Infinity;
  let barShown = false;
  const draw = (): void => {
    if (!last) return;
    if (tty) {
      stream.write(`\r\x1b[K${label} ${formatProgressBar(last, columns() - label.length - 1)}`);
      barShown = true;
    } else {
      stream.write(`${label} ${formatProgressNumbers(last)}\n`);
    }
    drawnAt = now();
  };
  return {
    update(progress) {
      last = progress;
      if (now() - drawnAt >= (tty ? TTY_INTERVAL_MS : PLAIN_INTERVAL_MS)) draw();
    },
    note(message) {
      if (tty && barShown) stream.write('\r\x1b[K');
      stream.write(message + '\n');
      if (tty && last) draw();
    },
    finish() {
      draw();
      if (tty && barShown) stream.write('\n');
    },
  };
}
