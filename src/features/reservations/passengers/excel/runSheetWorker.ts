import { SHEET_TIMEOUT_MS, type SheetRequest, type SheetResponse } from './passengerSheetProtocol';

/**
 * Sends one request to a fresh worker and resolves with its answer. The worker is always terminated: after the
 * answer, on an error, or when it takes longer than the timeout (then the answer is a 'timeout' failure).
 */
export function runSheetWorker(
  request: SheetRequest,
  createWorker: () => Worker = () => new Worker(new URL('./passengerSheet.worker.ts', import.meta.url), { type: 'module' }),
  timeoutMs = SHEET_TIMEOUT_MS,
): Promise<SheetResponse> {
  return new Promise((resolve) => {
    const worker = createWorker();
    const finish = (response: SheetResponse) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(response);
    };
    const timer = setTimeout(() => finish({ type: 'failed', reason: 'timeout' }), timeoutMs);
    worker.onmessage = (event: MessageEvent<SheetResponse>) => finish(event.data);
    worker.onerror = () => finish({ type: 'failed', reason: 'unreadable' });
    if (request.type === 'parse') worker.postMessage(request, [request.bytes]);
    else worker.postMessage(request);
  });
}
