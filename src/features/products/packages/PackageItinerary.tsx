import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PackageItinerary_package$key } from '../../../__generated__/PackageItinerary_package.graphql';
import { Card } from '../../../ui/Card';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import { itineraryByDay } from './packageDays';
import * as styles from './Packages.css';

/** The trip day by day: the parts that start each day and those that carry on from an earlier one. */
export function PackageItinerary({ pkg }: { pkg: PackageItinerary_package$key }) {
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment PackageItinerary_package on Package {
        durationDays
        items {
          idPackageItem
          dayOffset
          nights
          quantity
          instance { idProductInstance code name product { name } }
        }
      }
    `,
    pkg,
  );
  const days = useMemo(() => itineraryByDay(data.items, data.durationDays), [data]);
  return (
    <Card title={t(m.itinerary)}>
      <ol className={styles.days} aria-label={t(m.itineraryLabel)}>
        {days.map(({ day, starting, continuing }) => (
          <li key={day} className={styles.day}>
            <span className={styles.dayLabel}>{t(m.dayN, { day })}</span>
            <ul className={styles.parts}>
              {starting.map((item) => (
                <li key={item.idPackageItem} className={styles.part}>
                  <span className={styles.partName}>{item.instance.product.name}</span>
                  <span>{item.instance.name}</span>
                  <span className={styles.muted}>
                    {item.instance.code} · {t(m.nightsCount, { count: item.nights })}
                    {item.quantity > 1 ? ` · ${t(m.quantityTimes, { count: item.quantity })}` : ''}
                  </span>
                </li>
              ))}
              {continuing.map(({ part, dayOfPart }) => (
                <li key={`${part.idPackageItem}-${day}`} className={`${styles.part} ${styles.continuing}`}>
                  <span>{part.instance.product.name}</span>
                  <span>{t(m.continues, { day: dayOfPart, total: part.nights })}</span>
                </li>
              ))}
              {starting.length === 0 && continuing.length === 0 && <li className={styles.muted}>{t(m.freeDay)}</li>}
            </ul>
          </li>
        ))}
      </ol>
    </Card>
  );
}
