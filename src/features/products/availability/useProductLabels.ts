import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useProductLabelsQuery } from '../../../__generated__/useProductLabelsQuery.graphql';

const productLabelQuery = graphql`
  query useProductLabelsQuery($id: ID!) {
    getProductById(id: $id) { idProduct name }
  }
`;

/**
 * Names of the chosen products. A product picked here brings its name along; one that arrived in the address (a
 * reload, a shared link) is looked up once. Like a picker's options these follow the person's choices, not the
 * route, so they are fetched here rather than preloaded.
 */
export function useProductLabels(ids: readonly string[]) {
  const environment = useRelayEnvironment();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const key = ids.filter((id) => !(id in labels)).join(',');
  useEffect(() => {
    if (!key) return undefined;
    const subscriptions = key.split(',').map((id) => fetchQuery<useProductLabelsQuery>(environment, productLabelQuery, { id })
      .subscribe({
        next: (data) => setLabels((l) => ({ ...l, [id]: data.getProductById?.name ?? '' })),
        error: () => setLabels((l) => ({ ...l, [id]: '' })),
      }));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [environment, key]);
  const remember = useCallback((id: string, label: string) => setLabels((l) => ({ ...l, [id]: label })), []);
  return { labels, remember };
}
