import { graphql, useFragment } from 'react-relay';
import type { ExchangeRateCurrencyFilter_currencies$key } from '../../../__generated__/ExchangeRateCurrencyFilter_currencies.graphql';
import { Select } from '../../../ui/Select';
import { exchangeRateMessages as m } from './messages';
import { useExchangeRateTexts } from './useExchangeRateTexts';
import { useCatalogName } from '../../../app/catalogNames';

const ANY = 'any';

/** The list's currency filter: rates where the currency is either side of the pair. */
export function ExchangeRateCurrencyFilter({ currencies, selectedKey, onChange }: {
  currencies: ExchangeRateCurrencyFilter_currencies$key; selectedKey: string | null; onChange: (id: string | null) => void;
}) {
  const { t } = useExchangeRateTexts();
  const cn = useCatalogName();
  const data = useFragment(
    graphql`
      fragment ExchangeRateCurrencyFilter_currencies on Query {
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
      }
    `,
    currencies,
  );
  return (
    <Select label={t(m.currencyFilter)} selectedKey={selectedKey ?? ANY}
      onSelectionChange={(key) => onChange(key === ANY ? null : key)}
      items={[
        { id: ANY, label: t(m.anyCurrency) },
        ...data.currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} — ${cn(c)}` })),
      ]} />
  );
}
