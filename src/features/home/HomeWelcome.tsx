import { graphql, useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { HomeWelcome_viewer$key } from '../../__generated__/HomeWelcome_viewer.graphql';
import { appMessages } from '../../app/messages';
import { navMessages } from '../../app/messages';
import { visibleNavigation, type NavEntry } from '../../app/navigation';
import { usePageTitle } from '../../ui/pageTitle';
import * as styles from './HomeWelcome.css';

export function HomeWelcome({ viewer }: { viewer: HomeWelcome_viewer$key }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment HomeWelcome_viewer on User {
        name
        roles { code }
        ou { name }
      }
    `,
    viewer,
  );
  usePageTitle(intl.formatMessage(navMessages.home));
  // Sub-entries carry their group's name: "List" alone says nothing on a tile.
  const shortcuts = visibleNavigation(data.roles.map((r) => r.code))
    .flatMap((item): (NavEntry & { group?: string })[] =>
      'children' in item
        ? item.children.map((child) => ({ ...child, group: intl.formatMessage(item.label) }))
        : [item],
    )
    .filter((entry) => entry.href !== '/');
  return (
    <section className={styles.panel} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title} tabIndex={-1}>{intl.formatMessage(appMessages.homeWelcome, { name: data.name })}</h1>
      <p className={styles.muted}>{intl.formatMessage(appMessages.homeOu, { ou: data.ou.name })}</p>
      <h2 className={styles.subtitle}>{intl.formatMessage(appMessages.homeShortcuts)}</h2>
      <ul className={styles.grid}>
        {shortcuts.map((entry) => (
          <li key={entry.key}>
            <Link href={entry.href} className={styles.tile}>
              {entry.group && <span className={styles.tileGroup}>{entry.group}</span>}
              {intl.formatMessage(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
