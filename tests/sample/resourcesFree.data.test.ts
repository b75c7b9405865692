/**
 * The published puzzle sets stay outside the repository: no file Patti ships under resources/
 * repeats a line or a puzzle of them. Famous named puzzles (the data suite's named-hard.tsv) are
 * facts and may be quoted anywhere.
 */
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SHARED_DATA } from '../support/data';

const FACTS = 'named-hard.tsv';

/** The 81-character puzzle strings of a text, in Patti's '.'-for-empty spelling. */
function puzzlesIn(text: string): string[] {
  return (text.match(/(?<![0-9.])[0-9.]{81}(?![0-9.])/g) ?? []).map((puzzle) => puzzle.replace(/0/g, '.'));
}

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('resources/ holds none of the published sets', () => {
  const famous = new Set(puzzlesIn(fs.readFileSync(path.join(SHARED_DATA, FACTS), 'utf8')));
  const publishedLines = new Set<string>();
  const publishedPuzzles = new Set<string>();
  for (const file of fs.readdirSync(SHARED_DATA).filter((name) => /\.(txt|csv|tsv)$/.test(name) && name !== FACTS)) {
    const text = fs.readFileSync(path.join(SHARED_DATA, file), 'utf8');
    for (const line of text.split(/\r?\n/)) if (line.trim().length >= 17 && !line.startsWith('#')) publishedLines.add(line.trim());
    for (const puzzle of puzzlesIn(text)) if (!famous.has(puzzle)) publishedPuzzles.add(puzzle);
  }

  it('reads the published sets', () => {
    expect(publishedPuzzles.size).toBeGreaterThan(50_000);
  });

  it.each(filesUnder(path.join(REPO_ROOT, 'resources')).map((file) => path.relative(REPO_ROOT, file)))(
    '%s repeats no published line or puzzle',
    (file) => {
      const text = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
      const lines = text.split(/\r?\n/).filter((line) => publishedLines.has(line.trim()));
      const puzzles = puzzlesIn(text).filter((puzzle) => publishedPuzzles.has(puzzle));
      expect({ lines: lines.slice(0, 3), puzzles: puzzles.slice(0, 3) }).toEqual({ lines: [], puzzles: [] });
    },
  );
});
