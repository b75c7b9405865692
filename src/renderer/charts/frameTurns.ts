/**
 * Work done one piece per animation frame. Creating a chart lays it out and draws it at once; the
 * Compare view's charts created together, with the rows' work beside them, made one long task
 * that froze the page. Taking turns keeps each task to one piece, and the page answers between.
 * A piece runs in a task of its own just after its frame, not in the frame's callback: there it
 * would share one task with the frame's style, layout, paint and commit (and with chart.js's
 * resize callbacks, which also wait for a frame), and those together made the long task.
 * Without frames (tests outside a browser) a turn comes after a timer.
 */

const waiting: (() => void)[] = [];
/** Pieces that wait until no piece of `waiting` is left (the tables, which come after the charts). */
const later: (() => void)[] = [];
let frameAsked = false;

/**
 * Runs `run` in a task of its own after the next frame is rendered: what the page changed before
 * (new tables, the charts' blocks) is laid out and painted in the frame's task, so the piece finds
 * the layout done instead of paying for it in its own task.
 */
const afterNextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
};

function takeTurns(): void {
  if (frameAsked || waiting.length + later.length === 0) return;
  frameAsked = true;
  afterNextFrame(() => {
    frameAsked = false;
    (waiting.shift() ?? later.shift())?.();
    takeTurns();
  });
}

function queue(lane: (() => void)[], work: () => void): () => void {
  const turn = (): void => work();
  lane.push(turn);
  takeTurns();
  return () => {
    const index = lane.indexOf(turn);
    if (index >= 0) lane.splice(index, 1);
  };
}

/** Runs `work` in a frame of its own, after the pieces waiting before it; the returned function cancels it. */
export function inTurn(work: () => void): () => void {
  return queue(waiting, work);
}

/**
 * Runs `work` in a frame of its own once no piece asked for with inTurn waits, even one asked for
 * after it: what can wait for every chart, such as the tables below them.
 */
export function inLaterTurn(work: () => void): () => void {
  return queue(later, work);
}

/** Resolves in a frame of its own, once the pieces waiting now have had their turns. */
export function myTurn(): Promise<void> {
  return new Promise((resolve) => inTurn(resolve));
}

/** Resolves once no piece waits for its turn: every chart and table asked for so far is shown. */
export async function turnsTaken(): Promise<void> {
  // Behind the later pieces: a turn of its own among the charts' would come before them again and again.
  while (waiting.length + later.length > 0) await new Promise<void>((resolve) => inLaterTurn(resolve));
}
