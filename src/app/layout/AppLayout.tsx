import { useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Drawer } from '../../ui/Drawer';
import type { Locale } from '../i18n';
import { appMessages } from '../messages';
import { PAGE_HEADING } from '../useFocusOnNavigation';
import * as styles from './AppLayout.css';
import { Sidebar } from './Sidebar';

export interface AppLayoutProps {
  roles: readonly string[];
  userName: string;
  locale: Locale;
  onSignOut: () => void;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

/** Fixed 250px sidebar on wide screens; at 760px or less a top bar whose menu button opens a left drawer. */
export function AppLayout({ children, ...sidebar }: AppLayoutProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = intl.formatMessage(appMessages.productName);
  // Script moves focus itself: following the #fragment would put it on <main> and add the fragment to the address.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>(PAGE_HEADING) ?? document.getElementById(MAIN_ID);
    target?.focus();
  };
  return (
    <div className={styles.shell}>
      {/* The first focus stop, so the sidebar's many links are not in the way to every page. */}
      <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>{intl.formatMessage(appMessages.skipToContent)}</a>
      <aside className={styles.sidebar}>
        <Sidebar {...sidebar} />
      </aside>
      <header className={styles.topBar}>
        <button type="button" className={styles.menuButton} aria-label={intl.formatMessage(appMessages.openMenu)}
          aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <p className={styles.topBarTitle}>{title}</p>
      </header>
      <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} label={intl.formatMessage(appMessages.mainNavigation)}>
        <Sidebar {...sidebar} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
