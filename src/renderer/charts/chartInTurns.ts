/**
 * A Compare chart made in turns of its own (see frameTurns), so that no piece makes a long task:
 * first chart.js sizes the canvas and resolves the options over empty data, then the data comes
 * in and the chart is laid out (its elements, its axes' labels measured), then it is drawn. Made
 * in one piece, a box plot of twenty levels took longer than a long task's 50 ms.
 * The canvas carries `data-drawn` (the chart's title) once the chart is drawn: what waits for a
 * chart reads it.
 */
import { Chart, type ChartConfiguration, type ChartData, type ChartType, type Plugin } from 'chart.js';
import { inTurn } from './frameTurns';

/** The data with the same datasets (so their controllers are made with the chart) but no values. */
function emptied<T extends ChartType>(data: ChartData<T>): ChartData<T> {
  return { ...data, labels: [], datasets: data.datasets.map((dataset) => ({ ...dataset, data: [] })) } as ChartData<T>;
}

/**
 * Makes the chart `configure` describes on `canvas` (in its turn, so it may read the page's
 * styles with the layout done). Returns what cancels or destroys it.
 */
export function chartInTurns<T extends ChartType>(
  canvas: HTMLCanvasElement,
  drawnAs: string,
  configure: () => ChartConfiguration<T>,
): () => void {
  let created: Chart<T> | undefined;
  let drawing = false;
  // Holds back the drawings chart.js does as it makes and updates the chart, until its turn.
  const holdDrawing: Plugin<T> = { id: 'drawInTurn', beforeRender: () => drawing };
  const cancels: (() => void)[] = [];
  const draw = (): void => {
    drawing = true;
    created?.render();
    canvas.dataset.drawn = drawnAs;
  };
  const fill = (data: ChartData<T>): void => {
    if (!created) return;
    created.data.labels = data.labels;
    created.data.datasets.forEach((dataset, index) => {
      dataset.data = data.datasets[index]!.data;
    });
    created.update('none');
    cancels.push(inTurn(draw));
  };
  const make = (): void => {
    const config = configure();
    created = new Chart(canvas, { ...config, data: emptied(config.data), plugins: [...(config.plugins ?? []), holdDrawing] });
    cancels.push(inTurn(() => fill(config.data)));
  };
  cancels.push(inTurn(make));
  return () => {
    for (const cancel of cancels) cancel();
    created?.destroy();
    delete canvas.dataset.drawn;
  };
}
