/**
 * Text from input files and arguments shown on a terminal: control characters (escape codes
 * that could recolour, move the cursor or retitle the window) are shown escaped, and a very
 * long field is cut, so whatever a file holds, a message stays one readable line.
 */

/** Longest field or message echoed back, in characters. */
const MAX_ECHOED_LENGTH = 500;

// C0 controls (but tab), DEL, C1 controls, and the bidirectional overrides that reorder text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Control characters as `\xNN` / `\uNNNN`, so they print as text instead of acting. */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** The text cut to `max` characters, saying how long it was. */
export function cutText(text: string, max = MAX_ECHOED_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length.toLocaleString('en-US')} characters)`;
}

/** Cut, then escaped: safe to print on a terminal. */
export function forTerminal(text: string, max = MAX_ECHOED_LENGTH): string {
  return escapeControlCharacters(cutText(text, max));
}

/** A tab-separated output line for a terminal: each field cut and escaped, tabs kept. */
export function lineForTerminal(line: string, maxField = 1_000): string {
  return line
    .split('\t')
    .map((field) => forTerminal(field, maxField))
    .join('\t');
}
