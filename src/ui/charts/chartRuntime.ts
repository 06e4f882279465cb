/**
 * The only module that imports chart.js. Charts load it with `import('./chartRuntime')`, so it lands in its own
 * chunk fetched by the pages that draw charts; only the controllers and elements used here are registered, which
 * lets the bundler drop the rest of chart.js.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(
  ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Filler, Legend, LinearScale,
  LineController, LineElement, PointElement, Tooltip,
);

export interface ChartHandle {
  update(config: ChartConfiguration): void;
  destroy(): void;
}

export function createChart(canvas: HTMLCanvasElement, config: ChartConfiguration): ChartHandle {
  const chart = new Chart(canvas, config);
  return {
    update(next) {
      chart.data = next.data;
      if (next.options) chart.options = next.options;
      chart.update();
    },
    destroy: () => chart.destroy(),
  };
}
