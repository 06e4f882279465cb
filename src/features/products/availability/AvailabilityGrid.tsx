import { memo, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { AvailabilityGrid_grid$data, AvailabilityGrid_grid$key } from '../../../__generated__/AvailabilityGrid_grid.graphql';
import { EmptyState } from '../../../ui/EmptyState';
import { classifyDay, freeText, groupByProduct, isBlock } from '../../../app/availabilityCells';
import * as styles from './Availability.css';
import { BLOCK_TEXTS } from './blockTexts';
import { availabilityMessages as m } from './messages';

type Row = AvailabilityGrid_grid$data['rows'][number];
type Day = Row['days'][number];

/** Service dates are calendar days: read and print them in UTC so no time zone moves them. */
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * The availability grid: a row per instance grouped under its product, a column per date, each cell what is free
 * coloured by whether the quantity can be booked. The first column and the header stay put while it scrolls.
 */
export function AvailabilityGrid({ grid, quantity }: { grid: AvailabilityGrid_grid$key; quantity: number }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment AvailabilityGrid_grid on AvailabilityGrid {
        dates
        rows {
          instance {
            idProductInstance
            code
            name
            product { idProduct code name }
          }
          days { date capacity held free releaseDays bookable block }
        }
      }
    `,
    grid,
  );
  const groups = useMemo(() => groupByProduct(data.rows), [data.rows]);
  if (data.rows.length === 0) {
    return <EmptyState title={intl.formatMessage(m.noRowsTitle)} description={intl.formatMessage(m.noRowsDescription)} />;
  }
  return (
    // A focusable region so a keyboard can scroll the grid sideways.
    <div className={styles.scroller} role="region" aria-label={intl.formatMessage(m.gridLabel)} tabIndex={0}>
      <table className={styles.table}>
        <DateHeader dates={data.dates} intl={intl} />
        {groups.map((group) => {
          const product = group.rows[0].instance.product;
          return (
            <tbody key={group.idProduct}>
              <tr>
                <th scope="colgroup" colSpan={data.dates.length + 1} className={styles.productHead}>
                  <span className={styles.productName}>{product.name}<span className={styles.code}>{product.code}</span></span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <InstanceRow key={row.instance.idProductInstance} row={row} quantity={quantity} intl={intl} />
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

const DateHeader = memo(function DateHeader({ dates, intl }: { dates: readonly string[]; intl: IntlShape }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.corner}>{intl.formatMessage(m.instance)}</th>
        {dates.map((iso, index) => {
          const date = asDate(iso);
          const weekendDay = date.getUTCDay() === 0 || date.getUTCDay() === 6;
          // The month is named over the first column and wherever a new month starts.
          const showMonth = index === 0 || date.getUTCDate() === 1;
          return (
            <th key={iso} scope="col" className={weekendDay ? `${styles.dateHead} ${styles.weekend}` : styles.dateHead}
              aria-label={intl.formatDate(date, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' })}>
              <span className={styles.month} aria-hidden="true">
                {showMonth ? intl.formatDate(date, { timeZone: 'UTC', month: 'short' }) : '\u00a0'}
              </span>
              <span className={styles.weekday} aria-hidden="true">{intl.formatDate(date, { timeZone: 'UTC', weekday: 'short' })}</span>
              <span className={styles.dayNumber} aria-hidden="true">{date.getUTCDate()}</span>
            </th>
          );
        })}
      </tr>
    </thead>
  );
});

const InstanceRow = memo(function InstanceRow({ row, quantity, intl }: { row: Row; quantity: number; intl: IntlShape }) {
  return (
    <tr>
      <th scope="row" className={styles.instanceHead} title={`${row.instance.name} (${row.instance.code})`}>
        <span className={styles.instanceName}>{row.instance.name}</span>
        <span className={styles.instanceCode}>{row.instance.code}</span>
      </th>
      {row.days.map((day) => <DayCell key={day.date} day={day} quantity={quantity} intl={intl} />)}
    </tr>
  );
});

function DayCell({ day, quantity, intl }: { day: Day; quantity: number; intl: IntlShape }) {
  const tone = classifyDay(day, quantity);
  const block = isBlock(day.block) ? BLOCK_TEXTS[day.block] : null;
  const description = describeDay(day, intl, block ? intl.formatMessage(block.label) : null);
  return (
    <td className={styles.cell[tone]} title={description} data-tone={tone}>
      <span className={styles.cellValue} aria-hidden="true">{freeText(day, (n) => intl.formatNumber(n))}</span>
      {block && <span className={styles.cellBlock} aria-hidden="true">{intl.formatMessage(block.abbr)}</span>}
      <span className={styles.visuallyHidden}>{description}</span>
    </td>
  );
}

/** The whole story of a day, for the tooltip and for screen readers. */
function describeDay(day: Day, intl: IntlShape, blockLabel: string | null): string {
  const date = intl.formatDate(asDate(day.date), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const parts = [
    day.free == null || day.capacity == null
      ? intl.formatMessage(m.cellUnlimited, { date })
      : intl.formatMessage(m.cellLimited, { date, free: day.free, capacity: day.capacity, held: day.held }),
    blockLabel ?? intl.formatMessage(m.cellBookable),
  ];
  if (day.releaseDays > 0) parts.push(intl.formatMessage(m.cellRelease, { days: day.releaseDays }));
  return parts.join(' · ');
}
