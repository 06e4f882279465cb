import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { loadAreaMessages } from '../../../app/i18n';
import { Button } from '../../../ui/Button';
import { usePageTitle } from '../../../ui/pageTitle';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { printMessages as m } from './messages';
import * as styles from './ReservationPrint.css';
import type { PrintLocale } from './printContent';

interface Props {
  /** Names the document, in the reader's language. */
  documentTitle: MessageDescriptor;
  idReservation: string;
  locale: PrintLocale;
  /** The PDF this page previews. */
  kind: 'ITINERARY' | 'VOUCHER';
  children: ReactNode;
}

/**
 * The screen around a printed document: Print, Back and the PDF in the reader's language, then the sheet itself in
 * the reservation's language (the customer reads it, not the clerk): a preview of the PDF the server renders.
 */
export function PrintFrame({ documentTitle, idReservation, locale, kind, children }: Props) {
  const t = useIntl().formatMessage;
  usePageTitle(t(documentTitle));
  // The sheet's words are the reservations area's, in the reservation's language (not the page's).
  const messages = use(loadAreaMessages(locale, 'reservations'));
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <Button variant="primary" onPress={() => window.print()}>{t(m.print)}</Button>
        <Link href={`/reservations/${idReservation}`}>{t(m.back)}</Link>
        <DocumentActions name={t(documentTitle)} document={{ kind, idReservation }} />
        {/* The language it is written in: a reservation in German still prints English, and says so. */}
        <span className={styles.muted}>{t(m.printLanguage, { language: t(locale === 'es' ? m.spanish : m.english) })}</span>
      </div>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        <article className={styles.sheet} lang={locale}>{children}</article>
      </IntlProvider>
    </div>
  );
}
