import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '../../ui/Dialog';
import { SHORTCUTS, type ShortcutDefinition, type ShortcutId } from './catalog';
import { KeyCombo } from './KeyCombo';
import { shortcutMessages as m } from './messages';
import * as styles from './Shortcuts.css';
import { useAvailableShortcuts } from './ShortcutsProvider';

const GROUPS: { group: ShortcutDefinition['group']; label: typeof m.groupGlobal }[] = [
  { group: 'global', label: m.groupGlobal }, { group: 'form', label: m.groupForm }, { group: 'reservation', label: m.groupReservation },
];

/** The shortcuts offered on this page now, by where they work. */
export function ShortcutHelpDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  const available = useAvailableShortcuts();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(m.helpTitle)} size="md"
      closeLabel={intl.formatMessage(m.close)}>
      <p className={styles.intro}>{intl.formatMessage(m.helpIntro)}</p>
      {GROUPS.map(({ group, label }) => {
        const ids = available.filter((id) => SHORTCUTS[id].group === group);
        if (!ids.length) return null;
        return (
          <section key={group} className={styles.group} aria-label={intl.formatMessage(label)}>
            <h3 className={styles.groupTitle}>{intl.formatMessage(label)}</h3>
            <dl className={styles.list}>
              {ids.map((id) => <ShortcutRow key={id} id={id} or={intl.formatMessage(m.or)} label={intl.formatMessage(SHORTCUTS[id].label)} />)}
            </dl>
          </section>
        );
      })}
    </Dialog>
  );
}

function ShortcutRow({ id, label, or }: { id: ShortcutId; label: string; or: string }) {
  return (
    <div className={styles.row} data-shortcut={id}>
      <dt className={styles.keys}>
        {SHORTCUTS[id].keys.map((combo, i) => (
          <Fragment key={combo}>
            {i > 0 && <span className={styles.or}>{or}</span>}
            <KeyCombo combo={combo} />
          </Fragment>
        ))}
      </dt>
      <dd className={styles.label}>{label}</dd>
    </div>
  );
}
