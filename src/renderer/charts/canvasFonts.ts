/**
 * The fonts the charts draw with, looked up once while the page is idle. The first text a canvas
 * measures in a font waits for the system to find that font; on Linux that wait fell inside the
 * first Compare chart's turn and made it a long task.
 */

/** chart.js's default family, and the page's plain one, at the sizes the charts use. */
const FAMILIES = ["'Helvetica Neue', 'Helvetica', 'Arial', sans-serif", 'sans-serif'];
const SIZES = [11, 12];
const WEIGHTS = ['', 'bold '];

/** Every font the charts use, as a canvas `font` string. */
export function chartFonts(): string[] {
  return FAMILIES.flatMap((family) => SIZES.flatMap((size) => WEIGHTS.map((weight) => `${weight}${size}px ${family}`)));
}

/** Measures a word in every chart font on `context`, so that later charts find them at once. */
export function lookUpFonts(context: Pick<CanvasRenderingContext2D, 'font' | 'measureText'>): void {
  for (const font of chartFonts()) {
    context.font = font;
    context.measureText('Medium 0.5');
  }
}

/** Looks the chart fonts up when the page is next idle (at once where idle callbacks are missing). */
export function lookUpFontsWhenIdle(target: Pick<Window, 'document'> & Partial<Pick<Window, 'requestIdleCallback'>>): void {
  const run = (): void => {
    const context = target.document.createElement('canvas').getContext('2d');
    if (context) lookUpFonts(context);
  };
  if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(run);
  else setTimeout(run, 0);
}
