import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { ChartConfiguration } from 'chart.js';
import type { ChartHandle } from './chartRuntime';
import * as styles from './Chart.css';

export interface ChartFrameProps {
  title: string;
  summary: string;
  height: number;
  /** Built again on every render; the chart updates in place rather than being recreated. */
  config: ChartConfiguration;
  /** The figures as a table for screen readers and tests (the canvas itself is hidden from them). */
  table: ReactNode;
}

/**
 * Draws a chart.js configuration on a canvas once chart.js has loaded. The canvas is an image named by the summary;
 * the data table beside it is visually hidden but read by assistive technology. A pulsing placeholder holds the
 * space while chart.js downloads so the page does not jump.
 */
export function ChartFrame({ title, summary, height, config, table }: ChartFrameProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<ChartHandle | null>(null);
  const configRef = useRef(config);
  configRef.current = config;
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import('./chartRuntime')
      .then(({ createChart }) => {
        if (cancelled || !canvasRef.current) return;
        chartRef.current = createChart(canvasRef.current, configRef.current);
        setReady(true);
      })
      // A chunk that fails to load leaves the summary and table: the figures stay readable.
      .catch(() => { if (!cancelled) setFailed(true); });
    return () => {
      cancelled = true;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chartRef.current?.update(config);
  }, [ready, config]);

  return (
    <figure className={styles.figure} data-chart-ready={ready ? 'true' : 'false'}>
      <div
        className={styles.frame}
        style={{ '--chart-height': `${height}px` } as CSSProperties}
        role="img"
        aria-label={summary}
      >
        {!ready && !failed && <div className={styles.placeholder} aria-hidden="true" />}
        <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />
      </div>
      <figcaption className={styles.visuallyHidden}>{title}</figcaption>
      <div className={styles.visuallyHidden}>{table}</div>
    </figure>
  );
}
