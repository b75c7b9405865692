import { describe, expect, it } from 'vitest';
import type { ImportLine } from '../../../../core/format/importRecords';
import { RecordComputation, type ComputeSettings } from '../../../../core/import/computeRecords';
import { ImportComputation } from './importComputation';

const A = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const B = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SETTINGS: ComputeSettings = { format: 'csv', defaultSource: 'test', maxLineLength: 1_000 };
const CSV: ImportLine[] = ['puzzle,SE', `${A},2.3`, 'not,a puzzle', { tooLong: 5_000 }, `${B},9.1`];

describe('ImportComputation (the import worker)', () => {
  it('computes in the worker what the same computation gives in this thread', async () => {
    const here = new RecordComputation(SETTINGS);
    const expected = [...here.push(CSV.slice(0, 2)), ...here.push(CSV.slice(2)), ...here.end()];
    const there = new ImportComputation(SETTINGS);
    const got = [...(await there.push(CSV.slice(0, 2))), ...(await there.push(CSV.slice(2))), ...(await there.end())];
    expect(got).toEqual(expected);
    expect(got.map((item) => ('puzzle' in item ? item.puzzle.givens : item.problem.line))).toEqual([A, 3, 4, B]);
  });

  it('keeps imports that share the worker apart, each in its own order', async () => {
    const one = new ImportComputation({ ...SETTINGS, format: 'lines', defaultSource: 'one' });
    const two = new ImportComputation({ ...SETTINGS, format: 'lines', defaultSource: 'two' });
    const answers = await Promise.all([one.push([A]), two.push(['junk', B]), one.push([B]), two.end(), one.end()]);
    const sources = answers.map((items) =>
      items.map((item) =>
        'puzzle' in item ? `${item.puzzle.source} ${item.puzzle.givens === A ? 'A' : 'B'}` : `problem ${item.problem.line}`,
      ),
    );
    expect(sources).toEqual([['one A'], ['problem 1', 'two B'], ['one B'], [], []]);
  });

  it('refuses lines for an import it has closed', async () => {
    const computation = new ImportComputation({ ...SETTINGS, format: 'lines' });
    computation.close();
    await expect(computation.push([A])).rejects.toThrow(/no session/);
  });
});
