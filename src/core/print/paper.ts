/** Paper sizes a set prints on, in PostScript points (1/72 inch), portrait. */
export type PaperSize = 'a4' | 'letter' | 'a5';

export const PAPER_SIZES: readonly PaperSize[] = ['a4', 'letter', 'a5'];

export const PAPER_POINTS: Readonly<Record<PaperSize, { readonly width: number; readonly height: number }>> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
  a5: { width: 419.53, height: 595.28 },
};

/** The paper's name as people write it. */
export const PAPER_NAMES: Readonly<Record<PaperSize, string>> = { a4: 'A4', letter: 'Letter', a5: 'A5' };
