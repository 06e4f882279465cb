import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'wouter';
import type { ReportsRouteQuery as RouteQuery } from '../../__generated__/ReportsRouteQuery.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { RoutePage } from '../../app/pages/RoutePage';
import { navMessages } from '../../app/messages';
import * as pageStyles from '../../app/list/AdminPage.css';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { reportMessages as m } from './messages';
import { ReportDialog } from './ReportDialog';
import { initialForm, type ReportForm } from './reportForm';
import { isReportKey, REPORT_GROUPS, REPORT_KINDS, type ReportGroup, type ReportKey, type ReportKind } from './reportKinds';
import { reportFailureText } from './reportFailure';
import { ReportProgressBar } from './ReportProgressBar';
import { ReportResultView } from './ReportResultView';
import * as styles from './Reports.css';
import { useReportRun } from './useReportRun';
import { useCatalogName } from '../../app/catalogNames';

const ReportsRouteQuery = graphql`
  query ReportsRouteQuery @preloadable {
    availableReports
    viewer { ou { name } }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code name nameEs }
  }
`;

const GROUP_TITLES = { sales: m.groupSales, operations: m.groupOperations, finance: m.groupFinance } as const;
const reportTitle = (key: ReportKey) => m[`${key}Title` as keyof typeof m];
const reportDescription = (key: ReportKey) => m[`${key}Description` as keyof typeof m];

/**
 * /reports: the catalog of reports by group; each opens a generate dialog. The address names the open report and
 * its dates (?report=<key>&from=&to=), so Home's figures link straight to the report behind them.
 */
export function ReportsRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <RoutePage<RouteQuery> query={ReportsRouteQuery} className={pageStyles.page} fallback={<Spinner label={t(m.generating)} />}
      header={(
        <PageHeader title={t(m.pageTitle)} description={t(m.pageDescription)} breadcrumbsLabel={t(adminMessages.breadcrumbs)}
          breadcrumbs={[{ label: t(adminMessages.home), href: '/' }, { label: t(navMessages.reports) }]} />
      )}>
      {(reference) => <ReportsScreen reference={reference} />}
    </RoutePage>
  );
}

function ReportsScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ReportsRouteQuery, reference);
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const [search, setSearch] = useSearchParams();
  const available = new Set(data.availableReports);
  const openKey = search.get('report');
  const kind = isReportKey(openKey) ? REPORT_KINDS.find((k) => k.key === openKey) : undefined;
  const [form, setForm] = useState<ReportForm | null>(() => (kind ? initialForm(kind, search) : null));
  const { state, result, run, cancel, reset } = useReportRun(intl.locale);
  const currencies = data.currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} · ${cn(c)}` }));

  // A report opened from the address (a link from Home, a reload) gets its form from the address once.
  useEffect(() => {
    if (kind && !form) setForm(initialForm(kind, search));
  }, [kind, form, search]);

  const open = (next: ReportKind) => {
    reset();
    setForm(initialForm(next, new URLSearchParams()));
    setSearch({ report: next.key });
  };
  const close = () => {
    setForm(null);
    setSearch({});
  };
  const generate = (params: Record<string, string>) => {
    if (!kind || !form) return;
    setSearch({ report: kind.key, ...params, format: form.format });
    void run(kind.key, params, form.format);
  };

  // A report shown on screen closes its dialog once it is complete; files and failures keep it open.
  useEffect(() => {
    if (state.phase === 'done' && state.format === 'screen' && kind) {
      setForm(null);
      setSearch({});
    }
  }, [state, kind, setSearch]);

  const dialogOpen = Boolean(kind && form && available.has(kind.key));
  return (
    <>
      {REPORT_GROUPS.map((group: ReportGroup) => (
        <section key={group} className={styles.group} aria-labelledby={`reports-${group}`}>
          <h2 id={`reports-${group}`} className={styles.groupTitle}>{t(GROUP_TITLES[group])}</h2>
          <ul className={styles.cards}>
            {REPORT_KINDS.filter((k) => k.group === group).map((k) => (
              <li key={k.key} className={styles.card}>
                <h3 className={styles.cardTitle}>{t(reportTitle(k.key))}</h3>
                <p className={styles.cardText}>{t(reportDescription(k.key))}</p>
                {available.has(k.key)
                  ? <Button variant="secondary" onPress={() => open(k)} aria-label={`${t(m.open)} ${t(reportTitle(k.key))}`}>{t(m.open)}</Button>
                  : <p className={styles.resultMeta}>{t(m.notAvailable)}</p>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {!dialogOpen && state.phase === 'running' && <ReportProgressBar progress={state.progress} onCancel={cancel} />}
      {!dialogOpen && state.phase === 'error' && (
        <div role="alert" className={styles.error}><span className={styles.errorTitle}>{t(m.errorTitle)}</span>{reportFailureText(intl, state.error)}</div>
      )}
      {result && (
        <ReportResultView result={result} isBusy={state.phase === 'running'}
          onDownload={(format) => void run(result.key, result.params, format)} />
      )}
      {dialogOpen && kind && form && (
        <ReportDialog kind={kind} title={t(reportTitle(kind.key))} ouName={data.viewer?.ou.name ?? ''} currencies={currencies}
          form={form} onFormChange={setForm} state={state} onGenerate={generate} onCancel={cancel} onClose={close} />
      )}
    </>
  );
}
