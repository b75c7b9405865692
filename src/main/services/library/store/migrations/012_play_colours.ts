import type { Migration } from './types';

/**
 * The player's two paints (cells and candidates) kept with a saved game of Play, as JSON
 * ({"cells": [81 paints], "candidates": [[candidate, paint], …]}); NULL for a board without paint,
 * which every game saved before has.
 */
export const playColours: Migration = {
  version: 12,
  name: 'paints of saved games',
  sql: `
ALTER TABLE play_games ADD COLUMN colours TEXT;
`,
};
