import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useItemPricePreviewQuery, useItemPricePreviewQuery$data } from '../../__generated__/useItemPricePreviewQuery.graphql';
import { refusalWords } from '../../app/forms/failureText';
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

/** The refusal itself is kept, so its words follow the page's language when read. */
type PreviewState = Exclude<PricePreview, { state: 'failed' }> | { state: 'failed'; error: unknown };

/**
 * The price the dialog's pending changes would give, asked of the server (previewReservationItemChange prices
 * exactly as saving does) once the person stops typing; idle while nothing changed.
 */
export function useItemPricePreview(idReservationItem: string, changes: ItemChanges): PricePreview {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const key = useDebouncedValue(JSON.stringify(changes), 300);
  const [preview, setPreview] = useState<PreviewState>({ state: 'idle' });
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
      error: (error: unknown) => setPreview({ state: 'failed', error }),
    });
    return () => subscription.unsubscribe();
  }, [environment, idReservationItem, key]);
  return preview.state === 'failed' ? { state: 'failed', reason: refusalWords(intl, preview.error) ?? '' } : preview;
}
