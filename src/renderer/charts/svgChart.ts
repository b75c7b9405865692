/**
 * The pieces every SVG export of the Compare view is built from: escaping, scales, tick values,
 * axes and the document around a chart. Plain strings, no DOM, so each chart's SVG is a pure
 * function of the data its canvas shows and can be tested as text.
 */

/** The colours of an exported chart (the page's theme at the time of the export). */
export interface SvgColours {
  readonly ink: string;
  readonly muted: string;
  readonly grid: string;
  readonly accent: string;
  readonly bad: string;
  readonly link: string;
  readonly value: string;
  /** The background behind the chart. */
  readonly paper: string;
}

/** Light colours for exports and tests made without a page to read the theme from. */
export const LIGHT_SVG_COLOURS: SvgColours = {
  ink: '#1d2430',
  muted: '#5f6875',
  grid: '#c9ccd1',
  accent: '#2b6cb0',
  bad: '#c0392b',
  link: '#6a3fb5',
  value: '#6b7380',
  paper: '#ffffff',
};

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

type Attribute = string | number | undefined | null;

/** One element; undefined or null attributes are left out, numbers rounded to 0.01 px. */
export function el(name: string, attributes: Readonly<Record<string, Attribute>>, children: string | readonly string[] = ''): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? round(value) : escapeXml(value)}"`)
    .join('');
  const body = typeof children === 'string' ? children : children.join('');
  return body === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${body}</${name}>`;
}

/** A text element whose content is escaped. */
export function text(content: string, attributes: Readonly<Record<string, Attribute>>): string {
  return el('text', attributes, escapeXml(content));
}

/** A hover title for the element it is put in (viewers show it as a tooltip). */
export function title(content: string): string {
  return `<title>${escapeXml(content)}</title>`;
}

function round(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The drawing area inside a chart: its edges in pixels. */
export interface PlotArea {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Maps a value to a pixel; `invert` maps back. */
export interface Scale {
  (value: number): number;
  readonly domain: readonly [number, number];
  readonly log: boolean;
}

/** A linear scale from `domain` onto `range` (a degenerate domain maps to the range's middle). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  const scale = (value: number): number => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
  return Object.assign(scale, { domain: [d0, d1] as const, log: false });
}

/** A base-10 logarithmic scale (the domain must be positive). */
export function logScale(domain: readonly [number, number], range: readonly [number, number]): Scale {
  const inner = linearScale([Math.log10(domain[0]), Math.log10(domain[1])], range);
  const scale = (value: number): number => inner(Math.log10(value));
  return Object.assign(scale, { domain: [domain[0], domain[1]] as const, log: true });
}

/**
 * About `count` round tick values covering [min, max]: steps of 1, 2 or 5 times a power of ten,
 * from the first multiple of the step at or below `min` to the first at or above `max`.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw) ?? 10 * power;
  const first = Math.floor(min / step + 1e-9) * step;
  const ticks: number[] = [];
  for (let value = first; value < max + step - 1e-9 * step; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

/** Ticks of a log axis: 1, 2, 5 times each power of ten inside [min, max], the ends included. */
export function logTicks(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (let power = Math.floor(Math.log10(min)); 10 ** power <= max; power++) {
    for (const m of [1, 2, 5]) {
      const value = Number((m * 10 ** power).toPrecision(12));
      if (value >= min && value <= max) ticks.push(value);
    }
  }
  return ticks;
}

/** Whether a log axis labels this tick: 1, 2 or 5 times a power of ten (the others only crowd it). */
export function isLogTick(value: number): boolean {
  if (!(value > 0)) return false;
  const mantissa = Number((value / 10 ** Math.floor(Math.log10(value) + 1e-9)).toPrecision(6));
  return mantissa === 1 || mantissa === 2 || mantissa === 5;
}

/** A value for a tick label: at most two decimals, no trailing zeros. */
export function formatTick(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The value axis on the left: grid lines, tick labels and the axis title. */
export function leftAxis(area: PlotArea, scale: Scale, colours: SvgColours, axisTitle: string): string {
  const [low, high] = scale.domain;
  const ticks = scale.log ? logTicks(low, high) : niceTicks(low, high).filter((tick) => tick >= low - 1e-9 && tick <= high + 1e-9);
  const parts = ticks.map((tick) => {
    const y = scale(tick);
    return (
      el('line', { x1: area.left, x2: area.right, y1: y, y2: y, stroke: colours.grid, 'stroke-width': 1 }) +
      text(formatTick(tick), { x: area.left - 6, y: y + 4, 'text-anchor': 'end', fill: colours.muted, 'font-size': 11 })
    );
  });
  const middle = (area.top + area.bottom) / 2;
  parts.push(
    text(axisTitle, {
      x: 14,
      y: middle,
      transform: `rotate(-90 14 ${round(middle)})`,
      'text-anchor': 'middle',
      fill: colours.muted,
      'font-size': 12,
    }),
  );
  return el('g', { class: 'axis-y' }, parts);
}

/** The value axis at the bottom: tick marks, labels and the axis title. */
export function bottomAxis(area: PlotArea, scale: Scale, colours: SvgColours, axisTitle: string, height: number): string {
  const [low, high] = scale.domain;
  const ticks = scale.log ? logTicks(low, high) : niceTicks(low, high, 8).filter((tick) => tick >= low - 1e-9 && tick <= high + 1e-9);
  const parts = [el('line', { x1: area.left, x2: area.right, y1: area.bottom, y2: area.bottom, stroke: colours.muted, 'stroke-width': 1 })];
  for (const tick of ticks) {
    const x = scale(tick);
    parts.push(el('line', { x1: x, x2: x, y1: area.bottom, y2: area.bottom + 4, stroke: colours.muted, 'stroke-width': 1 }));
    parts.push(text(formatTick(tick), { x, y: area.bottom + 16, 'text-anchor': 'middle', fill: colours.muted, 'font-size': 11 }));
  }
  parts.push(
    text(axisTitle, { x: (area.left + area.right) / 2, y: height - 6, 'text-anchor': 'middle', fill: colours.muted, 'font-size': 12 }),
  );
  return el('g', { class: 'axis-x' }, parts);
}

/** A whole SVG file: the declaration, a background, the chart's title on top and its body. */
export function svgDocument(width: number, height: number, heading: string, colours: SvgColours, body: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width,
        height,
        viewBox: `0 0 ${width} ${height}`,
        'font-family': 'Liberation Sans, Arial, Helvetica, sans-serif',
      },
      [
        title(heading),
        el('rect', { x: 0, y: 0, width, height, fill: colours.paper }),
        text(heading, { x: 12, y: 20, fill: colours.ink, 'font-size': 14, 'font-weight': 'bold' }),
        ...body,
      ],
    ) +
    '\n'
  );
}

/** The padded extent of some values, for an axis (a single value gets room on both sides). */
export function extentOf(values: Iterable<number>, log = false): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (!Number.isFinite(value) || (log && value <= 0)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min === Infinity) return log ? [1, 10] : [0, 1];
  if (log) return [min / 1.15, max * 1.15];
  const pad = max === min ? Math.max(1, Math.abs(max) * 0.1) : (max - min) * 0.05;
  return [min - pad, max + pad];
}
