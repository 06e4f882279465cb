import { graphql, useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { HomeTodayCard_dashboard$key } from '../../__generated__/HomeTodayCard_dashboard.graphql';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from './HomeDashboard.css';
import { HomeCard } from './HomeCard';
import { HomeFigure } from './HomeFigure';
import { reportHref, reservationHref } from './homeLinks';
import { homeMessages as m } from './messages';

/** Today's services and arrivals; the passenger manifest report lists them all. */
export function HomeTodayCard({ dashboard, canOpenReports }: { dashboard: HomeTodayCard_dashboard$key; canOpenReports: boolean }) {
  const intl = useIntl();
  const { todayServices: today } = useFragment(
    graphql`
      fragment HomeTodayCard_dashboard on HomeDashboard {
        todayServices {
          date serviceCount reservationCount arrivalCount passengerCount arrivingPassengerCount
          services { idReservation reservationCode customerName productName instanceName quantity passengerCount arrival }
        }
      }
    `,
    dashboard,
  );
  const manifest = canOpenReports ? reportHref('passengerManifest', today.date, today.date) : null;
  return (
    <HomeCard title={m.todayTitle} link={{ href: manifest, label: m.openReport }}>
      <HomeFigure
        value={intl.formatMessage(m.todayServices, { count: today.serviceCount })}
        href={manifest}
      />
      <div className={styles.figureLine}>
        <span>{intl.formatMessage(m.todayPassengers, { count: today.passengerCount })}</span>
        <span>{intl.formatMessage(m.todayArrivals, { count: today.arrivalCount, passengers: today.arrivingPassengerCount })}</span>
      </div>
      {today.services.length === 0
        ? <EmptyState title={intl.formatMessage(m.todayEmpty)} description={intl.formatMessage(m.todayEmptyHelp)} />
        : (
          <table className={styles.table} aria-label={intl.formatMessage(m.todayTitle)}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">{intl.formatMessage(m.colReservation)}</th>
                <th className={styles.th} scope="col">{intl.formatMessage(m.colService)}</th>
                <th className={`${styles.th} ${styles.numeric} ${styles.hideNarrow}`} scope="col">{intl.formatMessage(m.colQuantity)}</th>
                <th className={`${styles.th} ${styles.numeric}`} scope="col">{intl.formatMessage(m.colPassengers)}</th>
              </tr>
            </thead>
            <tbody>
              {today.services.map((service, i) => (
                <tr key={`${service.idReservation}-${i}`}>
                  <td className={styles.td}>
                    <Link href={reservationHref(service.idReservation)}>{service.reservationCode}</Link>
                    {service.arrival && <span className={styles.badge}>{intl.formatMessage(m.arrival)}</span>}
                    <div className={styles.rowMeta}>{service.customerName}</div>
                  </td>
                  <td className={styles.td}>
                    {service.productName}
                    <div className={styles.rowMeta}>{service.instanceName}</div>
                  </td>
                  <td className={`${styles.td} ${styles.numeric} ${styles.hideNarrow}`}>{intl.formatNumber(service.quantity)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{intl.formatNumber(service.passengerCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      {today.serviceCount > today.services.length && (
        <p className={styles.figureNote}>
          {intl.formatMessage(m.todayMore, { shown: today.services.length, count: today.serviceCount })}
          {manifest && <> <Link href={manifest}>{intl.formatMessage(m.viewAll)}</Link></>}
        </p>
      )}
    </HomeCard>
  );
}
