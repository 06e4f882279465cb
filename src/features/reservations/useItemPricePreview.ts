import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useItemPricePreviewQuery, useItemPricePreviewQuery$data } from '../../__generated__/useItemPricePreviewQuery.graphql';
import { readGraphQLError } from '../../app/graphqlErrors';
import type { ItemChanges } from '../../machines/reservationEditor/reservationEditorTypes';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

const query = graphql`
  query useItemPricePreviewQuery($data: ReservationItemUpdateInput!) {
    previewReservationItemChange(data: $data) { unitPrice amount priceOverridden rate { code } }
  }
`;

export type PricePreview =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; price: useItemPricePreviewQuery$data['previewReservationItemChange'] }
  | { state: 'failed'; reason: string };

/**
 * The price the dialog's pending changes would give, asked of the server (previewReservationItemChange prices
 * exactly as saving does) once the person stops typing; idle while nothing changed.
 */
export function useItemPricePreview(idReservationItem: string, changes: ItemChanges): PricePreview {
  const environment = useRelayEnvironment();
  const key = useDebouncedValue(JSON.stringify(changes), 300);
  const [preview, setPreview] = useState<PricePreview>({ state: 'idle' });
  useEffect(() => {
    const asked = JSON.parse(key) as ItemChanges;
    if (Object.keys(asked).length === 0) {
      setPreview({ state: 'idle' });
      return undefined;
    }
    setPreview({ state: 'loading' });
    const subscription = fetchQuery<useItemPricePreviewQuery>(environment, query, { data: { idReservationItem, ...asked } }, {
      fetchPolicy: 'network-only',
    }).subscribe({
      next: (data) => setPreview({ state: 'ready', price: data.previewReservationItemChange }),
      error: (error: unknown) => setPreview({ state: 'failed', reason: readGraphQLError(error).message }),
    });
    return () => subscription.unsubscribe();
  }, [environment, idReservationItem, key]);
  return preview;
}
