/**
 * Chart colours from the page's CSS variables, so charts follow the light or dark theme, and a
 * way to hear the theme change.
 */
import { LIGHT_SVG_COLOURS, type SvgColours } from './svgChart';

/** The colours a chart is drawn in: an export's, without the paper behind it. */
export type ChartColours = Omit<SvgColours, 'paper'>;

/** The page's CSS variable for each chart colour. */
const CSS_VARIABLES: Readonly<Record<keyof ChartColours, string>> = {
  ink: '--ink',
  muted: '--muted',
  grid: '--rule',
  accent: '--accent',
  bad: '--bad',
  link: '--hl-link',
  value: '--board-mark',
};

/** The chart colours of the theme where `element` is; a colour the page does not set is the light one. */
export function chartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (key: keyof ChartColours): string => style.getPropertyValue(CSS_VARIABLES[key]).trim() || LIGHT_SVG_COLOURS[key];
  return {
    ink: read('ink'),
    muted: read('muted'),
    grid: read('grid'),
    accent: read('accent'),
    bad: read('bad'),
    link: read('link'),
    value: read('value'),
  };
}

/** Calls `listener` when the system switches between light and dark; returns the unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
