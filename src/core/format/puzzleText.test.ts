import { describe, expect, it } from 'vitest';
import { makePuzzle, parsePuzzle, parsePuzzleLine } from './puzzleText';

// top1465 #1 (magictour), and the same puzzle written with each blank character.
const DOTS = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

function parsed(text: string): string {
  const result = parsePuzzle(text);
  if (!result.ok) throw new Error(`expected a puzzle, got ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

function failure(text: string): { kind: string; message: string } {
  const result = parsePuzzle(text);
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(text)}`);
  return result.error;
}

describe('parsePuzzle on one line', () => {
  it.each(['0', '*', '_', '-'])('reads %s as a blank, the same as .', (blank) => {
    expect(parsed(DOTS.replaceAll('.', blank))).toBe(DOTS);
  });

  it('ignores surrounding whitespace and a trailing CR', () => {
    expect(parsed(`  ${DOTS}\t\r`)).toBe(DOTS);
  });

  it.each([
    ['after whitespace', `${DOTS}   SE 9.3 from the forum`],
    ['after a tab', `${DOTS}\t#1`],
    ["after HoDoKu's #", `${DOTS}#1 top1465`],
    ["after HoDoKu's :", `${DOTS}:some:fields`],
  ])('drops a comment %s', (_, line) => {
    expect(parsed(line)).toBe(DOTS);
  });

  it("reads HoDoKu's library line :technique:digits:puzzle:…", () => {
    expect(parsed(`:0000:x:${DOTS}:::`)).toBe(DOTS);
  });

  it('reads the 81 cells separated by single spaces', () => {
    expect(parsed(DOTS.split('').join(' '))).toBe(DOTS);
  });

  it('finds the 81-cell field in "name<TAB>puzzle" and "hash puzzle rating" lists', () => {
    expect(parsed(`Easter Monster\t${DOTS}`)).toBe(DOTS);
    expect(parsed(`00015097c6c3 ${DOTS.replaceAll('.', '0')}  7.2`)).toBe(DOTS);
  });

  it('skips # comment lines and blank lines around the one puzzle line', () => {
    expect(parsed(`# a comment\n\n${DOTS}\n\n`)).toBe(DOTS);
  });

  it('makePuzzle gives back the 81-char dotted form', () => {
    const result = parsePuzzle(DOTS.replaceAll('.', '0'));
    expect(result.ok && makePuzzle(result.value)).toBe(DOTS);
  });
});

describe('parsePuzzle errors', () => {
  it('ERR_EMPTY for empty and comment-only text', () => {
    expect(failure('').kind).toBe('ERR_EMPTY');
    expect(failure('  \n\t\n').kind).toBe('ERR_EMPTY');
    expect(failure('# only a comment').kind).toBe('ERR_EMPTY');
    expect(parsePuzzleLine('   ').ok).toBe(false);
  });

  it('ERR_LENGTH names the count for a short line', () => {
    const error = failure(DOTS.slice(0, 80));
    expect(error.kind).toBe('ERR_LENGTH');
    expect(error.message).toContain('found 80');
  });

  it('ERR_LENGTH for a long line, hinting at comment syntax', () => {
    const error = failure(DOTS + '123');
    expect(error.kind).toBe('ERR_LENGTH');
    expect(error.message).toMatch(/found 84.*comment/);
  });

  it('ERR_CHARACTER names the position, cell and character', () => {
    const line = DOTS.slice(0, 12) + 'x' + DOTS.slice(13);
    const error = failure(line);
    expect(error.kind).toBe('ERR_CHARACTER');
    expect(error.message).toContain("'x'");
    expect(error.message).toContain('position 13');
    expect(error.message).toContain('r2c4');
  });

  it('ERR_CHARACTER shows an invisible character by its code', () => {
    const error = failure(DOTS.slice(0, 5) + '\u0007' + DOTS.slice(6));
    expect(error.kind).toBe('ERR_CHARACTER');
    expect(error.message).toContain('U+0007');
  });

  it.each([
    ['row', 4, 'row 1', 'r1c1 and r1c5'],
    ['column', 36, 'column 1', 'r1c1 and r5c1'],
    ['box', 20, 'box 1', 'r1c1 and r3c3'],
  ])('ERR_DUPLICATE_GIVEN in a %s names the digit, the house and both cells', (_, cell, house, cells) => {
    const line = '5' + '.'.repeat(80);
    const duplicate = line.slice(0, cell) + '5' + line.slice(cell + 1);
    const error = failure(duplicate);
    expect(error.kind).toBe('ERR_DUPLICATE_GIVEN');
    expect(error.message).toContain('digit 5');
    expect(error.message).toContain(house);
    expect(error.message).toContain(cells);
  });
});
