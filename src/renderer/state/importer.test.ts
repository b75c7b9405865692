import { describe, expect, it } from 'vitest';
import type { AppApi, Reply, SendFileProgress } from '../../shared/api';
import type { ImportFileInput, ImportReport } from '../../shared/libraryTypes';
import { ImportState } from './importer.svelte';

const REPORT: ImportReport = {
  records: 3,
  added: 2,
  duplicates: 1,
  isomorphs: 0,
  rejected: 0,
  problems: [],
  problemsOmitted: 0,
  merged: [],
  mergedOmitted: 0,
  originsAdded: [],
};

/**
 * An API whose file import waits until the test lets it finish (or cancels it), recording the
 * calls; `sendFile` reports the bytes in two steps as an upload would.
 */
function fakeApi() {
  const calls: { importFile: ImportFileInput[]; cancelImport: string[] } = { importFile: [], cancelImport: [] };
  let finish!: (reply: Reply<ImportReport>) => void;
  const api = {
    sendFile: async (file: File, onProgress?: SendFileProgress) => {
      onProgress?.(file.size / 2, file.size);
      onProgress?.(file.size, file.size);
      return { ok: true, value: { upload: 'u1' } };
    },
    importFile: (input: ImportFileInput) => {
      calls.importFile.push(input);
      return new Promise<Reply<ImportReport>>((resolve) => (finish = resolve));
    },
    cancelImport: async (ticket: string) => {
      calls.cancelImport.push(ticket);
      finish({
        ok: false,
        error: { kind: 'ERR_SERVICE', message: 'importFile failed: the import of big.txt was cancelled; nothing was imported' },
      });
      return { ok: true, value: true };
    },
  } as unknown as AppApi;
  return { api, calls, finish: (reply: Reply<ImportReport>) => finish(reply) };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('ImportState with a file', () => {
  it('names the source after the file, imports it under a ticket and follows that ticket’s progress only', async () => {
    const { api, calls, finish } = fakeApi();
    let imported = 0;
    const state = new ImportState(api, () => imported++);
    await state.chooseFile(new File(['x'.repeat(1000)], 'big.sdm'));
    expect(state.source).toBe('big');
    expect(state.format).toBe('sdm');
    expect(state.canSubmit).toBe(true);
    const done = state.submit();
    await tick();
    expect(calls.importFile).toEqual([{ file: { upload: 'u1' }, ticket: expect.any(String), source: 'big', format: 'sdm' }]);
    const ticket = calls.importFile[0]!.ticket;
    state.handle({ topic: 'import.progress', progress: { ticket: 'someone-else', records: 1, bytesRead: 10, totalBytes: 1000 } });
    expect(state.progress).toEqual({ phase: 'importing', records: 0, bytesRead: 0, totalBytes: 1000 });
    state.handle({ topic: 'import.progress', progress: { ticket, records: 40, bytesRead: 500, totalBytes: 1000 } });
    expect(state.progress).toEqual({ phase: 'importing', records: 40, bytesRead: 500, totalBytes: 1000 });
    finish({ ok: true, value: REPORT });
    await done;
    expect(state.report).toEqual(REPORT);
    expect(state.progress).toBeNull();
    expect(state.file).toBeNull();
    expect(imported).toBe(1);
  });

  it('cancels a running import by its ticket and says nothing was kept', async () => {
    const { api, calls } = fakeApi();
    let imported = 0;
    const state = new ImportState(api, () => imported++);
    await state.chooseFile(new File(['x'.repeat(1000)], 'big.txt'));
    const done = state.submit();
    await tick();
    await state.cancel();
    await done;
    expect(calls.cancelImport).toEqual([calls.importFile[0]!.ticket]);
    expect(state.notice).toBe('Cancelled: nothing of big.txt was imported.');
    expect(state.error).toBeNull();
    expect(state.report).toBeNull();
    expect(state.file?.name).toBe('big.txt');
    expect(imported).toBe(0);
  });

  it('shows the report when a cancel came after the import had finished', async () => {
    const { api, finish } = fakeApi();
    const state = new ImportState(api, () => undefined);
    await state.chooseFile(new File(['x'], 'small.txt'));
    const done = state.submit();
    await tick();
    finish({ ok: true, value: REPORT });
    await state.cancel();
    await done;
    expect(state.report).toEqual(REPORT);
    expect(state.notice).toBeNull();
  });

  it('takes pasted text again once the file is cleared, with the paste limit', async () => {
    const { api } = fakeApi();
    const state = new ImportState(api, () => undefined);
    state.text = '1'.repeat(200_001);
    await state.chooseFile(new File(['x'], 'small.txt'));
    expect(state.tooLong).toBe(false);
    state.clearFile();
    expect(state.tooLong).toBe(true);
    expect(state.canSubmit).toBe(false);
  });
});
