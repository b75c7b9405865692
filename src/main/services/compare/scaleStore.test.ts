import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAPER_SCALE } from '../../../core/compare/index';
import { makeTempDir } from '../../../../tests/support/tempLibrary';
import { deleteScale, readScaleInUse, readScales, scaleFileOf, useScale, writeScale } from './scaleStore';

const libraryIn = (): string => path.join(makeTempDir('patti-scales-'), 'library.db');

describe('saved scales and the scale in use', () => {
  it("uses the Project Patti paper's scale until another is chosen, and keeps the choice in the file beside the library", () => {
    const library = libraryIn();
    expect(readScales(library)).toEqual({ scales: [PAPER_SCALE], inUse: 'paper', problem: null });
    expect(readScaleInUse(library)).toEqual(PAPER_SCALE);
    writeScale(library, { name: 'tertiles', metric: 'se', cutPoints: [2, 4.5] });
    const chosen = useScale(library, 'tertiles');
    expect(chosen.inUse).toBe('tertiles');
    expect(readScaleInUse(library)).toEqual({ name: 'tertiles', metric: 'se', cutPoints: [2, 4.5], harderWhen: 'higher' });
    expect(JSON.parse(readFileSync(scaleFileOf(library), 'utf8')).inUse).toBe('tertiles');
    // Saving another scale, or replacing this one, keeps the choice.
    writeScale(library, { name: 'short', metric: 'shortPct', cutPoints: [17, 22] });
    expect(writeScale(library, { name: 'tertiles', metric: 'se', cutPoints: [2.5, 5] }).inUse).toBe('tertiles');
    expect(readScaleInUse(library).cutPoints).toEqual([2.5, 5]);
    expect(useScale(library, 'paper').inUse).toBe('paper');
  });

  it("puts the Project Patti paper's scale back in use when the scale in use is deleted", () => {
    const library = libraryIn();
    writeScale(library, { name: 'mine', metric: 'nhc4', cutPoints: [3, 6] });
    useScale(library, 'mine');
    expect(deleteScale(library, 'mine')).toEqual({ scales: [PAPER_SCALE], inUse: 'paper', problem: null });
  });

  it('refuses to use a scale that does not exist, naming the ones there are, and changes nothing', () => {
    const library = libraryIn();
    writeScale(library, { name: 'mine', metric: 'nhc4', cutPoints: [3, 6] });
    expect(() => useScale(library, 'yours')).toThrow('There is no scale named yours: save it first, or choose one of paper, mine.');
    expect(readScales(library).inUse).toBe('paper');
  });

  it('reads a file written before the scale in use was kept, and one naming a scale that is gone', () => {
    const library = libraryIn();
    writeFileSync(scaleFileOf(library), JSON.stringify({ version: 1, scales: [{ name: 'old', metric: 'se', cutPoints: [2, 4] }] }));
    expect(readScales(library).inUse).toBe('paper');
    writeFileSync(scaleFileOf(library), JSON.stringify({ version: 1, inUse: 'gone', scales: [] }));
    expect(readScales(library)).toEqual({ scales: [PAPER_SCALE], inUse: 'paper', problem: null });
  });

  it("keeps the Project Patti paper's scale in use and says what is wrong when the file cannot be read", () => {
    const library = libraryIn();
    writeFileSync(scaleFileOf(library), JSON.stringify({ version: 1, inUse: 3, scales: [] }));
    const list = readScales(library);
    expect(list.inUse).toBe('paper');
    expect(list.problem).toMatch(/cannot be read \("inUse" must name a scale\)/);
    expect(() => useScale(library, 'paper')).toThrow(/cannot be read/);
  });
});
