import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { LOCALES, switchLocalePath, type Locale } from '../../app/i18n';
import { appMessages } from '../../app/messages';
import { Logo } from '../../app/layout/Logo';
import { usePageTitle } from '../../ui/pageTitle';
import * as styles from './AuthLayout.css';
import { authMessages as m } from './messages';

/** The centred card every auth page sits in, with the language switch under it. */
export function AuthLayout({ title, subtitle, locale, backToSignIn = false, children }: {
  title: string;
  subtitle?: string;
  locale: Locale;
  /** A link back to sign-in under the page's own content (the pages one reaches from sign-in). */
  backToSignIn?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  usePageTitle(title);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <Logo title={intl.formatMessage(appMessages.productName)} />
        </div>
        <h1 className={styles.title} tabIndex={-1}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
        {backToSignIn && (
          <div className={styles.links}>
            <Link href="/auth/signin">{intl.formatMessage(m.backToSignIn)}</Link>
          </div>
        )}
        <div className={styles.languages} role="group" aria-label={intl.formatMessage(appMessages.language)}>
          {LOCALES.map((l) => (
            <a key={l} href={switchLocalePath(`/${locale}${path}`, search ? `?${search}` : '', l)} lang={l}
              aria-current={l === locale ? 'true' : undefined}>
              {l === 'en' ? 'English' : 'Español'}
            </a>
          ))}
        </div>
      </div>
    </main>
  );
}
