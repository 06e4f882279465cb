/// <reference lib="webworker" />
/*
 * Parses uploaded passenger sheets off the page: xlsx and whatever a hostile file does to it stay in this worker,
 * which the page kills on a timeout. Only plain values go back.
 */
import { handleSheetRequest } from './parsePassengerSheet';
import type { SheetRequest, SheetResponse } from './passengerSheetProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  let response: SheetResponse;
  try {
    response = handleSheetRequest(event.data);
  } catch {
    response = { type: 'failed', reason: 'unreadable' };
  }
  if (response.type === 'template') scope.postMessage(response, [response.bytes]);
  else scope.postMessage(response);
};
