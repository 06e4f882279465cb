import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useItemRatesQuery } from '../../__generated__/useItemRatesQuery.graphql';

const query = graphql`
  query useItemRatesQuery($input: CheckRatesInput!) {
    checkRates(input: $input) {
      lines { rate { idRateInstance code } sellingUnitPrice }
    }
  }
`;

/** The rates the rate search applies to an instance on a date (for the item dialog's rate choice). */
export function useItemRates(idProductInstance: string | null, serviceDate: string | null) {
  const environment = useRelayEnvironment();
  const [rates, setRates] = useState<{ id: string; label: string }[]>([]);
  useEffect(() => {
    if (!idProductInstance || !serviceDate) return undefined;
    const subscription = fetchQuery<useItemRatesQuery>(environment, query, { input: { idProductInstance, serviceDate } }, {
      fetchPolicy: 'network-only',
    }).subscribe({
      next: (data) => {
        const seen = new Map<string, string>();
        for (const quote of data.checkRates) for (const line of quote.lines) seen.set(line.rate.idRateInstance, line.rate.code);
        setRates([...seen].map(([id, code]) => ({ id, label: code })));
      },
      error: () => setRates([]),
    });
    return () => subscription.unsubscribe();
  }, [environment, idProductInstance, serviceDate]);
  return rates;
}
