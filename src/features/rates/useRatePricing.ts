import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type {
  useRatePricingQuery, useRatePricingQuery$data, useRatePricingQuery$variables,
} from '../../__generated__/useRatePricingQuery.graphql';
import { readServerError, refusalText } from '../../app/errors/serverErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { useDebouncedValue } from '../../ui/useDebouncedValue';

/** The breakdown's amounts, unmasked: the live answer and a saved rate's pricing (RateForm_rate) read the same fields. */
export const RatePricingBreakdownFields = graphql`
  fragment useRatePricing_breakdown on RatePricing @relay(mask: false) {
    purchaseUnitPrice
    purchaseTaxPercentage
    purchaseTaxAmount
    purchaseTotal
    profitPercentage
    profitAmount
    profit
    sellingTaxPercentage
    sellingUnitPrice
    sellingTaxAmount
    sellingTotal
  }
`;

const pricingQuery = graphql`
  query useRatePricingQuery($input: RatePricingInput!) {
    computeRatePricing(input: $input) { ...useRatePricing_breakdown @relay(mask: false) }
  }
`;

export type RatePricingBreakdown = useRatePricingQuery$data['computeRatePricing'];
export type RatePricingRequest = useRatePricingQuery$variables['input'];

/** How long typing must pause before the server is asked again. */
export const PRICING_DEBOUNCE_MS = 250;

export interface RatePricingState {
  /** The newest breakdown the server gave (kept on screen while the next one loads); null before the first. */
  breakdown: RatePricingBreakdown | null;
  /** True while the inputs differ from those of `breakdown` (typing or a request in flight). */
  isUpdating: boolean;
  /** The server's reason when it could not compute the current inputs. */
  error: string | null;
  /** The inputs are not complete: there is nothing to compute. */
  isIncomplete: boolean;
}

/**
 * The rate form's live breakdown: the server's one pricing function (computeRatePricing) asked for the current inputs
 * once typing pauses. The browser never computes an amount; it shows what the server answered. A request made stale by
 * more typing is dropped, so an old answer can never replace a newer one.
 */
export function useRatePricing(input: RatePricingRequest | null, initial: RatePricingBreakdown | null = null): RatePricingState {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const key = input ? JSON.stringify(input) : null;
  const debouncedKey = useDebouncedValue(key, PRICING_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ key: string | null; breakdown: RatePricingBreakdown | null; error: string | null }>(
    { key: null, breakdown: initial, error: null },
  );

  useEffect(() => {
    if (debouncedKey == null) return undefined;
    const subscription = fetchQuery<useRatePricingQuery>(environment, pricingQuery,
      { input: JSON.parse(debouncedKey) as RatePricingRequest }, { fetchPolicy: 'network-only' })
      .subscribe({
        next: (data) => setAnswer({ key: debouncedKey, breakdown: data.computeRatePricing, error: null }),
        error: (error: unknown) => setAnswer((a) => ({
          key: debouncedKey, breakdown: a.breakdown, error: refusalText(intl, readServerError(error)) ?? intl.formatMessage(adminMessages.loadFailed),
        })),
      });
    return () => subscription.unsubscribe();
  }, [environment, debouncedKey, intl]);

  return {
    breakdown: answer.breakdown,
    isUpdating: key != null && answer.key !== key,
    error: key != null && answer.key === key ? answer.error : null,
    isIncomplete: key == null,
  };
}
