import { use, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'wouter';
import { loadMessages } from '../../app/i18n';
import { Button } from '../../ui/Button';
import { usePageTitle } from '../../ui/pageTitle';
import { printMessages as m } from './messages';
import * as styles from './ReservationPrint.css';
import type { PrintLocale } from './printContent';

interface Props {
  /** Names the document, in the reader's language. */
  documentTitle: MessageDescriptor;
  idReservation: string;
  locale: PrintLocale;
  languageName: string | null;
  children: ReactNode;
}

/**
 * The screen around a printed document: Print and Back in the reader's language, then the sheet itself in the
 * reservation's language (the customer reads it, not the clerk).
 */
export function PrintFrame({ documentTitle, idReservation, locale, languageName, children }: Props) {
  const t = useIntl().formatMessage;
  usePageTitle(t(documentTitle));
  const messages = use(loadMessages(locale));
  return (
    <div className={styles.page}>
      <div className={styles.screenOnly}>
        <Button variant="primary" onPress={() => window.print()}>{t(m.print)}</Button>
        <Link href={`/reservations/${idReservation}`}>{t(m.back)}</Link>
        {languageName && <span className={styles.muted}>{t(m.printLanguage, { language: languageName })}</span>}
      </div>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en">
        <article className={styles.sheet} lang={locale}>{children}</article>
      </IntlProvider>
    </div>
  );
}
