import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserSessionsPanel_user$key } from '../../__generated__/UserSessionsPanel_user.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmAction } from '../../app/forms/ConfirmAction';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from '../../app/list/AdminPage.css';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { sessionMessages as m } from './messages';
import { useEndUserSessionsMutation } from './mutations/useEndUserSessionsMutation';
import { describeClient } from './sessionClient';

type Ending = { kind: 'one'; idSession: string; date: string } | { kind: 'all' };

const STATE_TONE = { ACTIVE: 'accent', EXPIRED: 'muted', ENDED: 'muted' } as const;

/**
 * The user's recent sign-ins (date, address, client, last activity, state) on their edit page; an administrator ends
 * one or all of them after confirmation, and the person's next call lands on sign-in.
 */
export function UserSessionsPanel({ user }: { user: UserSessionsPanel_user$key }) {
  const { t, intl } = useAdminTexts();
  const data = useFragment(
    graphql`
      fragment UserSessionsPanel_user on User {
        idUser
        name
        sessions {
          idSession
          date
          ipv4
          ipv6
          client
          app
          lastActivityAt
          state
        }
      }
    `,
    user,
  );
  const [ending, setEnding] = useState<Ending | null>(null);
  const [endSessions] = useEndUserSessionsMutation();
  // null: the caller may read the user but not their sessions (the field answers FORBIDDEN); nothing to show.
  if (!data.sessions) return null;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const anyActive = data.sessions.some((s) => s.state === 'ACTIVE');
  const stateText = { ACTIVE: t(m.active), EXPIRED: t(m.expired), ENDED: t(m.ended) };

  return (
    <Card
      title={t(m.title)}
      actions={
        <Button variant="secondary" size="sm" isDisabled={!anyActive} onPress={() => setEnding({ kind: 'all' })}>
          {t(m.endAll)}
        </Button>
      }
    >
      <div className={styles.stack}>
        <p className={styles.muted}>{t(m.help)}</p>
        <DataTable
          label={intl.formatMessage(m.table, { name: data.name })}
          columns={[
            { id: 'date', label: t(m.signedIn), isRowHeader: true },
            { id: 'address', label: t(m.address) },
            { id: 'client', label: t(m.client), wrap: true },
            { id: 'lastActivity', label: t(m.lastActivity) },
            { id: 'state', label: t(m.status) },
            { id: 'actions', label: t(m.actions), align: 'end' },
          ]}
          rows={data.sessions.map((s) => ({ ...s, id: s.idSession }))}
          renderCell={(row, column) => {
            switch (column) {
              case 'date': return when(row.date);
              case 'address': return <span className={styles.mono}>{row.ipv4 ?? row.ipv6 ?? t(m.unknown)}</span>;
              case 'client': return (
                <span title={row.client ?? undefined}>{[describeClient(row.client), row.app].filter(Boolean).join(' · ') || t(m.unknown)}</span>
              );
              case 'lastActivity': return when(row.lastActivityAt);
              case 'state': return <span className={styles.chip({ tone: STATE_TONE[row.state as keyof typeof STATE_TONE] ?? 'muted' })}>{stateText[row.state as keyof typeof stateText] ?? row.state}</span>;
              case 'actions': return row.state === 'ACTIVE' ? (
                <Button variant="quiet" size="sm" aria-label={intl.formatMessage(m.endLabel, { date: when(row.date) })}
                  onPress={() => setEnding({ kind: 'one', idSession: row.idSession, date: when(row.date) })}>
                  {t(m.end)}
                </Button>
              ) : null;
              default: return null;
            }
          }}
          emptyLabel={<EmptyState title={t(m.empty)} />}
        />
      </div>
      <ConfirmAction
        isOpen={ending != null}
        onOpenChange={(open) => { if (!open) setEnding(null); }}
        title={t(ending?.kind === 'all' ? m.endAllTitle : m.endTitle)}
        message={ending?.kind === 'one'
          ? intl.formatMessage(m.endConfirm, { name: data.name, date: ending.date })
          : intl.formatMessage(m.endAllConfirm, { name: data.name })}
        confirmLabel={t(ending?.kind === 'all' ? m.endAll : m.end)}
        run={async () => {
          if (!ending) return;
          await commitAsync(endSessions, {
            variables: { idUser: data.idUser, idSession: ending.kind === 'one' ? ending.idSession : null },
          });
        }}
        done={t(ending?.kind === 'all' ? m.endedAll : m.ended1)} failed={t(m.endFailed)}
      />
    </Card>
  );
}
