import { describe, expect, it } from 'vitest';
import { TECHNIQUES } from '../../core/techniques';
import { detailParts, guidePageNamed, techniquesNamed } from './ratingDetail';

describe('rating detail parts', () => {
  it("turns the cost rating's technique tally into chips, most used first, and the rest into words", () => {
    const parts = detailParts(JSON.stringify({ score: 4750, level: 'Easy', techniques: { 'Candidate Lines': 3, 'Single Position': 40 } }));
    expect(parts.text).toBe('score 4750 · level Easy');
    expect(parts.techniques.map(({ name, count }) => [name, count])).toEqual([
      ['Single Position', 40],
      ['Candidate Lines', 3],
    ]);
  });

  it("names the engine's techniques behind a site's technique name", () => {
    const singles = TECHNIQUES.filter((technique) => technique.sotd?.name === 'Single Position').map((technique) => technique.name);
    expect(singles.length).toBeGreaterThan(1);
    expect(techniquesNamed('Single Position')).toEqual(singles);
    expect(techniquesNamed('Full house')).toEqual(['Full house']);
    expect(techniquesNamed('No such thing')).toEqual([]);
  });

  it("leads a chip to the guide's page of the first technique it covers", () => {
    expect(guidePageNamed('X-Wing')).toBe('#/techniques/x-wing');
    expect(guidePageNamed('Single Position')).toBe(
      `#/techniques/${TECHNIQUES.find((technique) => technique.sotd?.name === 'Single Position')!.id}`,
    );
    expect(guidePageNamed('No such thing')).toBeNull();
    expect(detailParts(JSON.stringify({ techniques: { 'Naked Pair': 2 } })).techniques[0]!.page).toBe('#/techniques/naked-pair');
  });

  it('reads a detail record as name-value pairs', () => {
    expect(detailParts('{"score":204,"level":"easy"}').text).toBe('score 204 · level easy');
  });

  it('reads nested values and booleans in words, and keeps text that is not JSON', () => {
    expect(detailParts('{"mean":4.25,"hist":[1,2],"solved":true}')).toEqual({ text: 'mean 4.25 · hist 1, 2 · solved yes', techniques: [] });
    expect(detailParts('{"techniques":{"X-Wing":"two"}}').text).toBe('techniques X-Wing two');
    expect(detailParts('not json')).toEqual({ text: 'not json', techniques: [] });
    expect(detailParts('7.2')).toEqual({ text: '7.2', techniques: [] });
  });
});
