import { useCallback, useRef, useState } from 'react';
import type { ReportKey } from './reportKinds';
import {
  downloadReport, streamReport, type ReportChartData, type ReportColumn, type ReportFormat, type ReportProgress,
  type ReportTotal,
} from './reportStream';

export interface ReportResult {
  key: ReportKey;
  params: Record<string, string>;
  title: string;
  columns: ReportColumn[];
  rows: unknown[][];
  totals: ReportTotal[];
  chart: ReportChartData | null;
  truncated: boolean;
  complete: boolean;
}

export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; format: ReportFormat; progress: ReportProgress }
  | { phase: 'done'; format: ReportFormat; fileName?: string }
  | { phase: 'cancelled' }
  | { phase: 'error'; error: unknown };

/** Saves a downloaded blob under its file name (a link click is how a browser saves a generated file). */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * One report run at a time: on screen (rows appended as they stream, so the table fills while the bar moves) or as
 * a file download. Cancel aborts the request; the server stops reading the database when the body is dropped.
 */
export function useReportRun(locale: string) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const [result, setResult] = useState<ReportResult | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const run = useCallback(async (key: ReportKey, params: Record<string, string>, format: ReportFormat) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState({ phase: 'running', format, progress: { received: 0, estimate: 0 } });
    try {
      if (format === 'screen') {
        let estimate = 0;
        let received = 0;
        await streamReport(key, params, locale, abort.signal, {
          onStart: (start) => {
            estimate = start.estimate;
            setResult({ key, params, title: start.title, columns: start.columns, rows: [], totals: [], chart: null, truncated: false, complete: false });
            setState({ phase: 'running', format, progress: { received: 0, estimate } });
          },
          onRows: (rows) => {
            received += rows.length;
            setResult((r) => (r ? { ...r, rows: r.rows.concat(rows) } : r));
            setState({ phase: 'running', format, progress: { received, estimate } });
          },
          onTotals: (totals) => setResult((r) => (r ? { ...r, totals } : r)),
          onChart: (chart) => setResult((r) => (r ? { ...r, chart } : r)),
          onEnd: (end) => setResult((r) => (r ? { ...r, truncated: end.truncated, complete: true } : r)),
        });
        setState({ phase: 'done', format });
      } else {
        const file = await downloadReport(key, params, format, locale, abort.signal,
          (progress) => setState({ phase: 'running', format, progress }));
        save(file.blob, file.fileName);
        setState({ phase: 'done', format, fileName: file.fileName });
      }
    } catch (error) {
      if (abort.signal.aborted) {
        if (format === 'screen') setResult(null);
        setState({ phase: 'cancelled' });
      } else setState({ phase: 'error', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, [locale]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, result, run, cancel, reset };
}
