/**
 * Building blocks for explanations and highlights, shared by every family file, so each
 * handler reads like the sentence it makes: `[technique(id), text(' '), digits(ds), …]`.
 */
import { candidateName, cellOfCandidate, digitOfCandidate, type Candidate } from '../grid/candidate';
import { cellName, type Cell } from '../grid/cell';
import type { Digit } from '../grid/digit';
import { houseName, type House } from '../grid/house';
import type { ExplainToken, Highlights, Placement } from '../step';
import { techniqueName, type TechniqueId } from '../techniques';

export const text = (value: string): ExplainToken => ({ type: 'text', text: value });

export const technique = (id: TechniqueId): ExplainToken => ({ type: 'technique', technique: id, text: techniqueName(id) });

export const cell = (value: Cell): ExplainToken => ({ type: 'cell', cell: value, text: cellName(value) });

export const house = (value: House): ExplainToken => ({ type: 'house', house: value, text: houseName(value) });

/** A single digit or a set: `3` or `{3,7}`. */
export function digits(values: readonly Digit[]): ExplainToken {
  const sorted = [...values].sort((a, b) => a - b);
  return { type: 'digits', digits: sorted, text: sorted.length === 1 ? String(sorted[0]) : `{${sorted.join(',')}}` };
}

export const candidate = (value: Candidate): ExplainToken => ({ type: 'candidate', candidate: value, text: candidateName(value) });

/** Tokens joined by a separator token: `r4c2, r4c8`. */
export function list(tokens: readonly ExplainToken[], separator = ', '): ExplainToken[] {
  const out: ExplainToken[] = [];
  tokens.forEach((token, index) => {
    if (index > 0) out.push(text(separator));
    out.push(token);
  });
  return out;
}

export const cellList = (cells: readonly Cell[]): ExplainToken[] => list(cells.map(cell));

export const houseList = (houses: readonly House[], separator = ', '): ExplainToken[] => list(houses.map(house), separator);

/** `r4c2=5` for placements. */
export function placementTokens(placements: readonly Placement[]): ExplainToken[] {
  return list(placements.map((p) => ({ type: 'cell' as const, cell: p.cell, text: `${cellName(p.cell)}=${p.digit}` })));
}

/**
 * "removes 3 from r4c5, r4c6 and 7 from r4c6": eliminations grouped by digit, in digit
 * order, cells in reading order.
 */
export function eliminationTokens(eliminations: readonly Candidate[]): ExplainToken[] {
  const byDigit = new Map<Digit, Cell[]>();
  for (const candidateIndex of [...eliminations].sort((a, b) => digitOfCandidate(a) - digitOfCandidate(b) || a - b)) {
    const digit = digitOfCandidate(candidateIndex);
    const cells = byDigit.get(digit) ?? [];
    cells.push(cellOfCandidate(candidateIndex));
    byDigit.set(digit, cells);
  }
  const out: ExplainToken[] = [text('removes ')];
  let first = true;
  for (const [digit, cells] of byDigit) {
    if (!first) out.push(text(' and '));
    first = false;
    out.push(digits([digit]), text(' from '), ...cellList(cells));
  }
  return out;
}

/** Empty highlights to spread over: `{ ...NO_HIGHLIGHTS, cells: [...] }`. */
export const NO_HIGHLIGHTS: Highlights = {
  cells: [],
  houses: [],
  coverHouses: [],
  kept: [],
  accent: [],
  removed: [],
  placements: [],
  links: [],
};
