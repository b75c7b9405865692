/**
 * The import box's state: pasted text or a chosen file of any size, the source and level to
 * file it under, the progress of a file import (handed over, then read), cancelling it, and the
 * summary that came back with each rejected line.
 */
import type { AppApi, AppEvent } from '../../shared/api';
import { MAX_IMPORT_TEXT, type ImportReport, type ImportTextFormat } from '../../shared/libraryTypes';
import { writeColumnRole, type ColumnRole } from '../../core/import/columnRoles';
import type { ImportProgress } from './importProgress';
import { describeRolesProblem, fullRoles, makeImportPreview, PREVIEW_BYTES, type ImportPreview } from './importPreview';

/** The formats offered, as a person knows them. */
export const IMPORT_FORMAT_CHOICES: readonly { readonly id: ImportTextFormat; readonly title: string }[] = [
  { id: 'lines', title: '81-character lines or grids' },
  { id: 'csv', title: 'CSV/TSV with a header' },
  { id: 'sdm', title: '.sdm' },
  { id: 'sdk', title: '.sdk (SadMan)' },
  { id: 'ss', title: '.ss (Simple Sudoku)' },
  { id: 'opensudoku', title: 'OpenSudoku XML' },
];

/** The format a file's name implies (as the library's import guesses it). */
export function formatOfFileName(name: string): ImportTextFormat {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv' || extension === 'tsv') return 'csv';
  if (extension === 'sdm' || extension === 'sdk' || extension === 'ss') return extension;
  if (extension === 'opensudoku' || extension === 'xml') return 'opensudoku';
  return 'lines';
}

/** A fresh name for one file import, for its progress events and for cancelling it. */
function makeTicket(): string {
  return crypto.randomUUID();
}

const DEFAULT_SOURCE = 'Pasted';

export class ImportState {
  text = $state('');
  source = $state(DEFAULT_SOURCE);
  level = $state('');
  format = $state<ImportTextFormat>('lines');
  /** The file chosen or dropped; while set, Import takes the file instead of the text. */
  file = $state.raw<File | null>(null);
  busy = $state(false);
  progress = $state.raw<ImportProgress | null>(null);
  report = $state.raw<ImportReport | null>(null);
  error = $state<string | null>(null);
  /** Said after a cancel: nothing of the file was kept. */
  notice = $state<string | null>(null);

  /** The first lines cut into columns, when the text or file is a list of columns. */
  preview = $state.raw<ImportPreview | null>(null);
  /** The role of each column of the preview, as guessed or as the person chose. */
  roles = $state.raw<readonly ColumnRole[]>([]);
  /** The person changed a role (a CSV is then read by place, not by its header's names). */
  rolesChanged = $state(false);

  readonly tooLong = $derived(this.file === null && this.text.length > MAX_IMPORT_TEXT);
  readonly rolesProblem = $derived(this.preview ? describeRolesProblem(this.roles) : null);
  readonly canSubmit = $derived(
    !this.busy &&
      this.rolesProblem === null &&
      this.source.trim() !== '' &&
      (this.file !== null || (this.text.trim() !== '' && !this.tooLong)),
  );

  readonly #api: AppApi;
  readonly #onImported: () => void;
  /** The running file import: its ticket and the switch that stops its upload. */
  #running: { readonly ticket: string; readonly abort: AbortController; cancelled: boolean } | null = null;

  constructor(api: AppApi, onImported: () => void) {
    this.#api = api;
    this.#onImported = onImported;
  }

  /** Takes a chosen or dropped file (only its head is read before importing, so its size does not matter). */
  chooseFile(file: File): Promise<void> {
    if (this.busy) return Promise.resolve();
    this.file = file;
    this.format = formatOfFileName(file.name);
    if (this.source === DEFAULT_SOURCE || this.source.trim() === '') this.source = file.name.replace(/\.[^.]*$/, '') || file.name;
    this.report = null;
    this.error = null;
    this.notice = null;
    return this.updatePreview();
  }

  clearFile(): void {
    if (this.busy) return;
    this.file = null;
    void this.updatePreview();
  }

  /** Cuts the head of the text or file into the preview again (after a new text, file or format). */
  async updatePreview(): Promise<void> {
    const file = this.file;
    const format = this.format;
    const head = file ? await file.slice(0, PREVIEW_BYTES).text() : this.text.slice(0, PREVIEW_BYTES);
    // A newer choice made while the file was read wins.
    if (file !== this.file || format !== this.format) return;
    const preview = makeImportPreview(file && file.size > PREVIEW_BYTES ? head.replace(/[^\n]*$/, '') : head, format);
    this.preview = preview;
    this.roles = preview ? fullRoles(preview, preview.roles) : [];
    this.rolesChanged = false;
  }

  /** Gives column `index` (from 0) another role. */
  setRole(index: number, role: ColumnRole): void {
    const roles = [...this.roles];
    roles[index] = role;
    this.roles = roles;
    this.rolesChanged = true;
  }

  /** The roles the import is asked to use: a list's always, a CSV's only when changed (else its header's names). */
  #columnsOption(): { columns?: string[] } {
    if (!this.preview || (this.format === 'csv' && !this.rolesChanged)) return {};
    return { columns: this.roles.map(writeColumnRole) };
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.busy = true;
    this.error = null;
    this.notice = null;
    try {
      if (this.file) await this.#importFile(this.file);
      else await this.#importText();
    } finally {
      this.busy = false;
      this.progress = null;
      this.#running = null;
    }
  }

  /** Stops the running file import: an upload is discarded, an import keeps nothing. */
  async cancel(): Promise<void> {
    const running = this.#running;
    if (!running || running.cancelled) return;
    running.cancelled = true;
    running.abort.abort();
    await this.#api.cancelImport(running.ticket);
  }

  /** Follows the app's events: progress of the import running here. */
  handle(event: AppEvent): void {
    if (event.topic !== 'import.progress' || event.progress.ticket !== this.#running?.ticket) return;
    const { records, bytesRead, totalBytes } = event.progress;
    this.progress = { phase: 'importing', records, bytesRead, totalBytes };
  }

  async #importText(): Promise<void> {
    const level = this.level.trim();
    const reply = await this.#api.importText({
      text: this.text,
      source: this.source.trim(),
      format: this.format,
      ...(level !== '' ? { level } : {}),
      ...this.#columnsOption(),
    });
    this.report = reply.ok ? reply.value : null;
    this.error = reply.ok ? null : reply.error.message;
    if (reply.ok) this.#onImported();
  }

  async #importFile(file: File): Promise<void> {
    const running = { ticket: makeTicket(), abort: new AbortController(), cancelled: false };
    this.#running = running;
    this.report = null;
    this.progress = { phase: 'sending', sentBytes: 0, totalBytes: file.size };
    const sent = await this.#api.sendFile(
      file,
      (sentBytes, totalBytes) => {
        if (!running.cancelled) this.progress = { phase: 'sending', sentBytes, totalBytes };
      },
      running.abort.signal,
    );
    if (running.cancelled) return this.#cancelled(file);
    if (!sent.ok) {
      this.error = sent.error.message;
      return;
    }
    this.progress = { phase: 'importing', records: 0, bytesRead: 0, totalBytes: file.size };
    const level = this.level.trim();
    const reply = await this.#api.importFile({
      file: sent.value,
      ticket: running.ticket,
      source: this.source.trim(),
      format: this.format,
      ...(level !== '' ? { level } : {}),
      ...this.#columnsOption(),
    });
    // A cancel that came after the import published is too late: its report stands.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- cancel() sets it while the import is awaited
    if (!reply.ok && running.cancelled) return this.#cancelled(file);
    this.report = reply.ok ? reply.value : null;
    this.error = reply.ok ? null : reply.error.message;
    if (reply.ok) {
      this.file = null;
      this.preview = null;
      this.#onImported();
    }
  }

  #cancelled(file: File): void {
    this.notice = `Cancelled: nothing of ${file.name} was imported.`;
  }
}
