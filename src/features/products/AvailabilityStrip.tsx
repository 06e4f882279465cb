import { graphql, useFragment } from 'react-relay';
import type { AvailabilityStrip_grid$key } from '../../__generated__/AvailabilityStrip_grid.graphql';
import { dayTone, type DayTone } from './availability';
import { formatDay } from './formatDay';
import { inventoryMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';

const TONES: DayTone[] = ['open', 'request', 'stop', 'closed'];
/** The message of an enum value the server sent (a value this client does not know reads as "not bookable"). */
const messageOf = (key: string) => (key in m ? m[key as keyof typeof m] : m.legendClosed);

/**
 * One instance's days from checkAvailability: what is free each day (∞ when the product keeps no inventory),
 * coloured by whether it can be booked directly. Each day carries its full description for screen readers.
 */
export function AvailabilityStrip({ grid, idProductInstance }: { grid: AvailabilityStrip_grid$key; idProductInstance: string }) {
  const { t, intl } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment AvailabilityStrip_grid on AvailabilityGrid {
        dates
        rows {
          instance { idProductInstance }
          days { date capacity held free saleStatus releaseDays bookable block }
        }
      }
    `,
    grid,
  );
  const days = data.rows.find((row) => row.instance.idProductInstance === idProductInstance)?.days ?? [];
  const legend: Record<DayTone, string> = {
    open: t(m.legendBookable), request: t(m.ON_REQUEST), stop: t(m.STOP_SALE), closed: t(m.legendClosed),
  };
  return (
    <div className={styles.stack}>
      <div className={styles.stripScroller}>
        <ol className={styles.strip} aria-label={t(m.stripLabel)}>
          {days.map((day) => {
            const status = t(day.bookable ? m.bookable : messageOf(day.block ? `block${day.block}` : day.saleStatus));
            const date = formatDay(intl, day.date, { weekday: 'long', day: 'numeric', month: 'long' });
            const text = day.capacity == null
              ? t(m.dayUnlimited, { date, status })
              : t(m.dayFree, { date, free: day.free ?? 0, capacity: day.capacity, status });
            const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
            return (
              <li key={day.date} className={styles.dayCell} title={text}>
                <span className={styles.srOnly}>{text}</span>
                <span aria-hidden="true" className={styles.day({ tone: dayTone(day), weekend: weekday === 0 || weekday === 6 })}>
                  <span className={styles.dayWeekday}>{formatDay(intl, day.date, { weekday: 'narrow' })}</span>
                  <span className={styles.dayNumber}>{formatDay(intl, day.date, { day: 'numeric' })}</span>
                  <span className={styles.dayFree}>{day.capacity == null ? '∞' : intl.formatNumber(day.free ?? 0)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <ul className={styles.legend}>
        {TONES.map((tone) => (
          <li key={tone} className={styles.legendItem}><span className={styles.swatch({ tone })} aria-hidden="true" />{legend[tone]}</li>
        ))}
        <li>{t(m.legendHint)}</li>
        <li>∞ {t(m.unlimited)}</li>
      </ul>
    </div>
  );
}
