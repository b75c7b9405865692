/**
 * Chart colours from the page's CSS variables, so charts follow the light or dark theme, and a
 * way to hear the theme change.
 */
export interface ChartColours {
  readonly ink: string;
  readonly muted: string;
  readonly grid: string;
  readonly accent: string;
  readonly bad: string;
  readonly link: string;
  readonly value: string;
}

export function chartColours(element: Element): ChartColours {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string): string => style.getPropertyValue(name).trim() || fallback;
  return {
    ink: read('--ink', '#1d2430'),
    muted: read('--muted', '#5f6875'),
    grid: read('--rule', '#c9ccd1'),
    accent: read('--accent', '#2b6cb0'),
    bad: read('--bad', '#c0392b'),
    link: read('--hl-link', '#6a3fb5'),
    value: read('--board-mark', '#6b7380'),
  };
}

/** Calls `listener` when the system switches between light and dark; returns the unsubscribe. */
export function onThemeChange(listener: () => void): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
