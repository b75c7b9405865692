/**
 * Work done one piece per animation frame. Creating a chart lays it out and draws it at once; the
 * Compare view's charts created together, with the rows' work beside them, made one long task
 * that froze the page. Taking turns keeps each task to one piece, and the page answers between.
 * Without frames (tests outside a browser) a turn comes after a timer.
 */

const waiting: (() => void)[] = [];
let frameAsked = false;
/** No piece ran in the last frame: the next one waits a frame first. */
let idle = true;

const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
};

/**
 * Pieces asked for while idle wait one frame: what the page changed as it asked for them (new
 * tables, the charts' blocks) is laid out and painted in that frame's task, so the first piece
 * finds the layout done instead of paying for it in its own task.
 */
function takeTurns(): void {
  if (frameAsked) return;
  if (waiting.length === 0) {
    idle = true;
    return;
  }
  frameAsked = true;
  const settling = idle;
  idle = false;
  nextFrame(() => {
    frameAsked = false;
    if (!settling) waiting.shift()?.();
    takeTurns();
  });
}

/** Runs `work` in a frame of its own, after the pieces waiting before it; the returned function cancels it. */
export function inTurn(work: () => void): () => void {
  const turn = (): void => work();
  waiting.push(turn);
  takeTurns();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Resolves in a frame of its own, once the pieces waiting now have had their turns. */
export function myTurn(): Promise<void> {
  return new Promise((resolve) => inTurn(resolve));
}

/** Resolves once no piece waits for its turn: every chart asked for so far is drawn. */
export async function turnsTaken(): Promise<void> {
  while (waiting.length > 0) await myTurn();
}
