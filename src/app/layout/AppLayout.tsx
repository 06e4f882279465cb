import { lazy, Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PreloadedQuery } from 'react-relay';
import type { GlobalShortcutsQuery } from '../../__generated__/GlobalShortcutsQuery.graphql';
import type { Locale } from '../i18n';
import { useNavigationPending } from '../transitionLocation';
import { appMessages } from '../messages';
import { quickSearchMessages } from '../search/messages';
import { GlobalShortcuts } from '../shortcuts/GlobalShortcuts';
import { ShortcutsProvider } from '../shortcuts/ShortcutsProvider';
import { PAGE_HEADING } from '../useFocusOnNavigation';
import * as styles from './AppLayout.css';
import { SearchIcon } from './SearchIcon';
import { Sidebar } from './Sidebar';

export interface AppLayoutProps {
  roles: readonly string[];
  userName: string;
  locale: Locale;
  onSignOut: () => void;
  /** The shell's own query, started with the session (src/app/routePreload.ts). */
  shellQuery: PreloadedQuery<GlobalShortcutsQuery>;
  children: ReactNode;
}

const MAIN_ID = 'main-content';

// Loaded on first use, so no page's first load carries them.
const QuickSearchDialog = lazy(() => import('../search/QuickSearchDialog').then((m) => ({ default: m.QuickSearchDialog })));
const ShortcutHelpDialog = lazy(() => import('../shortcuts/ShortcutHelpDialog').then((m) => ({ default: m.ShortcutHelpDialog })));
// The narrow screens' drawer brings react-aria's modal and dialog (about 12 KB gzipped); pressing the menu button
// starts the download, and the drawer stays mounted after its first opening so it can close with its animation.
const loadDrawer = () => import('../../ui/Drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/**
 * Fixed 250px sidebar on wide screens; at 760px or less a top bar whose menu button opens a left drawer. The quick
 * search (Ctrl+K) and the shortcut help (?) open from anywhere in the signed-in app.
 */
export function AppLayout({ children, shellQuery, ...props }: AppLayoutProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const navigating = useNavigationPending();
  const openSearch = () => {
    setDrawerOpen(false);
    setSearchOpen(true);
  };
  const openHelp = () => {
    setDrawerOpen(false);
    setHelpOpen(true);
  };
  const sidebar = { ...props, onSearch: openSearch, onHelp: openHelp };
  const title = intl.formatMessage(appMessages.productName);
  // Script moves focus itself: following the #fragment would put it on <main> and add the fragment to the address.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.querySelector<HTMLElement>(PAGE_HEADING) ?? document.getElementById(MAIN_ID);
    target?.focus();
  };
  return (
    <ShortcutsProvider>
      <div className={styles.shell}>
        <GlobalShortcuts query={shellQuery} onSearch={openSearch} onHelp={openHelp} />
        {/* The first focus stop, so the sidebar's many links are not in the way to every page. */}
        <a href={`#${MAIN_ID}`} className={styles.skipLink} onClick={skipToContent}>{intl.formatMessage(appMessages.skipToContent)}</a>
        <aside className={styles.sidebar}>
          <Sidebar {...sidebar} />
        </aside>
        <header className={styles.topBar}>
          <button type="button" className={styles.menuButton} aria-label={intl.formatMessage(appMessages.openMenu)}
            aria-expanded={drawerOpen} onPointerDown={() => { void loadDrawer(); }}
            onClick={() => { setDrawerUsed(true); setDrawerOpen(true); }}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <p className={styles.topBarTitle}>{title}</p>
          <button type="button" className={`${styles.menuButton} ${styles.topBarEnd}`} onClick={openSearch}
            aria-label={intl.formatMessage(quickSearchMessages.openSearch)} aria-keyshortcuts="Control+K Meta+K">
            <SearchIcon size={20} />
          </button>
        </header>
        {drawerUsed && (
          <Suspense fallback={null}>
            <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} label={intl.formatMessage(appMessages.mainNavigation)}>
              <Sidebar {...sidebar} onNavigate={() => setDrawerOpen(false)} />
            </Drawer>
          </Suspense>
        )}
        {/* While a navigation's page loads, the current one stays; busy says so to assistive technology. */}
        <main id={MAIN_ID} tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
          <div className={styles.content}>{children}</div>
        </main>
        <Suspense fallback={null}>
          {searchOpen && <QuickSearchDialog isOpen onOpenChange={setSearchOpen} />}
          {helpOpen && <ShortcutHelpDialog isOpen onOpenChange={setHelpOpen} />}
        </Suspense>
      </div>
    </ShortcutsProvider>
  );
}
