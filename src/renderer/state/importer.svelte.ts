/**
 * The import box's state: pasted text (or a chosen file's contents), the source and level to
 * file it under, and the summary that came back with each rejected line.
 */
import type { AppApi } from '../../shared/api';
import { MAX_IMPORT_TEXT, type ImportReport, type ImportTextFormat } from '../../shared/libraryTypes';

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

export class ImportState {
  text = $state('');
  source = $state('Pasted');
  level = $state('');
  format = $state<ImportTextFormat>('lines');
  busy = $state(false);
  report = $state.raw<ImportReport | null>(null);
  error = $state<string | null>(null);

  readonly tooLong = $derived(this.text.length > MAX_IMPORT_TEXT);
  readonly canSubmit = $derived(!this.busy && this.text.trim() !== '' && this.source.trim() !== '' && !this.tooLong);

  readonly #api: AppApi;
  readonly #onImported: () => void;

  constructor(api: AppApi, onImported: () => void) {
    this.#api = api;
    this.#onImported = onImported;
  }

  async readFile(file: File): Promise<void> {
    this.text = await file.text();
    this.format = formatOfFileName(file.name);
    if (this.source === 'Pasted' || this.source.trim() === '') this.source = file.name.replace(/\.[^.]*$/, '');
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.busy = true;
    try {
      const level = this.level.trim();
      const reply = await this.#api.importText({ text: this.text, source: this.source.trim(), format: this.format, ...(level !== '' ? { level } : {}) });
      this.report = reply.ok ? reply.value : null;
      this.error = reply.ok ? null : reply.error.message;
      if (reply.ok) this.#onImported();
    } finally {
      this.busy = false;
    }
  }
}
