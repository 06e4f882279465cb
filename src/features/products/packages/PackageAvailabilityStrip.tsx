import { graphql, useFragment } from 'react-relay';
import type { PackageAvailabilityStrip_days$key } from '../../../__generated__/PackageAvailabilityStrip_days.graphql';
import { classifyDay, freeText, isBlock } from '../../../app/availabilityCells';
import * as gridStyles from '../availability/Availability.css';
import { BLOCK_TEXTS } from '../availability/blockTexts';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { dayOfOffset } from './packageDays';
import * as styles from './Packages.css';

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * One tile per start date: how many packages can start then (the least any part has free), coloured like the
 * availability grid, with the part that limits it ('D2': the part on day 2) and why it cannot be booked.
 */
export function PackageAvailabilityStrip({ days, quantity }: { days: PackageAvailabilityStrip_days$key; quantity: number }) {
  const { t, intl } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment PackageAvailabilityStrip_days on PackageAvailabilityDay @relay(plural: true) {
        startDate
        free
        bookable
        block
        limitingItem {
          dayOffset
          instance { name product { name } }
        }
      }
    `,
    days,
  );
  if (data.length === 0) return <p className={styles.muted}>{t(m.noStartDates)}</p>;
  return (
    <ul className={styles.strip} aria-label={t(m.stripLabel)}>
      {data.map((day) => {
        const tone = classifyDay(day, quantity);
        const date = asDate(day.startDate);
        const block = isBlock(day.block) ? BLOCK_TEXTS[day.block] : null;
        const limitingDay = day.limitingItem ? dayOfOffset(day.limitingItem.dayOffset) : null;
        const parts = [
          t(m.startDate, {
            date: intl.formatDate(date, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }),
            free: day.free == null ? t(m.notLimited) : t(m.freePackages, { count: day.free }),
          }),
        ];
        if (block) parts.push(t(block.label));
        if (day.limitingItem && limitingDay != null) {
          const part = `${day.limitingItem.instance.product.name} — ${day.limitingItem.instance.name}`;
          parts.push(t(m.limitedBy, { day: limitingDay, part }));
        }
        const description = parts.join(' · ');
        const notes = [limitingDay != null ? t(m.limitingShort, { day: limitingDay }) : null, block ? t(block.abbr) : null].filter(Boolean);
        return (
          <li key={day.startDate} className={styles.tile[tone]} title={description} data-tone={tone}>
            <span className={styles.tileDate} aria-hidden="true">{intl.formatDate(date, { timeZone: 'UTC', weekday: 'short' })}</span>
            <span className={styles.tileDate} aria-hidden="true">{intl.formatDate(date, { timeZone: 'UTC', day: 'numeric', month: 'short' })}</span>
            <span className={styles.tileFree} aria-hidden="true">{freeText(day, (n) => intl.formatNumber(n))}</span>
            <span className={styles.tileNote} aria-hidden="true">{notes.join(' ')}</span>
            <span className={gridStyles.visuallyHidden}>{description}</span>
          </li>
        );
      })}
    </ul>
  );
}
