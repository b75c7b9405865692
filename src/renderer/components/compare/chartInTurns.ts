/**
 * A Compare chart made in turns of its own (see frameTurns): chart.js lays the chart out and
 * makes its elements in one turn and draws it in the next, so neither half makes a long task.
 * The canvas carries `data-drawn` (the chart's title) once the chart is drawn: what waits for a
 * chart reads it.
 */
import { Chart, type ChartConfiguration, type ChartType, type Plugin } from 'chart.js';
import { inTurn } from '../../state/frameTurns';

/**
 * Makes the chart `configure` describes on `canvas` (in its turn, so it may read the page's
 * styles with the layout done). Returns what cancels or destroys it.
 */
export function chartInTurns<T extends ChartType>(canvas: HTMLCanvasElement, drawnAs: string, configure: () => ChartConfiguration<T>): () => void {
  let created: Chart<T> | undefined;
  let drawing = false;
  // Holds back the first drawing, which chart.js does as it makes the chart.
  const holdDrawing: Plugin<T> = { id: 'drawInTurn', beforeRender: () => drawing };
  let cancelDrawing = (): void => undefined;
  const cancelMaking = inTurn(() => {
    const config = configure();
    created = new Chart(canvas, { ...config, plugins: [...(config.plugins ?? []), holdDrawing] });
    cancelDrawing = inTurn(() => {
      drawing = true;
      created?.render();
      canvas.dataset.drawn = drawnAs;
    });
  });
  return () => {
    cancelMaking();
    cancelDrawing();
    created?.destroy();
    delete canvas.dataset.drawn;
  };
}
