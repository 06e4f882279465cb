import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/Button';
import { LOCALES, switchLocalePath, type Locale } from '../i18n';
import { appMessages } from '../messages';
import { groupOfPath, visibleNavigation, type NavEntry } from '../navigation';
import { quickSearchMessages } from '../search/messages';
import { shortcutMessages } from '../shortcuts/messages';
import { KeyCombo } from '../shortcuts/KeyCombo';
import { Logo } from './Logo';
import { SearchIcon } from './SearchIcon';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  roles: readonly string[];
  userName: string;
  locale: Locale;
  onNavigate?: () => void;
  onSignOut: () => void;
  /** Opens the quick search (also Ctrl+K). */
  onSearch: () => void;
  /** Opens the keyboard shortcut help (also ?). */
  onHelp: () => void;
}

/** The navigation panel: the fixed sidebar on wide screens and the drawer's content on narrow ones. */
export function Sidebar({ roles, userName, locale, onNavigate, onSignOut, onSearch, onHelp }: SidebarProps) {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  // Only one group is open at a time; it starts as the one holding the current page.
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => groupOfPath(path));
  const items = visibleNavigation(roles);

  const entryLink = (entry: NavEntry) => (
    <li key={entry.key}>
      <Link href={entry.href} className={styles.link} aria-current={isCurrent(path, entry.href) ? 'page' : undefined}
        onClick={onNavigate}>
        {intl.formatMessage(entry.label)}
      </Link>
    </li>
  );

  return (
    <div className={styles.panel}>
      <div className={styles.logo}>
        <Logo title={intl.formatMessage(appMessages.productName)} />
      </div>
      <button type="button" className={styles.searchButton} onClick={onSearch} aria-keyshortcuts="Control+K Meta+K">
        <SearchIcon size={16} />
        <span className={styles.searchLabel}>{intl.formatMessage(quickSearchMessages.openSearch)}</span>
        <span aria-hidden="true"><KeyCombo combo="Mod+K" /></span>
      </button>
      <nav className={styles.nav} aria-label={intl.formatMessage(appMessages.mainNavigation)}>
        <ul className={styles.list}>
          {items.map((item) => {
            if (!('children' in item)) return entryLink(item);
            const open = openGroup === item.key;
            const listId = `nav-group-${item.key}`;
            return (
              <li key={item.key}>
                <button type="button" className={styles.groupButton} aria-expanded={open} aria-controls={listId}
                  onClick={() => setOpenGroup(open ? undefined : item.key)}>
                  {intl.formatMessage(item.label)}
                  <span className={styles.chevron} aria-hidden="true">▶</span>
                </button>
                {open && <ul id={listId} className={styles.subList}>{item.children.map(entryLink)}</ul>}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.footer}>
        <div className={styles.languages} role="group" aria-label={intl.formatMessage(appMessages.language)}>
          {LOCALES.map((l) => (
            <a key={l} className={styles.languageLink} aria-current={l === locale ? 'true' : undefined} lang={l}
              href={switchLocalePath(`/${locale}${path === '/' ? '' : path}`, search ? `?${search}` : '', l)}>
              {l === 'en' ? 'English' : 'Español'}
            </a>
          ))}
        </div>
        <span className={styles.userName}>{userName}</span>
        <button type="button" className={styles.helpButton} onClick={onHelp} aria-keyshortcuts="?">
          {intl.formatMessage(shortcutMessages.helpTitle)}
        </button>
        <Link href="/account/security" className={styles.accountLink} onClick={onNavigate}
          aria-current={path === '/account/security' ? 'page' : undefined}>
          {intl.formatMessage(appMessages.security)}
        </Link>
        <Button variant="accent" fullWidth onPress={onSignOut}>
          {intl.formatMessage(appMessages.signOut)}
        </Button>
      </div>
    </div>
  );
}

function isCurrent(path: string, href: string) {
  if (href === '/') return path === '/';
  return path === href || (path.startsWith(`${href}/`) && !/^\/(products|rates|cashier-transaction|users)$/.test(href));
}
