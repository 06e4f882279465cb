import { Link } from 'wouter';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useReservationTexts } from './useReservationTexts';

/** Links between the reservation's screens; passengers and documents are their own routes. */
export function ReservationSections({ idReservation, current }: { idReservation: string; current: 'data' | 'passengers' | 'documents' }) {
  const { t } = useReservationTexts();
  const base = `/reservations/${idReservation}`;
  const links = [
    { key: 'data', href: base, label: t(m.tabData) },
    { key: 'passengers', href: `${base}/passengers`, label: t(m.tabPassengers) },
    { key: 'documents', href: `${base}/documents`, label: t(m.tabDocuments) },
  ] as const;
  return (
    <nav aria-label={t(m.sectionsLabel)} className={styles.tabs}>
      {links.map((link) => (
        <Link key={link.key} href={link.href} className={link.key === current ? styles.tabActive : styles.tab}
          aria-current={link.key === current ? 'page' : undefined}>{link.label}</Link>
      ))}
    </nav>
  );
}
