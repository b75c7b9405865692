/**
 * Charts drawn one per animation frame. Creating a chart lays it out and draws it at once; the
 * Compare view's charts created together made one long task that froze the page. Taking turns
 * keeps each task to one chart, and the page answers between them.
 */

const waiting: (() => void)[] = [];
let frameAsked = false;

function nextTurn(): void {
  if (frameAsked || waiting.length === 0) return;
  frameAsked = true;
  requestAnimationFrame(() => {
    frameAsked = false;
    waiting.shift()?.();
    nextTurn();
  });
}

/** Runs `draw` in a frame of its own, after the charts waiting before it; the returned function cancels it. */
export function inTurn(draw: () => void): () => void {
  const turn = (): void => draw();
  waiting.push(turn);
  nextTurn();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}
