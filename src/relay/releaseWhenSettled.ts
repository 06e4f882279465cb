import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Releases a preloaded query once its request has answered or failed. Disposing one still on its way cancels the
 * request, and a screen already reading it then renders without its data and never receives it (a navigation that
 * replaces an address's entry while its page shows it would leave that page broken).
 */
export function releaseWhenSettled(reference: PreloadedQuery<OperationType> | null | undefined) {
  if (!reference) return;
  // No request was made (the store held the data): nothing to wait for.
  if (!reference.source) {
    reference.dispose();
    return;
  }
  const dispose = () => reference.dispose();
  reference.source.subscribe({ complete: dispose, error: dispose });
}
