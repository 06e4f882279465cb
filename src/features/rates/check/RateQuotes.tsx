import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { RateQuotes_quotes$data, RateQuotes_quotes$key } from '../../../__generated__/RateQuotes_quotes.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { fieldErrorText } from '../../../app/errors/serverErrors';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { Card } from '../../../ui/Card';
import { useRateTexts } from '../useRateTexts';
import * as styles from './CheckRates.css';
import { checkRatesMessages as m } from './messages';

type Quote = RateQuotes_quotes$data[number];

/** NoRate's fields as the NO_RATE field code's params (a missing one as null). */
const figures = (noRate: NonNullable<Quote['noRate']>) =>
  Object.fromEntries(Object.entries(noRate).map(([name, value]) => [name, value ?? null])) as Record<string, string | null>;

/** The answer of Search rates: per instance, the applicable rate(s) with the price lines, or why none applies. */
export function RateQuotes({ quotes }: { quotes: RateQuotes_quotes$key }) {
  const { t } = useRateTexts();
  const data = useFragment(
    graphql`
      fragment RateQuotes_quotes on RateQuote @relay(plural: true) {
        instance { idProductInstance code name product { name } }
        found
        noRate { problem service serviceDate purchaseDate passengerType }
        currency { code }
        lines {
          rate { idRateInstance code idEntity entity { name } priceType { name nameEs } }
          passengerType { name nameEs }
          quantity
          sellingUnitPrice
          sellingTotal
          purchaseTotal
        }
        sellingTotal
        purchaseTotal
      }
    `,
    quotes,
  );
  if (!data.length) return <p className={styles.hint}>{t(m.noInstances)}</p>;
  return <>{data.map((quote) => <QuoteCard key={quote.instance.idProductInstance} quote={quote} />)}</>;
}

function QuoteCard({ quote }: { quote: Quote }) {
  const cn = useCatalogName();
  const { t, intl, money } = useRateTexts();
  const currency = quote.currency?.code ?? null;
  const instance = `${quote.instance.product.name} › ${quote.instance.name}`;
  return (
    <Card>
      <div className={styles.quoteBody}>
        <div className={styles.quoteHeader}>
          <div className={styles.quoteTitle}>
            <span className={styles.quoteName}>{instance}</span>
            <span className={styles.muted}>{quote.instance.code}</span>
          </div>
          <span className={adminStyles.chip({ tone: quote.found ? 'accent' : 'danger' })}>{t(quote.found ? m.rateFound : m.noRate)}</span>
        </div>
        {!quote.found ? (
          <p role="status" className={styles.noRate}>
            {quote.noRate ? fieldErrorText(intl, { path: 'noRate', code: 'NO_RATE', params: figures(quote.noRate) }) : t(m.noRateFor, { instance })}
          </p>
        ) : (
          <div className={styles.tableScroller}>
            <table className={styles.table} aria-label={t(m.linesLabel, { instance })}>
              <thead>
                <tr>
                  <th className={styles.th({ end: false })} scope="col">{t(m.rate)}</th>
                  <th className={styles.th({ end: false })} scope="col">{t(m.prices)}</th>
                  <th className={styles.th({ end: true })} scope="col">{t(m.quantity)}</th>
                  <th className={styles.th({ end: true })} scope="col">{t(m.unitPrice)}</th>
                  <th className={styles.th({ end: true })} scope="col">{t(m.sellingTotal)}</th>
                  <th className={styles.th({ end: true })} scope="col">{t(m.purchaseTotal)}</th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line, index) => (
                  <tr key={`${line.rate.idRateInstance}-${index}`}>
                    <td className={styles.td({ end: false, total: false })}>
                      <span className={styles.rateCell}>
                        <Link href={`/rates/${line.rate.idRateInstance}`} className={styles.code}>{line.rate.code}</Link>
                        {line.rate.idEntity != null ? (
                          <span className={adminStyles.chip({ tone: 'brand' })} title={line.rate.entity?.name}>
                            {t(m.customersOwn)}
                          </span>
                        ) : <span className={adminStyles.chip({ tone: 'muted' })}>{t(m.allCustomersRate)}</span>}
                      </span>
                    </td>
                    <td className={styles.td({ end: false, total: false })}>
                      {line.passengerType ? cn(line.passengerType) : t(m.unitsLine, { priceType: cn(line.rate.priceType) })}
                    </td>
                    <td className={styles.td({ end: true, total: false })}>{line.quantity}</td>
                    <td className={styles.td({ end: true, total: false })}>{money(line.sellingUnitPrice, currency)}</td>
                    <td className={styles.td({ end: true, total: false })}>{money(line.sellingTotal, currency)}</td>
                    <td className={styles.td({ end: true, total: false })}>{money(line.purchaseTotal, currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th className={styles.td({ end: false, total: true })} scope="row" colSpan={4}>{t(m.total)}</th>
                  <td className={styles.td({ end: true, total: true })}>{money(quote.sellingTotal, currency)}</td>
                  <td className={styles.td({ end: true, total: true })}>{money(quote.purchaseTotal, currency)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </div>
    </Card>
  );
}

