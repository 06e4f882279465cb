import { startTransition, useCallback, useState } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { FetchPolicy, GraphQLTaggedNode, OperationType, PreloadableConcreteRequest } from 'relay-runtime';

export interface DialogQuery<T extends OperationType> {
  /** The query the last open started; the dialog reads it with usePreloadedQuery. Null while closed. */
  reference: PreloadedQuery<T> | null | undefined;
  /** Starts the query: call it in the press that opens the dialog, so data and dialog are on their way together. */
  open: (variables: T['variables']) => void;
  /** Asks the server again for what the dialog shows (its Retry). */
  retry: () => void;
  /** Asks again after a change made in the dialog, keeping what it shows until the answer arrives (a transition). */
  reload: () => void;
  /** Releases the query when the dialog closes. */
  close: () => void;
  /** Changes with each load, so an error boundary around the dialog's data clears when Retry asks again. */
  loadKey: string;
}

/**
 * A dialog's or panel's query, loaded when it opens (render-as-you-fetch): the opener holds this loader and starts the
 * query on the click that opens it, the dialog renders with usePreloadedQuery under a Suspense and error boundary.
 * From the network unless told (`store-or-network` for catalogs): what a dialog shows may have changed since it last
 * opened. Retry always asks the network.
 */
export function useDialogQuery<T extends OperationType>(
  query: GraphQLTaggedNode | PreloadableConcreteRequest<T>, fetchPolicy: FetchPolicy = 'network-only',
): DialogQuery<T> {
  const [reference, load, dispose] = useQueryLoader<T>(query);
  const [loads, setLoads] = useState(0);
  const start = useCallback((variables: T['variables'], policy: FetchPolicy) => {
    setLoads((n) => n + 1);
    load(variables, { fetchPolicy: policy });
  }, [load]);
  const open = useCallback((variables: T['variables']) => start(variables, fetchPolicy), [start, fetchPolicy]);
  const retry = useCallback(() => {
    if (reference) start(reference.variables, 'network-only');
  }, [start, reference]);
  const reload = useCallback(() => startTransition(retry), [retry]);
  return { reference, open, retry, reload, close: dispose, loadKey: String(loads) };
}
