import { useCallback, useEffect, useRef } from 'react';
import { graphql, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { useItemPricePreviewQuery } from '../../__generated__/useItemPricePreviewQuery.graphql';
import type { ItemChanges } from '../../machines/reservationEditor/reservationEditorTypes';

export const ItemPricePreviewQuery = graphql`
  query useItemPricePreviewQuery($data: ReservationItemUpdateInput!) {
    previewReservationItemChange(data: $data) { unitPrice amount priceOverridden rate { code } }
  }
`;

/** Typing pauses this long before the server is asked. */
export const PRICE_PREVIEW_DELAY_MS = 300;

export interface PricePreview {
  /** The last asked preview (read with usePreloadedQuery), or null while nothing priced changed. */
  reference: PreloadedQuery<useItemPricePreviewQuery> | null | undefined;
  /** Called by the dialog's change handlers with the changes as they now stand. */
  ask: (changes: ItemChanges) => void;
}

/**
 * The price the dialog's pending changes would give, asked of the server (previewReservationItemChange prices
 * exactly as saving does) from the change handlers once the person stops typing; none while nothing changed.
 */
export function useItemPricePreview(idReservationItem: string): PricePreview {
  const [reference, load, dispose] = useQueryLoader<useItemPricePreviewQuery>(ItemPricePreviewQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    return () => {
      clearTimeout(timer.current);
    };
  }, []);
  const ask = useCallback((changes: ItemChanges) => {
    clearTimeout(timer.current);
    if (Object.keys(changes).length === 0) {
      dispose();
      return;
    }
    timer.current = setTimeout(() => {
      load({ data: { idReservationItem, ...changes } }, { fetchPolicy: 'network-only' });
    }, PRICE_PREVIEW_DELAY_MS);
  }, [dispose, idReservationItem, load]);
  return { reference, ask };
}
