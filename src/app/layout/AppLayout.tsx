import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Drawer } from '../../ui/Drawer';
import type { Locale } from '../i18n';
import { appMessages } from '../messages';
import * as styles from './AppLayout.css';
import { Sidebar } from './Sidebar';

export interface AppLayoutProps {
  roles: readonly string[];
  userName: string;
  locale: Locale;
  onSignOut: () => void;
  children: ReactNode;
}

/** Fixed 250px sidebar on wide screens; at 760px or less a top bar whose menu button opens a left drawer. */
export function AppLayout({ children, ...sidebar }: AppLayoutProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = intl.formatMessage(appMessages.productName);
  return (
    <div className={styles.shell}>
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
      <main className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
