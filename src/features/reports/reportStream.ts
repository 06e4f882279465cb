import { authService } from '../../machines/auth/authService';
import { CSRF_HEADER, ensureCsrfToken } from '../../relay/authApi';
import { readStoredUser } from '../../relay/userStorage';
import type { ReportKey } from './reportKinds';

export type ReportFormat = 'screen' | 'xlsx' | 'csv';
export type ColumnType = 'text' | 'date' | 'money' | 'integer' | 'percent' | 'status';

export interface ReportColumn {
  key: string;
  type: ColumnType;
  total: boolean;
  label: string;
}

export interface ReportTotal {
  currency: string | null;
  rows: number;
  sums: Record<string, string>;
}

export interface ReportChartData {
  kind: 'bar' | 'doughnut';
  points: { label: string; currency: string | null; value: string }[];
}

/**
 * A report the server refused or could not finish. `body` is the refusal's answer in the error contract's shape (code,
 * fieldErrors with their params), which src/app/errors reads; `message` is English, for logs only.
 */
export class ReportRequestError extends Error {
  constructor(readonly status: number, message: string, readonly body: Record<string, unknown> = {}) {
    super(message);
  }
}

export interface ReportProgress {
  /** Rows (screen, CSV) read so far, or bytes for XLSX. */
  received: number;
  /** The planner's estimate of the rows, 0 when unknown. */
  estimate: number;
}

async function post(key: ReportKey, body: unknown, signal: AbortSignal): Promise<Response> {
  const user = readStoredUser();
  const response = await fetch(`/api/reports/${key}`, {
    method: 'POST',
    credentials: 'include',
    signal,
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: await ensureCsrfToken(),
      ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status === 401) {
    // SPEC.md section 8: an expired token refreshes and reloads, as on every data call.
    authService().send({ type: 'SESSION_EXPIRED' });
    return new Promise<never>(() => {});
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ReportRequestError(response.status, String(body.message ?? response.statusText), body);
  }
  return response;
}

export interface ScreenHandlers {
  onStart: (start: { title: string; estimate: number; columns: ReportColumn[]; currencyColumn: string | null }) => void;
  onRows: (rows: unknown[][]) => void;
  onTotals: (totals: ReportTotal[]) => void;
  onChart: (chart: ReportChartData | null) => void;
  onEnd: (end: { rows: number; truncated: boolean }) => void;
}

/** Generates a report on screen: reads the NDJSON body line by line as it arrives. */
export async function streamReport(
  key: ReportKey, params: Record<string, string>, locale: string, signal: AbortSignal, handlers: ScreenHandlers,
): Promise<void> {
  const response = await post(key, { params, format: 'screen', locale }, signal);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ended = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line) continue;
      const event = JSON.parse(line);
      if (event.type === 'start') handlers.onStart(event);
      else if (event.type === 'rows') handlers.onRows(event.rows);
      else if (event.type === 'totals') handlers.onTotals(event.totals);
      else if (event.type === 'chart') handlers.onChart(event.chart);
      else if (event.type === 'end') {
        ended = true;
        handlers.onEnd(event);
      } else if (event.type === 'error') throw new ReportRequestError(500, event.message);
    }
  }
  // A body that stops before its end line was cut (the server or the network failed mid-report).
  if (!ended) throw new ReportRequestError(500, 'The report was interrupted');
}

/**
 * Downloads a report file, reading the body as it streams so the progress bar moves (CSV lines against the row
 * estimate; XLSX is compressed, so its bytes only show that it moves) and AbortController can cancel it.
 */
export async function downloadReport(
  key: ReportKey, params: Record<string, string>, format: 'xlsx' | 'csv', locale: string, signal: AbortSignal,
  onProgress: (progress: ReportProgress) => void,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await post(key, { params, format, locale }, signal);
  const estimate = Number(response.headers.get('x-report-estimate') ?? 0) || 0;
  const reader = response.body!.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  let inQuotes = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parts.push(value);
    if (format === 'csv') {
      // A new line outside quotes ends a row (a quoted name may hold one).
      for (const byte of value) {
        if (byte === 34) inQuotes = !inQuotes;
        else if (byte === 10 && !inQuotes) received += 1;
      }
    } else received += value.length;
    onProgress({ received, estimate: format === 'csv' ? estimate : 0 });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${key}.${format}`;
  return { blob: new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), fileName };
}
