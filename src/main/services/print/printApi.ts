/**
 * The app's print methods (Print view): the chosen set as puzzles for the renderer's preview,
 * and the same set as PDF bytes for "Save PDF". Both read the set the same way, so the preview
 * and the file show the same puzzles in the same order.
 */
import { layoutPrint } from '../../../core/print/layout';
import { makePrintOptions, type PrintOptions } from '../../../core/print/printOptions';
import type { PrintPuzzle } from '../../../core/print/printPuzzle';
import { MAX_PRINT_PUZZLES, type PrintedPdf, type PrintSetInput, type PrintSetView } from '../../../shared/printTypes';
import { PAPER_SCALE, type CompareScale } from '../../../core/compare/index';
import { readScales } from '../compare/scaleStore';
import type { LibraryReader } from '../library/store/db';
import { pdfCreationDate, renderPdf } from './pdf';
import { completePrintPuzzles, PrintInputError, readLibraryPrintPuzzles } from './printSet';

/**
 * Most puzzles whose hint lines the app works out in one call: each is a logical solve, and on
 * hard puzzles that takes a while; the CLI (`patti print --hint`) has no such limit.
 */
const MAX_HINTED_PUZZLES = 100;

export class PrintApi {
  /** `libraryPath` finds the saved universal scales beside the library (without it, only the Project Patti paper's). */
  constructor(
    private readonly db: LibraryReader,
    private readonly libraryPath?: string,
  ) {}

  puzzles(input: PrintSetInput): PrintSetView {
    return { puzzles: this.read(input, this.options(input)) };
  }

  async pdf(input: PrintSetInput): Promise<PrintedPdf> {
    const options = this.options(input);
    const puzzles = this.read(input, options);
    if (puzzles.length === 0) throw new PrintInputError('there is nothing to print: the selection is empty');
    const layout = layoutPrint(puzzles, options);
    const bytes = await renderPdf(layout, { creationDate: pdfCreationDate() });
    return { base64: bytes.toString('base64'), pages: layout.pages.length, bytes: bytes.length };
  }

  private options(input: PrintSetInput): PrintOptions {
    const made = makePrintOptions(input.options);
    if (!made.ok) throw new PrintInputError(made.error.message);
    return made.value;
  }

  private read(input: PrintSetInput, options: PrintOptions): PrintPuzzle[] {
    const needsScales = 'filter' in input.selection && input.selection.category !== undefined && this.libraryPath !== undefined;
    const scales: readonly CompareScale[] = needsScales ? readScales(this.libraryPath!).scales : [PAPER_SCALE];
    const puzzles = readLibraryPrintPuzzles(this.db, input.selection, options, scales);
    if (puzzles.length > MAX_PRINT_PUZZLES) {
      throw new PrintInputError(
        `the selection has ${puzzles.length.toLocaleString('en-US')} puzzles; ` +
          `the app prints up to ${MAX_PRINT_PUZZLES.toLocaleString('en-US')} at a time (\`patti print\` takes any number)`,
      );
    }
    if (options.hint && puzzles.length > MAX_HINTED_PUZZLES) {
      throw new PrintInputError(
        `hint lines are worked out for up to ${MAX_HINTED_PUZZLES} puzzles here; choose fewer, or use \`patti print --hint\``,
      );
    }
    return completePrintPuzzles(puzzles, options, false);
  }
}
