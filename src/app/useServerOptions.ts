import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { ComboBoxItem } from '../ui/ComboBox';
import { useDebouncedValue } from '../ui/useDebouncedValue';

/**
 * Options of a search-as-you-type picker, fetched from the server for the text typed so far. A picker's query
 * depends on keystrokes, not on the route, so it cannot be preloaded by the route: it runs with fetchQuery and
 * the newest answer wins.
 */
export function useServerOptions<T extends OperationType>(
  query: GraphQLTaggedNode,
  variablesFor: (text: string) => T['variables'],
  toItems: (data: T['response']) => ComboBoxItem[],
) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const [generation, setGeneration] = useState(0);
  const debounced = useDebouncedValue(text, 250);
  const [state, setState] = useState<{ items: ComboBoxItem[]; isLoading: boolean; failed: boolean }>({
    items: [], isLoading: true, failed: false,
  });
  const latest = useRef({ variablesFor, toItems });
  latest.current = { variablesFor, toItems };

  useEffect(() => {
    setState((s) => ({ ...s, isLoading: true }));
    const subscription = fetchQuery<T>(environment, query, latest.current.variablesFor(debounced), {
      fetchPolicy: 'network-only',
    }).subscribe({
      next: (data) => setState({ items: latest.current.toItems(data), isLoading: false, failed: false }),
      error: () => setState({ items: [], isLoading: false, failed: true }),
    });
    return () => subscription.unsubscribe();
  }, [environment, query, debounced, generation]);

  /** Asks again with the same text, e.g. after the chosen option was used up. */
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, onInputChange: setText, refresh };
}
