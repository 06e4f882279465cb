import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AuditHistoryPanel_query$key } from '../../__generated__/AuditHistoryPanel_query.graphql';
import type { AuditHistoryPanelPaginationQuery, AuditOperation } from '../../__generated__/AuditHistoryPanelPaginationQuery.graphql';
import { Button } from '../../ui/Button';
import { DateRangePicker, type IsoDateRange } from '../../ui/DateRangePicker';
import { EmptyState } from '../../ui/EmptyState';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { Select } from '../../ui/Select';
import * as styles from './AuditHistory.css';
import { auditMessages as m } from './messages';
import { useAuditTexts } from './useAuditTexts';

const OPERATIONS: AuditOperation[] = ['CREATE', 'UPDATE', 'STATUS', 'DELETE', 'SIGN_IN', 'SIGN_IN_FAILED', 'DENIED'];
const ALL = '*';

/**
 * A record's audit trail, newest first: who did what and when, and each changed field before → after. Filtered and
 * paged by the server (auditHistory), so a record with years of changes opens as fast as a new one.
 */
export function AuditHistoryPanel({ query }: { query: AuditHistoryPanel_query$key }) {
  const { t, operation, record, field, detail, value, when } = useAuditTexts();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<AuditHistoryPanelPaginationQuery, AuditHistoryPanel_query$key>(
    graphql`
      fragment AuditHistoryPanel_query on Query
      @refetchable(queryName: "AuditHistoryPanelPaginationQuery")
      @argumentDefinitions(
        recordType: { type: "AuditRecordType!" }
        id: { type: "ID!" }
        filter: { type: "AuditHistoryFilter" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        auditHistory(recordType: $recordType, id: $id, filter: $filter, first: $first, after: $after)
        @connection(key: "AuditHistoryPanel_auditHistory", filters: ["recordType", "id", "filter"]) {
          users { idUser name }
          edges {
            node {
              id
              at
              operation
              recordType
              user { name }
              changes { field oldValue newValue }
              details { key value }
            }
          }
        }
      }
    `,
    query,
  );
  const [operationFilter, setOperationFilter] = useState<string>(ALL);
  const [userFilter, setUserFilter] = useState<string>(ALL);
  const [dates, setDates] = useState<IsoDateRange | null>(null);
  const [isFiltering, startFiltering] = useTransition();

  const apply = (next: { operation?: string; user?: string; dates?: IsoDateRange | null }) => {
    const op = next.operation ?? operationFilter;
    const user = next.user ?? userFilter;
    const range = next.dates === undefined ? dates : next.dates;
    setOperationFilter(op);
    setUserFilter(user);
    setDates(range);
    // The old entries stay on screen while the filtered page loads.
    startFiltering(() => {
      refetch({
        filter: {
          operations: op === ALL ? null : [op as AuditOperation],
          idUser: user === ALL ? null : user,
          from: range?.start ?? null,
          to: range?.end ?? null,
        },
      }, { fetchPolicy: 'network-only' });
    });
  };
  const filtered = operationFilter !== ALL || userFilter !== ALL || dates !== null;
  const entries = data.auditHistory.edges.map((edge) => edge.node);

  return (
    <div className={styles.panel}>
      <div className={styles.filters} role="group" aria-label={t(m.title, { record: '' }).trim()}>
        <Select label={t(m.operationFilter)} selectedKey={operationFilter}
          items={[{ id: ALL, label: t(m.anyOperation) }, ...OPERATIONS.map((op) => ({ id: op, label: operation(op) }))]}
          onSelectionChange={(key) => apply({ operation: key ?? ALL })} />
        <Select label={t(m.userFilter)} selectedKey={userFilter}
          items={[{ id: ALL, label: t(m.anyUser) }, ...data.auditHistory.users.map((u) => ({ id: u.idUser, label: u.name }))]}
          onSelectionChange={(key) => apply({ user: key ?? ALL })} />
        <DateRangePicker label={t(m.dateFilter)} value={dates} onChange={(range) => apply({ dates: range })} />
      </div>
      {isFiltering && <p role="status" className={styles.meta}><InlineSpinner muted /> {t(m.loading)}</p>}
      {entries.length === 0 ? (
        <EmptyState title={t(m.emptyTitle)} description={filtered ? t(m.emptyFiltered) : undefined}
          action={filtered ? (
            <Button variant="secondary" onPress={() => apply({ operation: ALL, user: ALL, dates: null })}>{t(m.clearFilters)}</Button>
          ) : undefined} />
      ) : (
        <ol className={styles.list} aria-label={t(m.listLabel)} aria-busy={isFiltering}>
          {entries.map((entry) => {
            const what = record(entry.recordType);
            const denied = entry.operation === 'DENIED' || entry.operation === 'SIGN_IN_FAILED';
            return (
              <li key={entry.id} className={styles.entry}>
                <div className={styles.entryHead}>
                  <span className={`${styles.operation} ${denied ? styles.denied : ''}`}>{operation(entry.operation)}</span>
                  <span className={styles.part}>{what}</span>
                  <span className={styles.meta}>
                    {t(m.byWhom, { user: entry.user?.name ?? t(m.system), when: when(entry.at) })}
                  </span>
                </div>
                {entry.changes.length > 0 && (
                  <div className={styles.tableWrap}>
                    <table className={styles.table} aria-label={t(m.changesOf, { what })}>
                      <thead>
                        <tr>
                          <th className={styles.th} scope="col">{t(m.field)}</th>
                          {/* A creation has no before, a deletion no after: one value column says what it was. */}
                          {entry.operation === 'CREATE' ? <th className={styles.th} scope="col">{t(m.value)}</th>
                            : entry.operation === 'DELETE' ? <th className={styles.th} scope="col">{t(m.lastValue)}</th>
                            : <><th className={styles.th} scope="col">{t(m.before)}</th><th className={styles.th} scope="col">{t(m.after)}</th></>}
                        </tr>
                      </thead>
                      <tbody>
                        {entry.changes.map((change) => (
                          <tr key={change.field}>
                            <th className={styles.rowHeader} scope="row">{field(change.field)}</th>
                            {entry.operation === 'CREATE' ? <td className={styles.td}>{value(change.newValue)}</td>
                              : entry.operation === 'DELETE' ? <td className={`${styles.td} ${styles.oldValue}`}>{value(change.oldValue)}</td>
                              : (
                                <>
                                  <td className={`${styles.td} ${styles.oldValue}`}>{value(change.oldValue)}</td>
                                  <td className={styles.td}>
                                    <span aria-hidden="true" className={styles.arrow}>→</span>
                                    <span className={styles.newValue}>{value(change.newValue)}</span>
                                  </td>
                                </>
                              )}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
                {entry.details.length > 0 && (
                  <dl className={styles.details}>
                    {entry.details.map((d) => (
                      <div key={d.key} className={styles.detail}>
                        <dt className={styles.detailTerm}>{detail(d.key)}</dt>
                        <dd className={styles.detailValue}>{d.key === 'reason' ? value(d.value) : d.value ?? '—'}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {hasNext && (
        <div className={styles.more}>
          <Button variant="secondary" isDisabled={isLoadingNext} onPress={() => loadNext(20)}>
            {isLoadingNext ? <InlineSpinner muted /> : null} {t(m.loadMore)}
          </Button>
        </div>
      )}
    </div>
  );
}
