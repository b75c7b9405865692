/**
 * Printing (issue 15): what a printed set costs.
 *
 * - 1,000 puzzles, 4 a page, with answer keys → PDF bytes (layout + pdfkit), on one core; goal < 5 s.
 * - The first preview page: its layout and SVG markup for the same 1,000 puzzles; goal < 200 ms.
 * - The size of a 100-puzzle PDF (4 a page, answers); goal < 500 KB.
 */
import { asPuzzle } from '../../src/core/grid/puzzle';
import { layoutFirstPage, layoutPrint } from '../../src/core/print/layout';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from '../../src/core/print/printOptions';
import type { PrintPuzzle } from '../../src/core/print/printPuzzle';
import { makePageSvg } from '../../src/core/print/svgPage';
import { solve } from '../../src/core/solve/index';
import { renderPdf } from '../../src/main/services/print/pdf';
import { loadDataPuzzles } from '../data';
import { timed, timedAsync } from '../timing';
import type { BenchContext, BenchRow, BenchSuite } from '../types';

const FILE = 'magictour-top1465.txt';
const OPTIONS: PrintOptions = { ...DEFAULT_PRINT_OPTIONS, perPage: 4, answers: 'end', title: 'Top 1465', label: ['number', 'source'] };

function printPuzzles(count: number): PrintPuzzle[] {
  return loadDataPuzzles(FILE)
    .slice(0, count)
    .map((givens, index) => {
      const outcome = solve(asPuzzle(givens));
      if (outcome.status !== 'unique') throw new Error(`${FILE} line ${index + 1} has no unique solution`);
      return { givens, solution: outcome.solution, source: 'magictour top 1465' };
    });
}

export const printSuite: BenchSuite = {
  name: 'print',
  async run(context: BenchContext): Promise<BenchRow[]> {
    const puzzles = printPuzzles(1000);
    context.log(`print: ${puzzles.length} puzzles from ${FILE}`);
    await renderPdf(layoutPrint(puzzles.slice(0, 20), OPTIONS), { creationDate: new Date(0) });
    const pdf = await timedAsync(() => renderPdf(layoutPrint(puzzles, OPTIONS), { creationDate: new Date(0) }));
    const preview = timed(() => makePageSvg(layoutFirstPage(puzzles, OPTIONS)!));
    const hundred = await renderPdf(layoutPrint(puzzles.slice(0, 100), OPTIONS), { creationDate: new Date(0) });
    const row = (
      name: string,
      count: number,
      run: { cpuSeconds: number; wallSeconds: number },
      note: string,
      extra?: Record<string, number>,
    ): BenchRow => ({
      suite: 'print',
      case: name,
      file: FILE,
      puzzles: count,
      cpuSeconds: run.cpuSeconds,
      wallSeconds: run.wallSeconds,
      perSecond: count / run.cpuSeconds,
      note,
      extra,
    });
    return [
      row(
        '1,000 puzzles, 4 a page, answers → PDF',
        1000,
        pdf,
        `${pdf.cpuSeconds.toFixed(2)} s (goal < 5 s); ${Math.round(pdf.result.length / 1024)} KB`,
        { bytes: pdf.result.length },
      ),
      row('first preview page (layout + SVG)', 4, preview, `${(preview.wallSeconds * 1000).toFixed(1)} ms (goal < 200 ms)`),
      {
        ...row('100-puzzle PDF size', 100, { cpuSeconds: 0, wallSeconds: 0 }, `${Math.round(hundred.length / 1024)} KB (goal < 500 KB)`, {
          bytes: hundred.length,
        }),
        perSecond: 0,
      },
    ];
  },
};
