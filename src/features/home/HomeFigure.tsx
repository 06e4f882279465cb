import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SegmentedControl } from '../../ui/SegmentedControl';
import * as styles from './HomeDashboard.css';
import { homeMessages as m } from './messages';
import type { CurrencyChoice } from './useCurrencyChoice';
import { useHomeFormat } from './useHomeFormat';

/** A card's headline number; a link to the list or report behind it when the reader may open one. */
export function HomeFigure({ value, href, label, children }: {
  value: string;
  href: string | null;
  /** The link's accessible name when the number alone would not say what it opens. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.headline}>
      {href
        ? <Link href={href} className={styles.figure} aria-label={label}>{value}</Link>
        : <span className={styles.figure}>{value}</span>}
      {children && <span className={styles.figureNote}>{children}</span>}
    </div>
  );
}

/** The card header's link to everything behind the card. */
export function HomeCardLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link href={href} className={styles.cardLink}>{children}</Link>;
}

/** The headline of a card shown one currency at a time: its total, what it counts, and the switch when there are more. */
export function HomeCurrencyFigure({ choice: { current, options, choose }, href, children }: {
  /** What useCurrencyChoice returns: the currency shown, with its total. */
  choice: CurrencyChoice<{ currencyCode: string; total: string }>;
  href: string | null;
  children: ReactNode;
}) {
  const { intl, f } = useHomeFormat();
  if (!current) return null;
  return (
    <div className={styles.headline}>
      <HomeFigure value={f.money(current.total, current.currencyCode)} href={href}>{children}</HomeFigure>
      {options.length > 1 && (
        <SegmentedControl label={intl.formatMessage(m.currency)} options={options} value={current.currencyCode} onChange={choose} />
      )}
    </div>
  );
}
