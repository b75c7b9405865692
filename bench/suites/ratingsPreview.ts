/**
 * `npm run bench -- ratings-preview`: the Ratings view's preview, as its worker runs it: 500
 * puzzles of the bundled sample's HoDoKu levels rated with a set from HoDoKu and with the
 * preset, their Spearman and crosstab with the levels.
 * - the first preview of a set (every puzzle solved once: the preset shares the set's order);
 * - after a value edit: the kept solves folded again (goal: under 1 s, as the view promises);
 * - after an order edit: the puzzles solved again in the new order (the preset's are kept).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_PREVIEW_PUZZLES, previewCustomSet, PreviewTraces, type PreviewSample } from '../../src/core/rate/customPreview';
import { presetCustomSet, type CustomSet } from '../../src/core/rate/customSet';
import { latencyRow } from '../browser';
import { REPO_ROOT } from '../data';
import { timed } from '../timing';
import type { BenchRow, BenchSuite } from '../types';

const SUITE = 'ratings-preview';
const FILE = 'resources/sample/hodoku-levels.csv';
const VALUE_EDITS = 20;
const ORDER_EDITS = 3;

/** The sample's puzzles with their HoDoKu level (as the library would give them), 500 spread over the file. */
function sampleOf(): PreviewSample {
  const rows = readFileSync(path.join(REPO_ROOT, FILE), 'utf8')
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(','));
  const levelNames = [...new Set(rows.map((row) => row[1]!))];
  const step = rows.length / MAX_PREVIEW_PUZZLES;
  const picked = Array.from({ length: Math.min(MAX_PREVIEW_PUZZLES, rows.length) }, (_, k) => rows[Math.floor(k * step)]!);
  return { puzzles: picked.map((row) => row[0]!), levels: picked.map((row) => levelNames.indexOf(row[1]!)), levelNames };
}

/** The set with one technique's value changed. */
function withValue(set: CustomSet, index: number, value: number): CustomSet {
  return { ...set, techniques: set.techniques.map((t, i) => (i === index ? { id: t.id, value } : t)) };
}

/** The set with two neighbouring techniques swapped (a different order: new solves). */
function swapped(set: CustomSet, index: number): CustomSet {
  const techniques = [...set.techniques];
  [techniques[index], techniques[index + 1]] = [techniques[index + 1]!, techniques[index]!];
  return { ...set, techniques };
}

export const ratingsPreviewSuite: BenchSuite = {
  name: SUITE,
  run(context): BenchRow[] {
    const sample = sampleOf();
    const traces = new PreviewTraces();
    const set = presetCustomSet('bench', 'hodoku');
    context.log(`${SUITE}: ${sample.puzzles.length} puzzles of ${FILE}, a set from HoDoKu`);
    const first = timed(() => previewCustomSet(set, sample, traces));
    const xyWing = set.techniques.findIndex((t) => t.id === 'xy-wing');
    const valueMillis: number[] = [];
    for (let edit = 1; edit <= VALUE_EDITS; edit++)
      valueMillis.push(timed(() => previewCustomSet(withValue(set, xyWing, 100 + edit * 10), sample, traces)).wallSeconds * 1000);
    const orderMillis: number[] = [];
    for (let edit = 0; edit < ORDER_EDITS; edit++) {
      // Swap techniques late in the order (past the singles), so each edit is a new order.
      orderMillis.push(timed(() => previewCustomSet(swapped(set, xyWing - 1 - edit), sample, traces)).wallSeconds * 1000);
    }
    const fields = (caseName: string) => ({ suite: SUITE, case: caseName, file: `${sample.puzzles.length} puzzles, ${FILE}` });
    return [
      latencyRow(fields('first preview of a set (every puzzle solved)'), [first.wallSeconds * 1000], 'none: once per sample'),
      latencyRow(fields('preview after a value edit (solves kept, folded again)'), valueMillis, '< 1000 ms'),
      latencyRow(fields('preview after an order edit (solved again in the new order)'), orderMillis, 'none stated'),
    ];
  },
};
