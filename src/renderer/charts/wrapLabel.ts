/**
 * A chart label broken into lines at spaces, so long names ("Sudoku of the Day levels · Diabolical")
 * stand in a narrow column instead of being turned on their side or cut off.
 */

/** Lines of at most `width` characters where the words allow (a longer word keeps its own line). */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/).filter((part) => part !== '')) {
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
